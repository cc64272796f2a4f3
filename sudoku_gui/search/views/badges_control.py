"""Search > Tree > Where logic would have settled a guess (``action_logic_badges``): the tree's
badges.

When on, the recorded search's guesses are checked against logic in a background job (see
``search.model.logic_badges``) once the search has ended, and the tree draws what it found;
a new search clears them. The choice is the reader's, for the session.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.search.model.logic_badges import logic_badges, pruned
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.search.views.tree_view import HypothesisTreeView
from sudoku_gui.support.words import translate


class LogicBadgesControl(QObject):
    """The action and the job behind the logic badges of ``tree``."""

    def __init__(
        self, context: SearchContext, tree: HypothesisTreeView, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.tree = tree
        self.action = QAction(
            translate("LogicBadges", "Where &logic would have settled a guess"), self
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
        context.session.search_ended.connect(lambda _outcome: self.refresh())
        context.session.record_changed.connect(self._runner.cancel)

    def shutdown(self) -> None:
        """Stop the job's thread (the window is closing)."""
        self._runner.shutdown()

    def on_toggled(self, on: bool) -> None:
        self.tree.show_logic_badges(on)
        self.refresh()

    def refresh(self) -> None:
        """Work the badges out for the recorded search, if asked and it has ended."""
        session = self.context.session
        if self.action.isChecked() and len(session.record) and not session.searching:
            self._runner.submit(logic_badges, session.record)

    def on_found(self, _job, badges: dict) -> None:
        tree = self.tree
        if tree.record is not self.context.session.record:
            return
        tree.set_logic_badges(badges)
        avoidable = len(pruned(tree.record, badges))
        self.context.show_status(
            translate(
                "BadgesControl",
                "Logic settles {count} of the guesses; {avoidable} of them were not needed.",
            ).format(count=len(badges), avoidable=avoidable),
            8000,
        )
