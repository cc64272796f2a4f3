"""Layouts for tasks: which panels stand beside the board, and how much room each gets.

A window that holds a dozen panels cannot show them all on a 1280x720 projector, and the
panels a person needs depend on what they are doing. Four layouts, chosen in View > Layout
and on the layout toolbar (``action_layout_watch``, ``action_layout_explain``,
``action_layout_play``, ``action_layout_lessons``):

* Watch: the board, the hypothesis tree as its main companion, the story log under it and
  the playback bar under the board; the strategy's code (View > Code) opens between the tree
  and the log;
* Explain: the board and the explained path, wide enough for its sentences;
* Play: the board and the hint panel; the search panels out of the way;
* Lessons: the board, the lessons of the technique gym, Why? and the quiz, with the playback
  bar to step the walk.

Each layout remembers its own arrangement: what the person moves or resizes in a layout is
saved when they leave it (and when the window closes) and comes back with it. Presentation
mode shows Watch in an arrangement of its own (``set_presenting``): the playback bar spans
the whole width under the board and the column, where it needs the fewest rows, so the board
keeps most of the screen's height; the layout shown before comes back when it ends. A panel that
belongs to a layout (the explained path, Why?, the quiz) brings its layout when a command
opens it. Panels no layout names (the legend) are left where the person put them.

Signals:
    layout_changed(str)   the layout now shown ("watch", "explain", "play", "lessons"), also
                          once when the window first restores it
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from sudoku_gui.support.settings_values import as_choice, as_float
from sudoku_gui.support.text_zoom import text_zoom
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate, without_mnemonic

WATCH, EXPLAIN, PLAY, LESSONS = "watch", "explain", "play", "lessons"
CURRENT_KEY = "layout/current"
# Where earlier versions kept the one arrangement they had: it becomes Watch's.
OLD_STATE_KEY = "window/state"
# Bumped when the default arrangements change, so a state saved by another version of the
# panels is not restored over them (QMainWindow.restoreState refuses another version).
STATE_VERSION = 5
# From this width on the right column runs the window's full height (see fit_corner), times
# the window's zoom (its font over the application's): larger text needs a wider window.
WIDE_WINDOW = 1100

# The panels (dock object names) the layouts arrange.
TREE, LOG, PLAYBACK = "dock_hypothesis_tree", "dock_search_log", "dock_playback"
EXPLAINED_PATH, HINT, WHY, QUIZ = "explain_panel", "hint_panel", "dock_why", "dock_quiz"
LESSONS_PANEL = "lessons_panel"
CODE = "code_panel"
ARRANGED = (TREE, LOG, PLAYBACK, EXPLAINED_PATH, HINT, WHY, QUIZ, LESSONS_PANEL, CODE)
# Read beside any layout: it opens as a tab of the column's last panel, so the board keeps its
# size (docked on its own beside the board, it would take a third of a 1280 px window).
LEGEND = "dock_legend"


@dataclass(frozen=True)
class Arrangement:
    """A layout's first arrangement, before the person changes it: the panels stacked on the
    right (top first) with their shares of the right column's height, the panels under the
    board, and the share of the window's width the right column takes."""

    right: tuple[str, ...]
    heights: tuple[int, ...]
    bottom: tuple[str, ...]
    right_share: float
    closed: tuple[str, ...] = ()  # panels of the column that wait there, closed, until opened


ARRANGEMENTS = {
    WATCH: Arrangement(
        right=(TREE, CODE, LOG),
        heights=(70, 0, 30),
        bottom=(PLAYBACK,),
        right_share=0.58,
        closed=(CODE,),
    ),
    EXPLAIN: Arrangement(right=(EXPLAINED_PATH,), heights=(100,), bottom=(), right_share=0.52),
    PLAY: Arrangement(right=(HINT,), heights=(100,), bottom=(), right_share=0.3),
    LESSONS: Arrangement(
        right=(LESSONS_PANEL, WHY, QUIZ), heights=(54, 16, 30), bottom=(PLAYBACK,), right_share=0.5
    ),
}
# Watch while presenting (remembered apart): the playback bar across the whole width (see
# fit_corner), so at 1280x720 and presentation's zoom the board keeps the screen's height.
PRESENTATION = "presentation"
PRESENTATION_ARRANGEMENT = Arrangement(
    right=(TREE, CODE, LOG),
    heights=(75, 0, 25),
    bottom=(PLAYBACK,),
    right_share=0.58,
    closed=(CODE,),
)
# The layout a panel belongs to: opening the panel brings it.
OWNER = {
    EXPLAINED_PATH: EXPLAIN,
    WHY: LESSONS,
    QUIZ: LESSONS,
    LESSONS_PANEL: LESSONS,
    CODE: WATCH,
}
# The layouts whose board shows the search's walk; the others show the person's own board.
SHOWING_THE_WALK = (WATCH, LESSONS)

