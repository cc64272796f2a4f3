"""The figures under the hypothesis tree: the search as of the playback's step, and its time.

Folded (the default) they are one summary line, so the tree keeps the room; unfolded,
``SearchStatsView`` shows the totals of the recorded search up to the step the grid shows
(guesses, dead ends, backtracks, deductions by rule) and the search's own time and outcome.
Figures that change at every frame sit in fixed-size labels, so a new figure repaints only
itself.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QSettings, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.outcome import SearchOutcome
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.views.controls import steady_label
from sudoku_gui.search.views.outcomes import outcome_word
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, figure, translate

FREE = ("deductions", "outcome")  # figures that change rarely: free size, wrapped
UNFOLDED_KEY = "search/figures_unfolded"


class SearchStatsView(QWidget):
    """The search as of the playback's step (what the grid shows), and the search's time."""

    # The widest text each steady figure may show.
    FIGURE = "999,999,999"
    STEADY_TEXT = {
        "step": FIGURE,  # (of how many: the playback bar says, beside the timeline)
        "depth": "81",
        "assumptions": FIGURE,
        "contradictions": FIGURE,
        "backtracks": FIGURE,
        "max_depth": "81",
        "eliminations": FIGURE,
        "elapsed": "99999.999 s",
    }
    FIELDS = (
        ("step", QT_TRANSLATE_NOOP("SearchStats", "Step:")),
        ("depth", QT_TRANSLATE_NOOP("SearchStats", "Depth:")),
        ("assumptions", QT_TRANSLATE_NOOP("SearchStats", "Assumptions:")),
        ("contradictions", QT_TRANSLATE_NOOP("SearchStats", "Contradictions:")),
        ("backtracks", QT_TRANSLATE_NOOP("SearchStats", "Backtracks:")),
        ("max_depth", QT_TRANSLATE_NOOP("SearchStats", "Deepest guess:")),
        ("deductions", QT_TRANSLATE_NOOP("SearchStats", "Deductions:")),
        ("eliminations", QT_TRANSLATE_NOOP("SearchStats", "Eliminations:")),
        ("elapsed", QT_TRANSLATE_NOOP("SearchStats", "Search time:")),
        ("outcome", QT_TRANSLATE_NOOP("SearchStats", "Outcome:")),
    )

    def _fit_summary(self) -> None:
        self.summary.setFixedHeight(self.summary.fontMetrics().lineSpacing() * 2 + 2)

    def changeEvent(self, event) -> None:
        """The window's zoom changed the font: the summary's two lines in the new one."""
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit_summary()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_stats")
        self.setAutoFillBackground(True)  # opaque: a changed figure repaints only itself
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 2, 6, 2)
        outer.setSpacing(2)
        # Folded, the figures are one line under the tree; the button opens all of them.
        header = QHBoxLayout()
        outer.addLayout(header)
        self.unfold = QToolButton(self)
        self.unfold.setObjectName("stats_unfold")
        self.unfold.setCheckable(True)
        self.unfold.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.unfold.setArrowType(Qt.ArrowType.RightArrow)
        self.unfold.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.unfold.setText(translate("SearchStats", "Figures"))
        self.unfold.setToolTip(translate("SearchStats", "Show or hide every figure of the search"))
        self.unfold.toggled.connect(self.set_unfolded)
        header.addWidget(self.unfold)
        self.summary = QLabel("", self)
        self.summary.setObjectName("stats_summary")
        self.summary.setWordWrap(True)
        # Two lines' room whatever the text: a changing figure never re-runs the dock's layout.
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit_summary()
        header.addWidget(self.summary, 1)
        self.details = QWidget(self)
        self.details.setObjectName("stats_details")
        outer.addWidget(self.details)
        layout = QFormLayout(self.details)
        layout.setContentsMargins(0, 0, 0, 0)
        self.labels: dict[str, QLabel] = {}
        for key, title in self.FIELDS:
            # Figures that change at every frame get a fixed size (see steady_label); the
            # deductions (one line per rule) and the outcome (said once) wrap freely.
            if key in FREE:
                label = QLabel("-")
                label.setWordWrap(True)
                widest = translate("SearchStats", "{rule}: {count}").format(
                    rule=technique_name("hidden single"), count=figure(9999)
                )
                label.setMinimumWidth(label.fontMetrics().horizontalAdvance(widest))
            else:
                label = steady_label(self.STEADY_TEXT[key])
            label.setText("-")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setObjectName(f"stat_{key}")
            self.labels[key] = label
            layout.addRow(translate("SearchStats", title), label)
        self._clock = QElapsedTimer()
        self._final_elapsed: float | None = None
        self.set_unfolded(as_bool(QSettings().value(UNFOLDED_KEY), False))

    def set_unfolded(self, unfolded: bool) -> None:
        """Show every figure, or only the summary line (remembered)."""
        self.unfold.setChecked(unfolded)
        self.unfold.setArrowType(Qt.ArrowType.DownArrow if unfolded else Qt.ArrowType.RightArrow)
        self.details.setVisible(unfolded)
        QSettings().setValue(UNFOLDED_KEY, unfolded)

    def cleared(self) -> None:
        """Nothing is recorded: no figure, and no search time, is left from the last search."""
        self._clock.invalidate()
        self._final_elapsed = None
        for label in self.labels.values():
            label.setText("-")
        self.summary.setText("")

    def started(self) -> None:
        """A search began now: the elapsed time counts from here until it ends."""
        self._clock.start()
        self._final_elapsed = None

    def ended(self) -> None:
        """The search ended (solved, cancelled or failed): the elapsed time stops."""
        if self._clock.isValid() and self._final_elapsed is None:
            self._final_elapsed = self._clock.elapsed() / 1000

    def show_stats(
        self,
        record: SearchRecord,
        position: int,
        outcome: SearchOutcome | None,
        failure: str,
        stats,
    ) -> None:
        """The figures as of the playback ``position``; the search time and outcome (None:
        still searching; ``failure``: why it failed) are the search's own (``stats`` is the
        engine's SearchStats once the search has ended)."""
        counts, by_rule = record.counts_at(position)
        tree = record.tree
        node = record.current[position - 1] if position else 0
        deductions = {rule: n for rule, n in sorted(by_rule.items()) if rule != "given"}
        if stats is not None:
            elapsed = stats.elapsed
        elif self._final_elapsed is not None:
            elapsed = self._final_elapsed
        else:
            elapsed = self._clock.elapsed() / 1000 if self._clock.isValid() else 0.0
        at_end = position == len(record)
        values = {
            "step": figure(position),
            "depth": str(tree.depth[node]),
            "assumptions": figure(counts[rec.ASSUME]),
            "contradictions": figure(counts[rec.CONTRADICTION]),
            "backtracks": figure(counts[rec.BACKTRACK]),
            "max_depth": str(tree.deepest[tree.nodes_before_event(position) - 1]),
            "deductions": "\n".join(
                translate("SearchStats", "{rule}: {count}").format(
                    rule=technique_name(rule), count=figure(n)
                )
                for rule, n in deductions.items()
            )
            or "0",
            "eliminations": figure(counts[rec.ELIMINATE]),
            "elapsed": translate("SearchStats", "{seconds} s").format(seconds=figure(elapsed, 3)),
            "outcome": outcome_word(outcome, failure) if at_end and len(record) else "-",
        }
        for key, value in values.items():
            self.labels[key].setText(value)
        self.summary.setText(
            translate(
                "SearchStats",
                "step {step}, depth {depth}; guesses {guesses}, dead ends {dead_ends}, "
                "backtracks {backtracks}; {seconds}",
            ).format(
                step=values["step"],
                depth=values["depth"],
                guesses=values["assumptions"],
                dead_ends=values["contradictions"],
                backtracks=values["backtracks"],
                seconds=values["elapsed"],
            )
        )
