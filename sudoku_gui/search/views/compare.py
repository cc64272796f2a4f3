"""Compare strategies: every strategy on the current puzzle, side by side.

The dialog runs the strategies one after another in its own solver thread (up to the node
limit of the main view), fills a read-only table as each finishes, and draws a bar chart of
guesses, backtracks and time. Bars are proportional to their figures and labelled with them;
the counts span orders of magnitude (plain backtracking makes millions of guesses where
propagation makes a handful), so a toggle draws them on a logarithmic scale instead. Copy as
CSV puts the figures on the clipboard for a spreadsheet.

The chart is custom painted: three panels, one per measure, one bar per strategy.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solver import STRATEGIES
from sudoku_gui.search.model.outcome import SearchOutcome
from sudoku_gui.search.running.worker import SearchController
from sudoku_gui.search.views.outcomes import outcome_word
from sudoku_gui.support.strategy_names import strategy_description, strategy_title
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, figure, translate

COMPARE_NODE_LIMIT = 100_000
MEASURES = (
    ("assumptions", QT_TRANSLATE_NOOP("CompareDialog", "Guesses")),
    ("backtracks", QT_TRANSLATE_NOOP("CompareDialog", "Backtracks")),
    ("elapsed", QT_TRANSLATE_NOOP("CompareDialog", "Time (s)")),
)
COLUMNS = (
    QT_TRANSLATE_NOOP("CompareDialog", "Strategy"),
    QT_TRANSLATE_NOOP("CompareDialog", "Guesses"),
    QT_TRANSLATE_NOOP("CompareDialog", "Backtracks"),
    QT_TRANSLATE_NOOP("CompareDialog", "Contradictions"),
    QT_TRANSLATE_NOOP("CompareDialog", "Time (s)"),
    QT_TRANSLATE_NOOP("CompareDialog", "Outcome"),
)


class CompareChart(QWidget):
    """Bars of each measure per strategy, on a log scale, with the values written on them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compare_chart")
        self.setMinimumSize(560, 180)
        self.rows: list[tuple[str, dict[str, float]]] = []
        self.log_scale = False

    def set_rows(self, rows: list[tuple[str, dict[str, float]]]) -> None:
        """``rows``: (strategy title, {measure: value}) in display order."""
        self.rows = rows
        self.update()

    def set_log_scale(self, on: bool) -> None:
        self.log_scale = on
        self.update()

    def bar_fraction(self, value: float, top: float) -> float:
        """How much of its panel a bar of ``value`` fills when the largest is ``top``."""
        if top <= 0:
            return 0.0
        if self.log_scale:
            return math.log10(1 + value) / math.log10(1 + top)
        return value / top

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        bar = palette.color(QPalette.ColorRole.Highlight)
        titles = [name for name, _values in self.rows] or [""]
        name_width = 12.0 + max(self.fontMetrics().horizontalAdvance(t) for t in titles)
        panel_width = (self.width() - name_width) / len(MEASURES)
        header = self.fontMetrics().height() + 2  # the measures' titles, in the widget's font
        row_height = (self.height() - header - 6) / max(len(self.rows), 1)
        painter.setPen(text)
        for row, (name, _values) in enumerate(self.rows):
            box = QRectF(4, header + 2 + row * row_height, name_width - 8, row_height)
            painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, name)
        for index, (key, title) in enumerate(MEASURES):
            left = name_width + index * panel_width
            painter.setPen(text)
            painter.drawText(
                QRectF(left, 0, panel_width, header),
                Qt.AlignmentFlag.AlignCenter,
                translate("CompareDialog", title),
            )
            top = max((values.get(key, 0.0) for _name, values in self.rows), default=0.0)
            for row, (_name, values) in enumerate(self.rows):
                value = values.get(key, 0.0)
                length = (panel_width - 12) * self.bar_fraction(value, top)
                rect = QRectF(
                    left + 4, header + 4 + row * row_height, max(length, 1.0), row_height - 4
                )
                painter.fillRect(rect, bar)
                painter.setPen(QPen(text))
                label = figure(value, 3 if key == "elapsed" else 0)
                painter.drawText(rect.adjusted(4, 0, 200, 0), Qt.AlignmentFlag.AlignVCenter, label)
        painter.end()