TITLES = {
    WATCH: QT_TRANSLATE_NOOP("Layouts", "&Watch"),
    EXPLAIN: QT_TRANSLATE_NOOP("Layouts", "E&xplain"),
    PLAY: QT_TRANSLATE_NOOP("Layouts", "&Play"),
    LESSONS: QT_TRANSLATE_NOOP("Layouts", "&Lessons"),
}
TIPS = {
    WATCH: QT_TRANSLATE_NOOP(
        "Layouts", "Watch the search: the board, the hypothesis tree and the story log"
    ),
    EXPLAIN: QT_TRANSLATE_NOOP("Layouts", "The board and the explained logical path"),
    PLAY: QT_TRANSLATE_NOOP("Layouts", "Solve it yourself: the board, the timer and hints"),
    LESSONS: QT_TRANSLATE_NOOP("Layouts", "The board, the lessons, Why? and the quiz"),
}


class TaskLayouts(QObject):
    """The window's layouts (see the module docstring). Owned by the main window, which calls
    ``restore()`` once every panel is docked and ``save()`` as it closes."""

    layout_changed = Signal(str)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._current = WATCH
        self._switching = False
        self._presenting = False
        self._before_presenting = WATCH  # the layout to show again when presenting ends
        # The column beside the board as a share of the window's width, and the width it
        # was measured at (see window_resized).
        self._share: float | None = None
        self._known_width = -1
        self.fit_corner()
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions: dict[str, QAction] = {}
        for name in ARRANGEMENTS:
            action = QAction(translate("Layouts", TITLES[name]), window)
            action.setObjectName(f"action_layout_{name}")
            action.setCheckable(True)
            action.setToolTip(translate("Layouts", TIPS[name]))
            action.setStatusTip(action.toolTip())
            action.setIconText(without_mnemonic(translate("Layouts", TITLES[name])))
            action.triggered.connect(lambda _on=False, name=name: self.show_layout(name))
            self.group.addAction(action)
            window.addAction(action)
            self.actions[name] = action
        self.actions[WATCH].setChecked(True)
        # Not a layout: the current one's first arrangement again (not in self.actions,
        # which holds the layouts).
        self.reset_action = QAction(translate("Layouts", "&Reset this layout"), window)
        self.reset_action.setObjectName("action_layout_reset")
        self.reset_action.setStatusTip(
            translate("Layouts", "Put the panels of this layout back where they first stood")
        )
        self.reset_action.triggered.connect(self.reset)
        self.toolbar = QToolBar(translate("Layouts", "Layout"), window)
        self.toolbar.setObjectName("layout_toolbar")
        self.toolbar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for action in self.actions.values():
            self.toolbar.addAction(action)
            self.toolbar.widgetForAction(action).setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def window_resized(self) -> None:
        """The column beside the board keeps its share of the window's width as the window
        is resized (Qt would give every new pixel to the board), and the corner follows
        the width (``fit_corner``)."""
        self.fit_corner()
        width = self._window.width()
        column = self._right_column()
        if column and self._share is not None and width != self._known_width:
            target = round(self._share * width)
            self._window.resizeDocks(column, [target] * len(column), Qt.Orientation.Horizontal)
        self._known_width = width

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A panel of the column resized while the window kept its width: the person moved
        the separator (or a layout was arranged), so that is the column's share now."""
        if event.type() == QEvent.Type.Resize and self._window.width() == self._known_width:
            self._measure_share()
        return False

    def _measure_share(self) -> None:
        column = self._right_column()
        width = self._window.width()
        if column and width > 0:
            self._share = max(dock.width() for dock in column) / width
            self._known_width = width

    def give_height(self, dock: QDockWidget, height: int) -> None:
        """``dock``, in the column beside the board, asks for ``height``: the other panels of
        the column give it, each in proportion to what it has above its least height."""
        column = sorted((d for d in self._right_column() if d.x() == dock.x()), key=lambda d: d.y())
        if dock not in column or height <= dock.height():
            return
        others = [d for d in column if d is not dock]
        spare = {d: max(d.height() - d.minimumSizeHint().height(), 0) for d in others}
        free = sum(spare.values())
        wanted = min(height - dock.height(), free)
        if wanted <= 0:
            return
        sizes = [
            dock.height() + wanted if d is dock else d.height() - wanted * spare[d] // free
            for d in column
        ]
        self._window.resizeDocks(column, sizes, Qt.Orientation.Vertical)

    def _right_column(self) -> list[QDockWidget]:
        window = self._window
        return [
            dock
            for dock in window.findChildren(QDockWidget)
            if dock.isVisible()
            and not dock.isFloating()
            and window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
        ]

    def fit_corner(self) -> None:
        """On a wide window the column on the right runs down to the status bar (the
        playback bar stays under the board, the tree keeps the full height); on a narrow one
        the bar spans the window, where it needs fewer rows, and so it does while presenting
        (call it when the window is resized)."""
        zoom = max(text_zoom(self._window), 1.0)
        wide = self._window.width() >= WIDE_WINDOW * zoom and not self._presenting
        area = (
            Qt.DockWidgetArea.RightDockWidgetArea
            if wide
            else Qt.DockWidgetArea.BottomDockWidgetArea
        )
        if self._window.corner(Qt.Corner.BottomRightCorner) != area:
            self._window.setCorner(Qt.Corner.BottomRightCorner, area)

    @property
    def current(self) -> str:
        return self._current

    @property
    def _arrangement(self) -> str:
        """The name the current arrangement is remembered under: presentation's own while
        presenting Watch, else the layout's."""
        return PRESENTATION if self._presenting and self._current == WATCH else self._current

    def set_presenting(self, on: bool) -> None:
        """Presentation mode began (Watch, in its presentation arrangement) or ended (the
        layout shown before, as it was)."""
        if on == self._presenting:
            return
        self._remember()
        self._presenting = on
        self.fit_corner()
        if on:
            self._before_presenting = self._current
        shown = WATCH if on else self._before_presenting
        self._current = shown
        self._arrange(QSettings().value(_state_key(self._arrangement)))
        self.actions[shown].setChecked(True)
        self.layout_changed.emit(shown)

    def fill_menu(self, menu) -> None:
        """The layouts as the items of ``menu`` (View > Layout), and Reset this layout."""
        for action in self.actions.values():
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.reset_action)

    # ---- switching ---------------------------------------------------------------------------

    def show_layout(self, name: str) -> None:
        """Leave the current layout (keeping its arrangement) and show ``name``'s."""
        if name not in ARRANGEMENTS:
            raise ValueError(f"unknown layout {name!r}")
        if name == self._current:
            self.actions[name].setChecked(True)
            return
        self._remember()
        self._current = name
        self._arrange(QSettings().value(_state_key(self._arrangement)))
        QSettings().setValue(CURRENT_KEY, name)
        self.actions[name].setChecked(True)
        self.layout_changed.emit(name)

    def bring(self, name: str) -> None:
        """Show ``name`` unless it is shown already (a command opening one of its panels)."""
        if name != self._current:
            self.show_layout(name)

    def restore(self) -> None:
        """The layout and arrangement of the last session (or Watch's first one); once, when
        the window is first shown and every panel is docked."""
        self._watch_panels()
        settings = QSettings()
        self._current = as_choice(settings.value(CURRENT_KEY), list(ARRANGEMENTS), WATCH)
        state = settings.value(_state_key(self._current))
        if state is None and self._current == WATCH:
            state = settings.value(OLD_STATE_KEY)
        self._arrange(state)
        self.actions[self._current].setChecked(True)
        self.layout_changed.emit(self._current)

    def save(self) -> None:
        """Keep the current layout's arrangement (the window is closing)."""
        self._remember()
        QSettings().setValue(
            CURRENT_KEY, self._before_presenting if self._presenting else self._current
        )

    def reset(self) -> None:
        """The current layout's first arrangement again, forgetting the person's changes."""
        QSettings().remove(_state_key(self._arrangement))
        self._arrange(None)

    # ---- arranging ---------------------------------------------------------------------------

    def _remember(self) -> None:
        settings = QSettings()
        settings.setValue(_state_key(self._arrangement), self._window.saveState(STATE_VERSION))
        if self._share is not None:
            settings.setValue(_share_key(self._arrangement), round(self._share, 4))

    def _arrange(self, state) -> None:
        self._switching = True
        try:
            restored = (
                isinstance(state, QByteArray)
                and not state.isEmpty()
                and self._window.restoreState(state, STATE_VERSION)
            )
            if not restored:
                self._first_arrangement(
                    PRESENTATION_ARRANGEMENT
                    if self._arrangement == PRESENTATION
                    else ARRANGEMENTS[self._current]
                )
        finally:
            self._switching = False
        self._measure_share()
        share = as_float(QSettings().value(_share_key(self._arrangement)), None, 0.05, 0.95)
        if restored and share is not None:  # (the state's pixels were of another width)
            self._share, self._known_width = share, -1
            self.window_resized()

    def _first_arrangement(self, arrangement: Arrangement) -> None:
        window = self._window
        docks = {name: window.findChild(QDockWidget, name) for name in ARRANGED}
        docks = {name: dock for name, dock in docks.items() if dock is not None}
        shown = (set(arrangement.right) | set(arrangement.bottom)) - set(arrangement.closed)
        for name, dock in docks.items():
            if name not in shown:
                dock.hide()
        right = [docks[name] for name in arrangement.right if name in docks]
        bottom = [docks[name] for name in arrangement.bottom if name in docks]
        for dock in right:
            dock.setFloating(False)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        for first, second in zip(right, right[1:], strict=False):
            window.splitDockWidget(first, second, Qt.Orientation.Vertical)
        for dock in bottom:
            dock.setFloating(False)
            window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        for dock in right + bottom:
            dock.setVisible(dock.objectName() not in arrangement.closed)
        right = [dock for dock in right if dock.objectName() not in arrangement.closed]
        if right:
            width = round(window.width() * arrangement.right_share)
            window.resizeDocks(right, [width] * len(right), Qt.Orientation.Horizontal)
            shares = [share for name, share in zip(arrangement.right, arrangement.heights,
                                                   strict=True)
                      if name in docks and name not in arrangement.closed]  # fmt: skip
            height = window.height()
            window.resizeDocks(
                right, [height * share // 100 for share in shares], Qt.Orientation.Vertical
            )

    def _watch_panels(self) -> None:
        """A panel that belongs to a layout brings it when something opens the panel; the
        arranged panels report their resizes (the column's share, see eventFilter)."""
        for name in ARRANGED:
            dock = self._window.findChild(QDockWidget, name)
            if dock is not None:
                dock.installEventFilter(self)
        for name, owner in OWNER.items():
            dock = self._window.findChild(QDockWidget, name)
            if dock is not None:
                dock.visibilityChanged.connect(
                    lambda visible, dock=dock, owner=owner: self._on_panel_shown(
                        dock, owner, visible
                    )
                )
        legend = self._window.findChild(QDockWidget, LEGEND)
        if legend is not None:
            # (its command, not visibilityChanged: a tab opened behind another is not visible)
            legend.toggleViewAction().toggled.connect(
                lambda on: on and QTimer.singleShot(0, lambda: self._place_legend(legend))
            )

    def _place_legend(self, legend: QDockWidget) -> None:
        """The legend, opened docked outside the column beside the board, joins the column's
        last panel as a tab; opened, its tab comes to the front."""
        window = self._window
        if self._switching or legend.isFloating() or legend.isHidden():
            return
        column = [dock for dock in self._right_column() if dock is not legend]
        if column and window.dockWidgetArea(legend) != Qt.DockWidgetArea.RightDockWidgetArea:
            last = max(column, key=lambda dock: dock.geometry().bottom())
            window.tabifyDockWidget(last, legend)
        legend.raise_()  # (the tab in front, also when it was a tab already)

    def _on_panel_shown(self, dock: QDockWidget, owner: str, visible: bool) -> None:
        if not visible or self._switching or owner == self._current or dock.isFloating():
            return
        # After the signal: rearranging the docks while one of them reports is not safe.
        QTimer.singleShot(0, lambda: self._bring_with(dock, owner))

    def _bring_with(self, dock: QDockWidget, owner: str) -> None:
        if owner == self._current:
            return
        # The panel opened in the layout being left: that layout is kept without it.
        self._switching = True
        dock.hide()
        self._switching = False
        self.show_layout(owner)
        dock.show()
        dock.raise_()


def _state_key(name: str) -> str:
    return f"layout/{name}/state"


def _share_key(name: str) -> str:
    return f"layout/{name}/column_share"
