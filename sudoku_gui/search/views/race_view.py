"""Race strategies: two or three searches of one puzzle side by side, on one timeline.

Search > Race strategies... opens the race (``race_dialog``) on the puzzle of the window. Each
lane (``race_lane_1``..``3``) records its strategy's search in a session of its own (its own
solver thread and process, so the window never searches) and shows it at the race's step: a
small board, a small hypothesis tree and its counters (guesses, backtracks, depth,
eliminations). One timeline (``race_timeline``), Play/Pause (``race_play``) and the speed
(``race_speed``) drive every lane together; a lane that has finished stays on its last step.
The first guess where the strategies choose differently is marked (``race_difference``:
"Guess 1: norvig guesses r7c2 = 8, multipass r1c2 = 1.") and ``race_jump_difference`` moves
the timeline to it. When the timeline reaches the end, the verdict (``race_verdict``) says who
finished first, and each lane's steps, guesses and dead ends. Closing the race stops its
searches.

The race is a window of its own: resizable and maximisable, its size and place remembered,
most of the screen the first time; it follows the main window's zoom (its font). The lanes
share its width; in each, the board takes the larger part of the height. A lane's board too
small to read candidates or tags leaves them out (``GridPainter``): its digits, guesses and
tree are what the race compares.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QElapsedTimer, QObject, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QPainter, QPalette, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.search.model.frames import build_frame
from sudoku_gui.search.model.race import (
    difference_text,
    first_difference,
    lane_counts,
    verdict_text,
)
from sudoku_gui.search.running.playback import (
    DEFAULT_SPEED,
    SPEED_STEPS,
    rows_per_second,
    speed_text,
)
from sudoku_gui.search.running.session import SearchSession
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.search.views.lesson_parts import search_command
from sudoku_gui.search.views.tree_view import HypothesisTreeView
from sudoku_gui.support.strategy_names import strategy_title
from sudoku_gui.support.words import figure, translate

RACE_NODE_LIMIT = 100_000  # guesses per lane: a race is for watching, not for the hardest
DEFAULT_LANES = ("norvig", "multipass", "")  # fewest candidates against reading order
LANE_SIDE = 180  # the least height of a lane's board and of its tree, in pixels (fits 1280x720)
BOARD_SHARE, TREE_SHARE = 3, 2  # how a lane's height is shared between its board and tree
GEOMETRY_KEY = "race/geometry"
FIRST_SCREEN_SHARE = 0.92  # the race's first size: this much of the screen's free area
RACE_TICK_MS = 40  # how often a playing race moves its timeline


def race_command(context: SearchContext, parent: QObject) -> QAction:
    """Search > Race strategies... (``action_race``): opens the race on the puzzle."""
    action = search_command(
        parent,
        "race",
        translate("Race", "&Race strategies..."),
        translate("Race", "Two or three strategies on this puzzle side by side, on one timeline"),
    )
    action.triggered.connect(lambda: RaceDialog.open_for(context))
    return action


class MarkedSlider(QSlider):
    """The race's timeline, with a marker under the step where the strategies part."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.mark = -1

    def set_mark(self, step: int) -> None:
        self.mark = step
        self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.mark < 0 or self.maximum() <= 0:
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self
        )
        span = self.width() - handle.width()
        x = handle.width() / 2 + span * self.mark / self.maximum()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().color(QPalette.ColorRole.Highlight))
        bottom = self.height()
        painter.drawPolygon(
            QPolygonF([QPointF(x, bottom - 7), QPointF(x - 5, bottom), QPointF(x + 5, bottom)])
        )
        painter.end()


