"""How the window fits the screen: its size, presentation mode and theme.

* ``fit_to_screen(window)``: the window never opens larger than the screen's available area
  (a remembered geometry from a bigger screen is shrunk and moved back onto this one).
* View > Presentation mode (``action_presentation``, F11; Esc or F11 leaves it): full screen,
  the grid filling it, and the search log's text half as big again, for a projector.
* View > Theme (``action_theme_system``, ``action_theme_light``, ``action_theme_dark``),
  remembered.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from sudoku_gui.support.settings_values import as_choice
from sudoku_gui.support.themes import SYSTEM, THEMES, ThemeSwitcher
from sudoku_gui.support.words import translate

THEME_KEY = "view/theme"
PRESENTATION_TEXT_SCALE = 1.5


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


def install_view_modes(window) -> None:
    """Presentation mode and the theme menu, in View."""
    view = window.menus["view"]
    presentation = QAction(translate("ViewModes", "&Presentation mode"), window)
    presentation.setObjectName("action_presentation")
    presentation.setCheckable(True)
    presentation.setShortcut(QKeySequence("F11"))
    presentation.setStatusTip(
        translate("ViewModes", "Full screen, a bigger grid and bigger log text, for a projector")
    )
    presentation.toggled.connect(lambda on: _present(window, on))
    view.addAction(presentation)
    window.addAction(presentation)
    window.action_presentation = presentation
    leave = QShortcut(QKeySequence("Esc"), window)
    leave.setContext(Qt.ShortcutContext.WindowShortcut)
    leave.setEnabled(False)  # (Esc is the window's only while it presents)
    leave.activated.connect(lambda: presentation.setChecked(False))
    presentation.toggled.connect(leave.setEnabled)

    switcher = ThemeSwitcher(QApplication.instance())
    window.themes = switcher
    menu = view.addMenu(translate("Menus", "&Theme"))
    menu.setObjectName("menu_theme")
    group = QActionGroup(window)
    saved = as_choice(QSettings().value(THEME_KEY), THEMES, SYSTEM)
    for name, title in THEMES.items():
        action = QAction(title, window)
        action.setObjectName(f"action_theme_{name}")
        action.setCheckable(True)
        action.setChecked(name == saved)
        action.triggered.connect(lambda _on=False, name=name: _choose_theme(switcher, name))
        group.addAction(action)
        menu.addAction(action)
        setattr(window, f"action_theme_{name}", action)
    if saved != SYSTEM:
        switcher.apply(saved)


def _choose_theme(switcher: ThemeSwitcher, theme: str) -> None:
    switcher.apply(theme)
    QSettings().setValue(THEME_KEY, theme)


def _present(window, on: bool) -> None:
    """Enter or leave presentation mode."""
    log = window.findChild(QWidget, "search_log")
    if on:
        window._before_presentation = window.windowState()
        window.showFullScreen()
        if log is not None:
            font = log.font()
            window._log_point_size = font.pointSizeF()
            font.setPointSizeF(font.pointSizeF() * PRESENTATION_TEXT_SCALE)
            log.setFont(font)
    else:
        window.setWindowState(getattr(window, "_before_presentation", Qt.WindowState.WindowNoState))
        if log is not None and hasattr(window, "_log_point_size"):
            font = log.font()
            font.setPointSizeF(window._log_point_size)
            log.setFont(font)