class CompareDialog(QDialog):
    """Runs every strategy on ``puzzle`` and shows the table and the chart."""

    def __init__(self, puzzle: str, parent: QWidget | None = None, node_limit=COMPARE_NODE_LIMIT):
        """``node_limit``: the main view's (None there means no limit; here, the default)."""
        super().__init__(parent)
        self.setObjectName("compare_dialog")
        self.setWindowTitle(translate("CompareDialog", "Compare strategies"))
        # In the main window's zoom (its font), and maximisable like the race.
        self.setAttribute(Qt.WidgetAttribute.WA_WindowPropagation)
        self.setWindowFlag(Qt.WindowType.WindowMinMaxButtonsHint, True)
        self.puzzle = puzzle
        self.node_limit = node_limit or COMPARE_NODE_LIMIT
        self.results: dict[str, object] = {}
        layout = QVBoxLayout(self)
        limit = self.node_limit  # (lupdate sees a count only when it is a plain name)
        self.status = QLabel(
            translate("CompareDialog", "Each strategy runs up to %Ln guess(es).", None, limit),
            self,
        )
        layout.addWidget(self.status)
        self.table = QTableWidget(len(STRATEGIES), len(COLUMNS), self)
        self.table.setObjectName("compare_table")
        self.table.setHorizontalHeaderLabels([translate("CompareDialog", c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)  # read-only
        for row, name in enumerate(STRATEGIES):
            item = QTableWidgetItem(strategy_title(name))
            item.setToolTip(strategy_description(name))
            self.table.setItem(row, 0, item)
            self.table.setItem(
                row, len(COLUMNS) - 1, QTableWidgetItem(translate("CompareDialog", "waiting"))
            )
        # Every strategy in view, no scrolling: the table is as tall as its rows.
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows_height = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(
            rows_height + self.table.horizontalHeader().sizeHint().height() + 4
        )
        layout.addWidget(self.table)
        self.chart = CompareChart(self)
        layout.addWidget(self.chart, 1)
        self.log_scale = QCheckBox(translate("CompareDialog", "&Logarithmic scale"), self)
        self.log_scale.setObjectName("compare_log_scale")
        self.log_scale.setToolTip(
            translate("CompareDialog", "Bars by orders of magnitude: a million guesses beside five")
        )
        self.log_scale.toggled.connect(self.chart.set_log_scale)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(translate("CompareDialog", "Copy as &CSV"), self)
        self.copy_button.setObjectName("compare_copy_csv")
        self.copy_button.clicked.connect(self.copy_csv)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.log_scale)
        layout.addWidget(buttons)
        self.controller = SearchController(self)
        self.controller.strategy_done.connect(self.on_strategy_done)
        self.controller.finished.connect(self.on_finished)
        self.controller.failed.connect(self.on_failed)
        self.finished.connect(self.controller.shutdown)
        self.resize(820, 600)

    def start(self) -> None:
        self.controller.compare(self.puzzle, list(STRATEGIES), self.node_limit)

    def on_strategy_done(self, _job, name: str, stats) -> None:
        self.results[name] = stats
        row = list(STRATEGIES).index(name)
        values = (
            figure(stats.assumptions),
            figure(stats.backtracks),
            figure(stats.contradictions),
            figure(stats.elapsed, 3),
            outcome_word(SearchOutcome(stats.outcome)),
        )
        for column, value in enumerate(values, start=1):
            item = QTableWidgetItem(value)
            if column < len(COLUMNS) - 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)
        self.chart.set_rows(
            [
                (strategy_title(done), {key: float(getattr(s, key)) for key, _ in MEASURES})
                for done, s in self.results.items()
            ]
        )

    def csv_text(self) -> str:
        """The table as CSV: a header, then a line per strategy run so far."""
        lines = ["strategy,guesses,backtracks,contradictions,seconds,outcome"]
        for name, stats in self.results.items():
            title = STRATEGIES[name].title.replace('"', '""')
            lines.append(
                f'"{title}",{stats.assumptions},{stats.backtracks},{stats.contradictions},'
                f"{stats.elapsed:.4f},{stats.outcome}"
            )
        return "\n".join(lines) + "\n"

    def copy_csv(self) -> None:
        QGuiApplication.clipboard().setText(self.csv_text())
        self.status.setText(translate("CompareDialog", "The figures are on the clipboard as CSV."))

    def on_finished(self, _job, _outcome: str, _stats) -> None:
        limit = self.node_limit
        self.status.setText(
            translate(
                "CompareDialog",
                "Done: each strategy ran up to %Ln guess(es) on this puzzle.",
                None,
                limit,
            )
        )

    def on_failed(self, _job, message: str) -> None:
        self.status.setText(
            translate("CompareDialog", "The comparison failed: {reason}").format(reason=message)
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
