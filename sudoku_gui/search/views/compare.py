"""Compare strategies: every strategy on the current puzzle, side by side.

The dialog runs the strategies one after another in its own solver thread (each up to a node
limit), fills a table as each finishes, and draws a bar chart of guesses, backtracks and
time. The counts span orders of magnitude (plain backtracking makes millions of guesses where
propagation makes a handful), so the bars use a logarithmic scale and carry their numbers.

The chart is custom painted: three panels, one per measure, one bar per strategy.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QCloseEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solver import STRATEGIES
from sudoku_gui.search.running.worker import SearchController

COMPARE_NODE_LIMIT = 100_000
MEASURES = (("assumptions", "Guesses"), ("backtracks", "Backtracks"), ("elapsed", "Time (s)"))
COLUMNS = ("Strategy", "Guesses", "Backtracks", "Contradictions", "Time (s)", "Outcome")


class CompareChart(QWidget):
    """Bars of each measure per strategy, on a log scale, with the values written on them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compare_chart")
        self.setMinimumSize(560, 180)
        self.rows: list[tuple[str, dict[str, float]]] = []

    def set_rows(self, rows: list[tuple[str, dict[str, float]]]) -> None:
        """``rows``: (strategy name, {measure: value}) in display order."""
        self.rows = rows
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        bar = palette.color(QPalette.ColorRole.Highlight)
        name_width = 90.0
        panel_width = (self.width() - name_width) / len(MEASURES)
        row_height = (self.height() - 24) / max(len(self.rows), 1)
        painter.setPen(text)
        for row, (name, _values) in enumerate(self.rows):
            box = QRectF(4, 20 + row * row_height, name_width - 8, row_height)
            painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, name)
        for index, (key, title) in enumerate(MEASURES):
            left = name_width + index * panel_width
            painter.setPen(text)
            painter.drawText(QRectF(left, 0, panel_width, 18), Qt.AlignmentFlag.AlignCenter, title)
            top = max((values.get(key, 0.0) for _name, values in self.rows), default=0.0)
            scale = math.log10(1 + top) if top > 0 else 1.0
            for row, (_name, values) in enumerate(self.rows):
                value = values.get(key, 0.0)
                length = (panel_width - 12) * math.log10(1 + value) / scale if scale else 0
                rect = QRectF(left + 4, 22 + row * row_height, max(length, 1.0), row_height - 4)
                painter.fillRect(rect, bar)
                painter.setPen(QPen(text))
                label = f"{value:.3f}" if key == "elapsed" else f"{value:,.0f}"
                painter.drawText(rect.adjusted(4, 0, 200, 0), Qt.AlignmentFlag.AlignVCenter, label)
        painter.end()


class CompareDialog(QDialog):
    """Runs every strategy on ``puzzle`` and shows the table and the chart."""

    def __init__(self, puzzle: str, parent: QWidget | None = None, node_limit=COMPARE_NODE_LIMIT):
        super().__init__(parent)
        self.setObjectName("compare_dialog")
        self.setWindowTitle("Compare strategies")
        self.puzzle = puzzle
        self.node_limit = node_limit
        self.results: dict[str, object] = {}
        layout = QVBoxLayout(self)
        self.status = QLabel(f"Each strategy runs up to {node_limit:,} guesses.", self)
        layout.addWidget(self.status)
        self.table = QTableWidget(len(STRATEGIES), len(COLUMNS), self)
        self.table.setObjectName("compare_table")
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for row, (name, strategy) in enumerate(STRATEGIES.items()):
            item = QTableWidgetItem(name)
            item.setToolTip(strategy.description)
            self.table.setItem(row, 0, item)
            self.table.setItem(row, len(COLUMNS) - 1, QTableWidgetItem("waiting"))
        layout.addWidget(self.table)
        self.chart = CompareChart(self)
        layout.addWidget(self.chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.controller = SearchController(self)
        self.controller.strategy_done.connect(self.on_strategy_done)
        self.controller.finished.connect(self.on_finished)
        self.controller.failed.connect(self.on_failed)
        self.finished.connect(self.controller.shutdown)
        self.resize(720, 440)

    def start(self) -> None:
        self.controller.compare(self.puzzle, list(STRATEGIES), self.node_limit)

    def on_strategy_done(self, _job, name: str, stats) -> None:
        self.results[name] = stats
        row = list(STRATEGIES).index(name)
        values = (
            f"{stats.assumptions:,}",
            f"{stats.backtracks:,}",
            f"{stats.contradictions:,}",
            f"{stats.elapsed:.3f}",
            stats.outcome,
        )
        for column, value in enumerate(values, start=1):
            item = QTableWidgetItem(value)
            if column < len(COLUMNS) - 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)
        self.chart.set_rows(
            [
                (done, {key: float(getattr(s, key)) for key, _title in MEASURES})
                for done, s in self.results.items()
            ]
        )

    def on_finished(self, _job, _outcome: str, _stats) -> None:
        self.status.setText(
            f"Done: each strategy ran up to {self.node_limit:,} guesses on this puzzle."
        )

    def on_failed(self, _job, message: str) -> None:
        self.status.setText(f"The comparison failed: {message}")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.controller.shutdown()
        super().closeEvent(event)