class RaceLane(QWidget):
    """One strategy's search: its session, board, tree and counters."""

    def __init__(self, number: int, puzzle: str, strategy: str, notation: str) -> None:
        super().__init__()
        self.setObjectName(f"race_lane_{number}")
        self.strategy = strategy
        self.notation = notation
        self.session = SearchSession(lambda: puzzle, self)
        self.session.set_strategy(strategy)
        self.session.set_node_limit(RACE_NODE_LIMIT)
        self.complete = False
        self.session.search_ended.connect(self._ended)
        self.session.record_changed.connect(lambda: self.tree.set_record(self.session.record))
        layout = QVBoxLayout(self)
        title = QLabel(strategy_title(strategy))
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        self.grid = GridWidget(from_grid(solver.parse(puzzle)))
        self.grid.set_least_side(LANE_SIDE)
        self.grid.set_notation(notation)
        self.grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tree = HypothesisTreeView()
        self.tree.setMinimumHeight(LANE_SIDE)
        self.tree.set_follow(True)
        self.counters = QLabel()
        self.counters.setObjectName(f"race_counters_{number}")
        self.counters.setWordWrap(True)
        # The board takes the larger share of the lane's height: its digits must read.
        for widget, stretch in (
            (title, 0),
            (self.grid, BOARD_SHARE),
            (self.tree, TREE_SHARE),
            (self.counters, 0),
        ):
            layout.addWidget(widget, stretch)
        self.session.ensure_search()

    @property
    def record(self):
        return self.session.record

    def _ended(self, _outcome: str) -> None:
        self.complete = True

    def resizeEvent(self, event) -> None:
        """The board no taller than its share of the lane (the square board would take all
        the height a wide lane has): the tree keeps the rest."""
        super().resizeEvent(event)
        layout = self.layout()
        margins = layout.contentsMargins()
        others = sum(
            layout.itemAt(i).sizeHint().height()
            for i in range(layout.count())
            if layout.itemAt(i).widget() not in (self.grid, self.tree)
        )
        room = (
            self.height()
            - others
            - margins.top()
            - margins.bottom()
            - layout.spacing() * (layout.count() - 1)
        )
        self.grid.setMaximumHeight(max(round(room * BOARD_SHARE / (BOARD_SHARE + TREE_SHARE)), 1))

    def show_step(self, step: int) -> None:
        """The lane at the race's ``step`` (or its last step)."""
        playback = self.session.playback
        playback.seek(min(step, len(self.record)))
        cursor = playback.cursor
        if len(self.record):
            self.grid.set_overlay(build_frame(cursor, None, self.notation))
        self.tree.set_position(cursor.position, cursor.node)
        counts = {k: figure(v) for k, v in lane_counts(self.record, cursor.position).items()}
        text = translate(
            "Race",
            "guesses {guesses} · backtracks {backtracks}\ndepth {depth} · "
            "eliminations {eliminations}",
        ).format(**counts)
        if self.complete and cursor.position == len(self.record):
            finished = translate("Race", "finished at step {step}")
            text += "\n" + finished.format(step=figure(len(self.record)))
        self.counters.setText(text)

    def shutdown(self) -> None:
        self.session.shutdown()


