"""The playback bar: transport buttons, speed, the scrub bar, breakpoints and the strategy.

A thin widget: the buttons show the window's actions (so menus, toolbar and shortcuts share
one command each), and every control reports through a signal. No control takes keyboard
focus away from the grid.

Signals:
    speed_changed(int)            the speed slider moved (an index of SPEEDS; the top is fastest)
    story_only_toggled(bool)      story mode: play only guesses, dead ends, backtracks, solutions
    scrubbed(int)                 the timeline was dragged to this position
    strategy_chosen(str)          a strategy name was chosen
    breakpoint_toggled(str, bool) a breakpoint (a ``StopKind``) turned on or off
    break_depth_changed(object)   the depth breakpoint (an int, or None when off)
    node_limit_changed(object)    the node limit (an int, or None for no limit)
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solver import DEFAULT_STRATEGY, STRATEGIES
from sudoku_gui.search.model.story import StopKind
from sudoku_gui.search.running.playback import (
    DEFAULT_SPEED,
    SPEED_STEPS,
    rows_per_second,
    speed_of_rate,
    speed_text,
)
from sudoku_gui.support.button_text import keep_plain_icon_text
from sudoku_gui.support.flow_layout import FlowLayout, fit_height
from sudoku_gui.support.settings_values import as_bool, as_choice, as_int
from sudoku_gui.support.strategy_names import strategy_description, strategy_title
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, figure, translate

# Each breakpoint's box: its word and its tooltip.
BREAK_WORDS = {
    StopKind.GUESS: (
        QT_TRANSLATE_NOOP("PlaybackBar", "guess"),
        QT_TRANSLATE_NOOP("PlaybackBar", "Pause each time the search guesses"),
    ),
    StopKind.CONTRADICTION: (
        QT_TRANSLATE_NOOP("PlaybackBar", "contradiction"),
        QT_TRANSLATE_NOOP("PlaybackBar", "Pause at each dead end (a rule is broken)"),
    ),
    StopKind.BACKTRACK: (
        QT_TRANSLATE_NOOP("PlaybackBar", "backtrack"),
        QT_TRANSLATE_NOOP("PlaybackBar", "Pause each time the search goes back"),
    ),
    StopKind.SOLUTION: (
        QT_TRANSLATE_NOOP("PlaybackBar", "solution"),
        QT_TRANSLATE_NOOP("PlaybackBar", "Pause at each solution"),
    ),
}

NODE_LIMITS = (1_000, 10_000, 100_000, 1_000_000, 10_000_000, 0)  # 0: no limit


class PlaybackBar(QWidget):
    """Playback controls (see the module docstring for the signals)."""

    speed_changed = Signal(int)
    story_only_toggled = Signal(bool)
    scrubbed = Signal(int)
    strategy_chosen = Signal(str)
    breakpoint_toggled = Signal(str, bool)
    break_depth_changed = Signal(object)
    node_limit_changed = Signal(object)

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playback_bar")
        self.setAutoFillBackground(True)  # opaque: a changed figure repaints only itself
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        # The controls wrap like words: one row on a wide screen, more under a board at
        # 1280x720 or in a language with longer words, and never cut.
        flow = FlowLayout(spacing=8, row_spacing=2)  # (rows close: the board keeps its height)
        layout.addLayout(flow)
        for action in actions:
            keep_plain_icon_text(action)
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            flow.addWidget(button)
        choose = _group(flow)
        choose.addWidget(QLabel(translate("PlaybackBar", "Strategy:")))
        self.strategy = QComboBox(self)
        self.strategy.setObjectName("strategy_chooser")
        self.strategy.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for name in STRATEGIES:
            self.strategy.addItem(strategy_title(name), name)
            self.strategy.setItemData(
                self.strategy.count() - 1, strategy_description(name), Qt.ItemDataRole.ToolTipRole
            )
        self.strategy.setCurrentIndex(self.strategy.findData(DEFAULT_STRATEGY))
        self.strategy.currentIndexChanged.connect(
            lambda i: self.strategy_chosen.emit(self.strategy.itemData(i))
        )
        # As wide as the longest title, so that no language's title is cut.
        self.strategy.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        choose.addWidget(self.strategy)
        choose = _group(flow)
        choose.addWidget(QLabel(translate("PlaybackBar", "Node limit:")))
        self.node_limit = QComboBox(self)
        self.node_limit.setObjectName("node_limit")
        self.node_limit.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for limit in NODE_LIMITS:
            self.node_limit.addItem(
                figure(limit) if limit else translate("PlaybackBar", "none"),
                limit or None,
            )
        self.node_limit.setCurrentIndex(NODE_LIMITS.index(1_000_000))
        self.node_limit.currentIndexChanged.connect(
            lambda i: self.node_limit_changed.emit(self.node_limit.itemData(i))
        )
        choose.addWidget(self.node_limit)
        middle = _group(flow)
        middle.addWidget(QLabel(translate("PlaybackBar", "Speed:")))
        self.speed = QSlider(Qt.Orientation.Horizontal, self)
        self.speed.setObjectName("speed")
        self.speed.setRange(0, SPEED_STEPS)
        self.speed.setValue(DEFAULT_SPEED)
        self.speed.setPageStep(3)
        self.speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.setMinimumWidth(160)
        self.speed.setAccessibleName(translate("PlaybackBar", "Playback speed"))
        self.speed.valueChanged.connect(self._on_speed)
        middle.addWidget(self.speed, 1)
        self.speed_text = steady_label(speed_text(SPEED_STEPS - 1), self)
        self.speed_text.setObjectName("speed_text")
        middle.addWidget(self.speed_text)
        self.story_only = QCheckBox(translate("PlaybackBar", "Story only"), self)
        self.story_only.setObjectName("story_only")
        self.story_only.setToolTip(
            translate(
                "PlaybackBar",
                "Play only the guesses, dead ends, backtracks and solutions; what propagation "
                "does in between is applied at once",
            )
        )
        self.story_only.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.story_only.toggled.connect(self.story_only_toggled)
        _group(flow).addWidget(self.story_only)
        # "Pause on:" wraps with its first box, never alone at the end of a row.
        pause_on = _group(flow)
        pause_on.addWidget(QLabel(translate("PlaybackBar", "Pause on:")))
        self.breakpoints: dict[StopKind, QCheckBox] = {}
        self._showing_stops = False  # (show_breakpoints is ticking the boxes)
        for name in StopKind:
            word, tip = BREAK_WORDS[name]
            box = QCheckBox(translate("PlaybackBar", word), self)
            box.setObjectName(f"break_{name}")
            box.setToolTip(translate("PlaybackBar", tip))
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            box.toggled.connect(lambda on, name=name: self._on_break_box(name, on))
            self.breakpoints[name] = box
            (pause_on if len(self.breakpoints) == 1 else flow).addWidget(box)
        self.depth_box = QCheckBox(translate("PlaybackBar", "depth"), self)
        self.depth_box.setObjectName("break_depth")
        self.depth_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.depth = QSpinBox(self)
        self.depth.setObjectName("break_depth_value")
        self.depth.setRange(1, 81)
        self.depth.setValue(3)
        self.depth.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.depth_box.toggled.connect(self._on_depth)
        self.depth.valueChanged.connect(self._on_depth)
        depth = _group(flow)
        depth.addWidget(self.depth_box)
        depth.addWidget(self.depth)

        bottom = QHBoxLayout()
        layout.addLayout(bottom)
        self.timeline = QSlider(Qt.Orientation.Horizontal, self)
        self.timeline.setObjectName("timeline")
        self.timeline.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.timeline.setRange(0, 0)
        self.timeline.sliderMoved.connect(self.scrubbed)
        self.timeline.actionTriggered.connect(self._on_timeline_action)
        bottom.addWidget(self.timeline, 1)
        self.position_text = steady_label(position_text(999_999_999, 999_999_999), self)
        self.position_text.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        bottom.addWidget(self.position_text)
        self._on_speed(self.speed.value())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        fit_height(self)

    def changeEvent(self, event) -> None:
        """The window's zoom changed the font: the rows the bar needs at its width now."""
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            fit_height(self)

    def choices(self) -> dict[str, object]:
        """What a person chose here, as plain values, to remember across sessions."""
        return {
            "strategy": self.strategy.currentData(),
            "node_limit": self.node_limit.currentData() or 0,
            "speed_rate": rows_per_second(self.speed.value()) or 0,
            "story_only": self.story_only.isChecked(),
            "break_depth_on": self.depth_box.isChecked(),
            "break_depth": self.depth.value(),
            **{f"break_{name}": box.isChecked() for name, box in self.breakpoints.items()},
        }

    def restore_choices(self, saved: Mapping[str, object]) -> None:
        """Choose again what ``choices`` gave, from values as QSettings returns them (maybe
        strings); a missing or unreadable value keeps what is chosen now."""
        strategy = self.strategy.findData(as_choice(saved.get("strategy"), STRATEGIES, ""))
        if strategy >= 0:
            self.strategy.setCurrentIndex(strategy)
        limit = as_int(saved.get("node_limit"), None, 0)
        for index in range(self.node_limit.count()):
            if (self.node_limit.itemData(index) or 0) == limit:
                self.node_limit.setCurrentIndex(index)
        rate = as_int(saved.get("speed_rate"), None, 0)
        if rate is not None:
            self.speed.setValue(speed_of_rate(rate))
        depth = as_int(saved.get("break_depth"), None, 1, 81)
        if depth is not None:
            self.depth.setValue(depth)
        boxes = {f"break_{name}": box for name, box in self.breakpoints.items()}
        boxes.update(break_depth_on=self.depth_box, story_only=self.story_only)
        for name, box in boxes.items():
            box.setChecked(as_bool(saved.get(name), box.isChecked()))

    def show_breakpoints(self, breaks_at) -> None:
        """Tick each "Pause on" box whose kind of step playback stops at (``breaks_at(kind)``):
        a stop set in the code may turn one on or off. (The box says so to its menu action,
        not back to playback, which already stops as it shows.)"""
        self._showing_stops = True
        try:
            for kind, box in self.breakpoints.items():
                box.setChecked(breaks_at(kind))
        finally:
            self._showing_stops = False

    def _on_break_box(self, kind: StopKind, on: bool) -> None:
        if not self._showing_stops:
            self.breakpoint_toggled.emit(kind, on)

    def show_position(self, position: int, total: int) -> None:
        """Put the timeline at ``position`` of ``total`` recorded steps."""
        self.timeline.blockSignals(True)
        self.timeline.setMaximum(total)
        if not self.timeline.isSliderDown():
            self.timeline.setValue(position)
        self.timeline.blockSignals(False)
        self.position_text.setText(position_text(position, total))

    def _on_timeline_action(self, action: int) -> None:
        """Clicks on the groove and page keys move the timeline too, not only dragging."""
        if action != QSlider.SliderAction.SliderMove:
            self.scrubbed.emit(self.timeline.sliderPosition())

    def _on_speed(self, value: int) -> None:
        self.speed_text.setText(speed_text(value))
        self.speed_changed.emit(value)

    def change_speed(self, steps: int) -> None:
        """Move the speed ``steps`` notches (faster when positive)."""
        self.speed.setValue(self.speed.value() + steps)

    def _on_depth(self, *_args) -> None:
        on = self.depth_box.isChecked()
        self.break_depth_changed.emit(self.depth.value() if on else None)


