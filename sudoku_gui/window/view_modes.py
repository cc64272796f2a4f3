"""How the window fits the screen: its size, presentation mode and theme.

* ``fit_to_screen(window)``: the window never opens larger than the screen's available area
  (a remembered geometry from a bigger screen is shrunk and moved back onto this one).
* ``PresentationMode``, View > Presentation mode (``action_presentation``, F11; Esc or F11
  leaves it): full screen, the Watch layout in presentation's arrangement (``TaskLayouts``)
  and presentation's own zoom (``WindowZoom``), so every text and the board grow together
  for a projector; the toolbars and the status bar step aside (the playback bar has Play,
  Pause and Step; the menus and keys have the rest), so at 1280x720 the board keeps the
  screen's height. A part the window owns: it puts back the window's state, bars, layout
  and zoom.
* ``install_theme_menu``: View > Theme (``action_theme_system``, ``action_theme_light``,
  ``action_theme_dark``), remembered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QToolBar, QWidget

from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.support.settings_values import as_choice
from sudoku_gui.support.themes import SYSTEM, THEMES, ThemeSwitcher
from sudoku_gui.support.words import translate

if TYPE_CHECKING:
    from sudoku_gui.window.layouts import TaskLayouts
    from sudoku_gui.window.zoom import WindowZoom

THEME_KEY = "view/theme"


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move ``window`` so its frame lies inside the screen's available area."""
    available = window.screen().availableGeometry()
    frame = window.frameGeometry()
    extra_w, extra_h = frame.width() - window.width(), frame.height() - window.height()
    width = min(window.width(), available.width() - extra_w)
    height = min(window.height(), available.height() - extra_h)
    if (width, height) != (window.width(), window.height()):
        window.resize(max(width, 1), max(height, 1))
    x = min(max(frame.x(), available.left()), available.right() - window.frameGeometry().width())
    y = min(max(frame.y(), available.top()), available.bottom() - window.frameGeometry().height())
    window.move(max(x, available.left()), max(y, available.top()))


class PresentationMode(QObject):
    """Presentation mode of one window: ``action`` (checkable, F11) turns it on and off, Esc
    leaves it. It puts back what it changed: the window's state (maximised, normal) as it
    was before, the bars it hid, the layout and the desk's zoom."""

    def __init__(self, window: QMainWindow, zoom: WindowZoom, layouts: TaskLayouts) -> None:
        super().__init__(window)
        self.setObjectName("presentation_mode")
        self._window = window
        self._zoom = zoom
        self._layouts = layouts
        self._state_before = Qt.WindowState.WindowNoState
        self._hidden: list[QWidget] = []  # the bars presenting hid, to show again
        self.action = QAction(translate("ViewModes", "&Presentation mode"), window)
        self.action.setObjectName("action_presentation")
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("F11"))
        self.action.setStatusTip(
            translate("ViewModes", "Full screen, every text and the board bigger, for a projector")
        )
        self.action.toggled.connect(self.on_toggled)
        window.addAction(self.action)  # (F11 works with the menu bar hidden, too)
        leave = QShortcut(QKeySequence("Esc"), window)
        leave.setContext(Qt.ShortcutContext.WindowShortcut)
        leave.setEnabled(False)  # (Esc is the window's only while it presents)
        leave.activated.connect(lambda: self.action.setChecked(False))
        self.action.toggled.connect(leave.setEnabled)

    @Slot(bool)
    def on_toggled(self, on: bool) -> None:
        """Enter or leave presentation mode."""
        window = self._window
        if on:
            self._state_before = window.windowState()
            # (the layouts keep the arrangement being left, bars and all, before they hide)
            self._layouts.set_presenting(True)
            self._hidden = [
                bar
                for bar in window.findChildren(QToolBar)
                if bar.isVisible()
                and not bar.isFloating()
                and window.toolBarArea(bar) != Qt.ToolBarArea.NoToolBarArea
                and bar is not self._layouts.toolbar  # (in the menu bar's corner)
            ]
            if window.statusBar().isVisible():
                self._hidden.append(window.statusBar())
            for bar in self._hidden:
                bar.hide()
            window.showFullScreen()
            self._zoom.set_presenting(True)
        else:
            # (the desk's zoom first: bars and panels shown again in presentation's larger
            # text would need more than the screen, and the window would grow past it)
            self._zoom.set_presenting(False)
            self._layouts.set_presenting(False)
            for bar in self._hidden:
                bar.show()
            self._hidden = []
            window.setWindowState(self._state_before)


def install_theme_menu(window: WindowHooks) -> ThemeSwitcher:
    """View > Theme, one action a theme; the remembered one applied. Returns the switcher."""
    switcher = ThemeSwitcher(QApplication.instance())
    menu = window.menus["view"].addMenu(translate("Menus", "T&heme"))
    menu.setObjectName("menu_theme")
    group = QActionGroup(window)
    saved = as_choice(QSettings().value(THEME_KEY), THEMES, SYSTEM)
    for name, title in THEMES.items():
        action = QAction(translate("Themes", title), window)
        action.setObjectName(f"action_theme_{name}")
        action.setCheckable(True)
        action.setChecked(name == saved)
        action.triggered.connect(lambda _on=False, name=name: _choose_theme(switcher, name))
        group.addAction(action)
        menu.addAction(action)
        window.register_action(action)
    if saved != SYSTEM:
        switcher.apply(saved)
    return switcher


def _choose_theme(switcher: ThemeSwitcher, theme: str) -> None:
    switcher.apply(theme)
    QSettings().setValue(THEME_KEY, theme)