class RaceDialog(QDialog):
    """The race of one puzzle (see the module docstring)."""

    def __init__(self, context: SearchContext) -> None:
        super().__init__(context.dialog_parent)
        self.setObjectName("race_dialog")
        self.setWindowTitle(translate("Race", "Race strategies"))
        # A window of its own, maximisable, in the main window's zoom (its font).
        self.setWindowFlag(Qt.WindowType.WindowMinMaxButtonsHint, True)
        self.setSizeGripEnabled(True)
        self.setAttribute(Qt.WidgetAttribute.WA_WindowPropagation)
        self.notation = context.notation
        self.puzzle = context.session.puzzle_source()
        self.lanes: list[RaceLane] = []
        self.found = None  # the first difference, once known
        self.step = 0.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(RACE_TICK_MS)
        self._timer.timeout.connect(self._tick)
        layout = QVBoxLayout(self)
        layout.addLayout(self._choosers())
        self.lane_row = QHBoxLayout()
        layout.addLayout(self.lane_row, 1)
        layout.addLayout(self._controls())
        self.difference = QLabel(translate("Race", "The strategies have not parted yet."))
        self.difference.setObjectName("race_difference")
        self.difference.setWordWrap(True)
        layout.addWidget(self.difference)
        self.verdict = QLabel("")
        self.verdict.setObjectName("race_verdict")
        self.verdict.setWordWrap(True)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        layout.addWidget(self.verdict)
        self._restore_geometry()
        self.start()

    def _restore_geometry(self) -> None:
        """The size and place the race had last time, or most of the screen."""
        geometry = QSettings().value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            return
        parent = self.parentWidget()
        screen = (parent or self).screen().availableGeometry()
        self.resize(
            round(screen.width() * FIRST_SCREEN_SHARE), round(screen.height() * FIRST_SCREEN_SHARE)
        )
        self.move(screen.center() - self.rect().center())

    @classmethod
    def open_for(cls, context: SearchContext) -> RaceDialog:
        dialog = cls(context)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _choosers(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.choosers: list[QComboBox] = []
        for number, default in enumerate(DEFAULT_LANES, start=1):
            box = QComboBox()
            box.setObjectName(f"race_strategy_{number}")
            if number == len(DEFAULT_LANES):
                box.addItem(translate("Race", "(no third lane)"), "")
            for name in solver.STRATEGIES:
                box.addItem(strategy_title(name), name)
            box.setCurrentIndex(box.findData(default))
            self.choosers.append(box)
            row.addWidget(box)
        restart = QPushButton(translate("Race", "&Start the race"))
        restart.setObjectName("race_start")
        restart.clicked.connect(self.start)
        row.addWidget(restart)
        return row

    def _controls(self) -> QHBoxLayout:
        """Play, the timeline, the speed and the jump on one row: the lanes keep the height."""
        row = QHBoxLayout()
        self.play = QPushButton(translate("Race", "&Play"))
        self.play.setObjectName("race_play")
        self.play.clicked.connect(self.toggle_play)
        self.timeline = MarkedSlider()
        self.timeline.setObjectName("race_timeline")
        self.timeline.valueChanged.connect(self._scrubbed)
        self.step_label = QLabel()
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setObjectName("race_speed")
        self.speed.setRange(0, SPEED_STEPS)
        self.speed.setValue(DEFAULT_SPEED + 2)
        self.speed_label = QLabel(speed_text(self.speed.value()))
        self.speed.valueChanged.connect(lambda v: self.speed_label.setText(speed_text(v)))
        self.jump = QPushButton(translate("Race", "&Jump to the first difference"))
        self.jump.setObjectName("race_jump_difference")
        self.jump.setEnabled(False)
        self.jump.clicked.connect(self.jump_to_difference)
        for widget, stretch in (
            (self.play, 0),
            (self.timeline, 3),
            (self.step_label, 0),
            (QLabel(translate("Race", "Speed:")), 0),
            (self.speed, 1),
            (self.speed_label, 0),
            (self.jump, 0),
        ):
            row.addWidget(widget, stretch)
        return row

    def start(self) -> None:
        """(Re)start the race with the strategies chosen."""
        self._stop_lanes()
        notation = self.notation.notation
        chosen = [box.currentData() for box in self.choosers if box.currentData()]
        for number, strategy in enumerate(chosen, start=1):
            lane = RaceLane(number, self.puzzle, strategy, notation)
            lane.session.grown.connect(self._grew)
            lane.session.search_ended.connect(self._grew)
            self.lanes.append(lane)
            self.lane_row.addWidget(lane)
        self.step = 0.0
        self.found = None
        self.timeline.set_mark(-1)
        self.jump.setEnabled(False)
        self.timeline.setValue(0)
        self._show()

    def _stop_lanes(self) -> None:
        self._timer.stop()
        for lane in self.lanes:
            lane.shutdown()
            lane.setParent(None)
            lane.deleteLater()
        self.lanes = []

    def toggle_play(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
        else:
            if self.step >= self._length() and self._all_complete():
                self.step = 0.0
            self._clock.start()
            self._timer.start()
        self._update_play()

    def _update_play(self) -> None:
        playing = self._timer.isActive()
        self.play.setText(translate("Race", "P&ause") if playing else translate("Race", "&Play"))

    def _tick(self) -> None:
        rate = rows_per_second(self.speed.value())
        seconds = self._clock.restart() / 1000.0
        self.step = self._length() if rate is None else self.step + rate * seconds
        if self.step >= self._length() and self._all_complete():
            self.step = self._length()
            self._timer.stop()
            self._update_play()
        self.timeline.setValue(int(self.step))
        self._show()

    def _scrubbed(self, value: int) -> None:
        if int(self.step) != value:
            self.step = float(value)
        self._show()

    def _grew(self, *_args) -> None:
        self.timeline.setMaximum(self._length())
        self._mark_difference()
        self._show()

    def _length(self) -> int:
        return max((len(lane.record) for lane in self.lanes), default=0)

    def _all_complete(self) -> bool:
        return all(lane.complete for lane in self.lanes)

    def _show(self) -> None:
        step = int(self.step)
        for lane in self.lanes:
            lane.show_step(step)
        self.step_label.setText(translate("Race", "step {step}").format(step=figure(step)))
        self._say_verdict(step)

    def _say_verdict(self, step: int) -> None:
        """The verdict once the timeline has reached the end of the race (not before: it
        would give the race away)."""
        ended = bool(self.lanes) and self._all_complete() and step >= self._length()
        if not ended:
            self.verdict.setText("")
            return
        names = [strategy_title(lane.strategy) for lane in self.lanes]
        self.verdict.setText(verdict_text([lane.record for lane in self.lanes], names))

    def _mark_difference(self) -> None:
        records = [lane.record for lane in self.lanes]
        if len(records) < 2 or self.found is not None:
            return  # (once found, later rows cannot move it)
        found = first_difference(records, self._all_complete())
        self.jump.setEnabled(found is not None)
        self.found = found
        self.timeline.set_mark(found.step if found is not None else -1)
        if found is None:
            if self._all_complete():
                self.difference.setText(translate("Race", "The strategies make the same guesses."))
            return
        names = [strategy_title(lane.strategy) for lane in self.lanes]
        text = difference_text(records, names, found)
        self.difference.setText(
            translate("Race", "{text} (step {step})").format(
                text=self.notation.text(text), step=figure(found.step)
            )
        )

    def jump_to_difference(self) -> None:
        if self.found is not None:
            self.step = float(self.found.step)
            self.timeline.setValue(self.found.step)
            self._show()

    def done(self, result: int) -> None:
        QSettings().setValue(GEOMETRY_KEY, self.saveGeometry())
        self._stop_lanes()
        super().done(result)
