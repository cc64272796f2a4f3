"""Search > Where logic would have settled a guess (``action_logic_badges``): the tree's badges.

When on, the recorded search's guesses are checked against logic in a background job (see
``search.model.logic_badges``) once the search has ended, and the tree draws what it found;
a new search clears them. The choice is the reader's, for the session.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.search.model.logic_badges import logic_badges, pruned
from sudoku_gui.support.words import translate


class LogicBadgesControl(QObject):
    """The action and the job behind the tree's logic badges."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.action = QAction(
            translate("LogicBadges", "Where &logic would have settled a guess"), panel.window
        )
        self.action.setObjectName("action_logic_badges")
        self.action.setCheckable(True)
        self.action.setToolTip(
            translate(
                "BadgesControl",
                "Mark each guess that logic alone could have settled, and shade the search it "
                "would have pruned",
            )
        )
        self.action.toggled.connect(self.on_toggled)
        self._runner = JobRunner("logic-badges", self)
        self._runner.finished.connect(self.on_found)
        panel.window.closing.connect(self._runner.shutdown)
        panel.session.search_ended.connect(lambda _outcome: self.refresh())
        panel.session.record_changed.connect(self._runner.cancel)

    def on_toggled(self, on: bool) -> None:
        self.panel.tree.show_badges = on
        self.panel.tree.update()
        self.refresh()

    def refresh(self) -> None:
        """Work the badges out for the recorded search, if asked and it has ended."""
        record = self.panel.session.record
        if self.action.isChecked() and len(record) and not self.panel.session.searching:
            self._runner.submit(logic_badges, record)

    def on_found(self, _job, badges: dict) -> None:
        tree = self.panel.tree
        if tree.record is not self.panel.session.record:
            return
        tree.badges = badges
        tree.update()
        avoidable = len(pruned(tree.record, badges))
        self.panel.window.statusBar().showMessage(
            translate(
                "BadgesControl",
                "Logic settles {count} of the guesses; {avoidable} of them were not needed.",
            ).format(count=len(badges), avoidable=avoidable),
            8000,
        )