def _group(flow: FlowLayout) -> QHBoxLayout:
    """A row of controls that stay together (a label and what it labels) in ``flow``."""
    holder = QWidget()
    row = QHBoxLayout(holder)
    row.setContentsMargins(0, 0, 0, 0)
    flow.addWidget(holder)
    return row


def position_text(position: int, total: int) -> str:
    """Where playback is: "step 12 / 340"."""
    return translate("PlaybackBar", "step {position} / {total}").format(
        position=figure(position), total=figure(total)
    )


class SteadyLabel(QLabel):
    """A label fixed at the size of its ``widest`` text in its present font. A label whose
    size may change makes every setText re-run the layout of the whole dock (15-20 ms while a
    search streams); a fixed-size one only repaints itself. It measures again when its font
    changes (the window's zoom), so the widest text is never cut."""

    def __init__(self, widest: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._widest = widest
        self._fit()

    def _fit(self) -> None:
        shown = self.text()
        self.setText(self._widest)
        self.setMinimumSize(0, 0)
        self.setMaximumSize(16777215, 16777215)
        self.setFixedSize(self.sizeHint())
        self.setText(shown)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit()


def steady_label(widest: str, parent: QWidget | None = None) -> QLabel:
    """A ``SteadyLabel`` for ``widest``, empty."""
    return SteadyLabel(widest, parent)
