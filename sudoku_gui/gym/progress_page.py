"""View > Gym progress (``gym_progress``): per tier, how many techniques are mastered,
learning, due for review or new, the time an exercise takes and the hints used, as charts
painted with QPainter (QtCharts would not fit the bundle); Export as PNG
(``gym_progress_export``), and the learner's store exported, imported or reset
(``gym_export_json``, ``gym_import_json``, ``gym_reset``, the last after a confirmation).

``paint_progress`` draws the page on any painter, so the window and the PNG show the same
picture; the PNG is ``EXPORT_SIZE`` whatever the window's size.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sudoku_gui.gym.mastery import (
    DUE,
    LEARNING,
    MASTERED,
    NEW,
    MasteryStore,
    StoreError,
    TierSummary,
)
from sudoku_gui.support.phrases import say
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, figure, translate

EXPORT_SIZE = QSize(1200, 640)
STATUS_ORDER = (MASTERED, DUE, LEARNING, NEW)
STATUS_COLOURS = {
    MASTERED: QColor("#2e9d57"),
    DUE: QColor("#e08a1e"),
    LEARNING: QColor("#3b7dd8"),
    NEW: QColor("#a0a4ab"),
}
STATUS_TITLES = {
    MASTERED: QT_TRANSLATE_NOOP("GymProgress", "Mastered"),
    DUE: QT_TRANSLATE_NOOP("GymProgress", "Due for review"),
    LEARNING: QT_TRANSLATE_NOOP("GymProgress", "Learning"),
    NEW: QT_TRANSLATE_NOOP("GymProgress", "New"),
}
TIME_COLOUR = QColor("#7a5cc2")
HINT_COLOUR = QColor("#c2507a")


def _count(summary: TierSummary, status: str) -> int:
    return {
        MASTERED: summary.mastered,
        DUE: summary.due,
        LEARNING: summary.learning,
        NEW: summary.new,
    }[status]


def paint_progress(
    painter: QPainter, rect: QRectF, summaries: tuple[TierSummary, ...], palette: QPalette
) -> None:
    """The page in ``rect``: a legend, then one row per tier: its techniques by state (a
    stacked bar), its mean time per exercise and its hints per exercise (bars scaled to the
    largest tier)."""
    text_colour = palette.color(QPalette.ColorRole.WindowText)
    painter.fillRect(rect, palette.color(QPalette.ColorRole.Window))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    metrics = painter.fontMetrics()
    line = metrics.height()
    margin = line
    left, top = rect.left() + margin, rect.top() + margin
    width = rect.width() - 2 * margin
    # The headline, then the legend.
    bold = QFont(painter.font())
    bold.setBold(True)
    painter.save()
    painter.setFont(bold)
    painter.setPen(text_colour)
    painter.drawText(
        QRectF(left, top, width, line), Qt.AlignmentFlag.AlignLeft, headline(summaries)
    )
    painter.restore()
    top += 2 * line
    x = left
    for status in STATUS_ORDER:
        painter.fillRect(
            QRectF(x, top + line * 0.2, line * 0.8, line * 0.8), STATUS_COLOURS[status]
        )
        x += line
        title = translate("GymProgress", STATUS_TITLES[status])
        painter.setPen(text_colour)
        painter.drawText(QRectF(x, top, width, line), Qt.AlignmentFlag.AlignLeft, title)
        x += metrics.horizontalAdvance(title) + line
    top += 2 * line
    # The columns: tier names, states, time, hints.
    names = [say(s.tier.title) for s in summaries]
    name_width = max([metrics.horizontalAdvance(n) for n in names] + [line]) + line
    rest = width - name_width
    status_width, time_width = rest * 0.5, rest * 0.25
    columns = (
        (left + name_width, status_width, translate("GymProgress", "Techniques by state")),
        (
            left + name_width + status_width,
            time_width,
            translate("GymProgress", "Time per exercise"),
        ),
        (
            left + name_width + status_width + time_width,
            time_width,
            translate("GymProgress", "Hints per exercise"),
        ),
    )
    painter.save()
    painter.setFont(bold)
    painter.setPen(text_colour)
    for column_left, column_width, title in columns:
        painter.drawText(
            QRectF(column_left, top, column_width - line, line), Qt.AlignmentFlag.AlignLeft, title
        )
    painter.restore()
    top += 1.5 * line
    rows = max(len(summaries), 1)
    row_height = max(min((rect.bottom() - margin - top) / rows, 3 * line), 1.6 * line)
    bar = row_height * 0.6
    longest_time = max([s.mean_seconds or 0.0 for s in summaries] + [1.0])
    most_hints = max(
        [(s.hints_used / s.attempts if s.attempts else 0.0) for s in summaries] + [1.0]
    )
    for index, summary in enumerate(summaries):
        y = top + index * row_height
        bar_top = y + (row_height - bar) / 2
        painter.setPen(text_colour)
        painter.drawText(
            QRectF(left, y, name_width, row_height),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            names[index],
        )
        # Techniques by state.
        x0, full = columns[0][0], columns[0][1] - line
        x = x0
        for status in STATUS_ORDER:
            count = _count(summary, status)
            if not count:
                continue
            part = full * count / max(summary.techniques, 1)
            painter.fillRect(QRectF(x, bar_top, part, bar), STATUS_COLOURS[status])
            if part > metrics.horizontalAdvance("00") + 4:
                painter.setPen(QColor("white"))
                painter.drawText(
                    QRectF(x, bar_top, part, bar), Qt.AlignmentFlag.AlignCenter, figure(count)
                )
            x += part
        # Time and hints per exercise.
        seconds = summary.mean_seconds
        hints = summary.hints_used / summary.attempts if summary.attempts else None
        for (column_left, column_width, _), value, top_value, colour, label in (
            (
                columns[1],
                seconds,
                longest_time,
                TIME_COLOUR,
                None
                if seconds is None
                else translate("GymProgress", "{seconds} s").format(seconds=figure(seconds)),
            ),
            (
                columns[2],
                hints,
                most_hints,
                HINT_COLOUR,
                None if hints is None else figure(hints, 1),
            ),
        ):
            label_width = metrics.horizontalAdvance("0000 s") + line / 2
            room = column_width - line - label_width
            painter.setPen(text_colour)
            if value is None:
                painter.drawText(
                    QRectF(column_left, y, column_width, row_height),
                    Qt.AlignmentFlag.AlignVCenter,
                    "–",
                )
                continue
            length = room * value / top_value if top_value else 0.0
            painter.fillRect(QRectF(column_left, bar_top, max(length, 1.0), bar), colour)
            painter.drawText(
                QRectF(column_left + length + line / 4, y, label_width, row_height),
                Qt.AlignmentFlag.AlignVCenter,
                label,
            )


def headline(summaries: tuple[TierSummary, ...]) -> str:
    """ "12 of 49 techniques mastered, 3 of them due for review." """
    total = sum(s.techniques for s in summaries)
    mastered = sum(s.mastered + s.due for s in summaries)
    due = sum(s.due for s in summaries)
    text = translate("GymProgress", "{mastered} of %n technique(s) mastered", None, total).format(
        mastered=mastered
    )
    if due:
        text = translate("GymProgress", "{text}, %n of them due for review", None, due).format(
            text=text
        )
    return text + "."


class ProgressChart(QWidget):
    """The page's charts (``paint_progress``) for the summaries it is given."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gym_progress_chart")
        self.summaries: tuple[TierSummary, ...] = ()
        self.setMinimumSize(560, 300)

    def set_summaries(self, summaries: tuple[TierSummary, ...]) -> None:
        self.summaries = summaries
        self.setAccessibleDescription(describe(summaries))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(900, 460)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        paint_progress(painter, QRectF(self.rect()), self.summaries, self.palette())
        painter.end()

    def image(self, size: QSize = EXPORT_SIZE) -> QImage:
        """The page as a picture of ``size`` (what Export as PNG writes)."""
        image = QImage(size, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.setFont(self.font())
        paint_progress(
            painter, QRectF(0, 0, size.width(), size.height()), self.summaries, self.palette()
        )
        painter.end()
        return image


def describe(summaries: tuple[TierSummary, ...]) -> str:
    """The charts in words, a tier a line (for screen readers)."""
    return "\n".join(
        translate(
            "GymProgress", "{tier}: {mastered} mastered, {due} due, {learning} learning, {new} new"
        ).format(
            tier=say(s.tier.title), mastered=s.mastered, due=s.due, learning=s.learning, new=s.new
        )
        for s in summaries
    )


class GymProgressDialog(QDialog):
    """The progress page (see the module docstring).

    Signals: ``store_changed()`` after an import or a reset (the lessons list follows)."""

    store_changed = Signal()

    def __init__(self, store: MasteryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gym_progress")
        self.setWindowTitle(translate("GymProgress", "Gym progress"))
        self.setAttribute(Qt.WidgetAttribute.WA_WindowPropagation)  # (the window's zoom)
        self._store = store
        self.chart = ProgressChart(self)
        self.status = QLabel("", self)
        self.status.setObjectName("gym_progress_status")
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        for name, text, slot in (
            (
                "gym_progress_export",
                translate("GymProgress", "Export as &PNG..."),
                self.ask_and_export_png,
            ),
            (
                "gym_export_json",
                translate("GymProgress", "E&xport progress..."),
                self.ask_and_export_json,
            ),
            (
                "gym_import_json",
                translate("GymProgress", "&Import progress..."),
                self.ask_and_import_json,
            ),
            ("gym_reset", translate("GymProgress", "&Reset progress..."), self.ask_and_reset),
            ("gym_progress_close", translate("GymProgress", "&Close"), self.accept),
        ):
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.clicked.connect(slot)
            buttons.addWidget(button)
            if name == "gym_reset":
                buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.chart.set_summaries(self._store.tier_summaries())

    # ---- asking (tests replace these)

    def ask_path(self, save: bool, kind: str) -> Path | None:
        """A file to save to (``save``) or to read, of ``kind`` ("png" or "json")."""
        shown = (
            translate("GymProgress", "PNG image (*.png)")
            if kind == "png"
            else translate("GymProgress", "Gym progress (*.json)")
        )
        title = self.windowTitle()
        ask = QFileDialog.getSaveFileName if save else QFileDialog.getOpenFileName
        name, _ = ask(self, title, "", shown)
        if not name:
            return None
        path = Path(name)
        return path if path.suffix or not save else path.with_suffix(f".{kind}")

    def confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self,
            translate("GymProgress", "Reset progress"),
            translate(
                "GymProgress",
                "Forget every exercise answered and every technique mastered? This cannot "
                "be undone (export your progress first to keep it).",
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    # ---- commands

    def ask_and_export_png(self) -> None:
        path = self.ask_path(True, "png")
        if path is not None:
            self.export_png(path)

    def export_png(self, path: Path) -> bool:
        saved = self.chart.image().save(str(path), "PNG")
        self.status.setText(
            translate("GymProgress", "Saved {name}.").format(name=path.name)
            if saved
            else translate("GymProgress", "Could not write {path}.").format(path=path)
        )
        return saved

    def ask_and_export_json(self) -> None:
        path = self.ask_path(True, "json")
        if path is None:
            return
        try:
            note = self._store.export_json(path)
        except OSError as error:
            self.status.setText(
                translate("GymProgress", "Could not write {path}: {reason}").format(
                    path=path, reason=problem_text(error)
                )
            )
            return
        saved = translate("GymProgress", "Saved {name}.").format(name=path.name)
        self.status.setText(str(say(note)) if note else saved)

    def ask_and_import_json(self) -> None:
        path = self.ask_path(False, "json")
        if path is not None:
            self.import_json(path)

    def import_json(self, path: Path) -> None:
        try:
            added = self._store.import_json(path)
        except (StoreError, OSError) as error:
            self.status.setText(
                translate("GymProgress", "Nothing imported: {reason}").format(reason=error)
            )
            return
        self.status.setText(
            translate("GymProgress", "Imported %n exercise(s) from {name}.", None, added).format(
                name=path.name
            )
        )
        self.refresh()
        self.store_changed.emit()

    def ask_and_reset(self) -> None:
        if not self.confirm_reset():
            return
        try:
            self._store.reset()
        except StoreError as error:  # another program holds the store: nothing was changed
            self.status.setText(
                translate("GymProgress", "Could not write {path}: {reason}").format(
                    path=self._store.path.name, reason=error
                )
            )
            return
        self.status.setText(translate("GymProgress", "Progress reset."))
        self.refresh()
        self.store_changed.emit()
