"""The search view"s commands as data: each action"s object name (``action_<name>``), its
text, keys and tool tip, marked for translation (``SearchPanel`` translates them when it
builds the actions, and connects each to its slot).
"""

from __future__ import annotations

from sudoku_gui.support.words import QT_TRANSLATE_NOOP

# name -> (text, shortcut or None, tool tip or "")
PANEL_ACTIONS = {
    "play": (
        QT_TRANSLATE_NOOP("SearchPanel", "&Play"),
        "F5",
        QT_TRANSLATE_NOOP("SearchPanel", "Play the search step by step"),
    ),
    "pause": (
        QT_TRANSLATE_NOOP("SearchPanel", "P&ause"),
        "F6",
        QT_TRANSLATE_NOOP("SearchPanel", "Pause the playback"),
    ),
    "step": (
        QT_TRANSLATE_NOOP("SearchPanel", "S&tep"),
        "F10",
        QT_TRANSLATE_NOOP("SearchPanel", "One step forward"),
    ),
    "step_back": (
        QT_TRANSLATE_NOOP("SearchPanel", "Step &back"),
        "Shift+F10",
        QT_TRANSLATE_NOOP("SearchPanel", "One step back"),
    ),
    "stop": (
        QT_TRANSLATE_NOOP("SearchPanel", "St&op"),
        "Shift+F5",
        QT_TRANSLATE_NOOP("SearchPanel", "Stop the search; show the puzzle"),
    ),
    "solve": (
        QT_TRANSLATE_NOOP("SearchPanel", "Solve &now"),
        "Ctrl+Return",
        QT_TRANSLATE_NOOP(
            "SearchPanel", "Run the search to its end and show it there: the whole tree and log"
        ),
    ),
    "next_guess": (
        QT_TRANSLATE_NOOP("SearchPanel", "Next &guess"),
        "F8",
        QT_TRANSLATE_NOOP("SearchPanel", "Jump to the next guess"),
    ),
    "previous_guess": (
        QT_TRANSLATE_NOOP("SearchPanel", "Pre&vious guess"),
        "Shift+F8",
        QT_TRANSLATE_NOOP("SearchPanel", "Jump back to the previous guess"),
    ),
    "next_contradiction": (
        QT_TRANSLATE_NOOP("SearchPanel", "Next &dead end"),
        "F9",
        QT_TRANSLATE_NOOP("SearchPanel", "Jump to the next contradiction"),
    ),
    "next_backtrack": (
        QT_TRANSLATE_NOOP("SearchPanel", "Next bac&ktrack"),
        "Shift+F9",
        QT_TRANSLATE_NOOP("SearchPanel", "Jump to the next backtrack"),
    ),
    "next_solution": (
        QT_TRANSLATE_NOOP("SearchPanel", "Next so&lution"),
        "F12",
        QT_TRANSLATE_NOOP("SearchPanel", "Jump to the next solution"),
    ),
    "faster": (
        QT_TRANSLATE_NOOP("SearchPanel", "&Faster"),
        "]",
        QT_TRANSLATE_NOOP("SearchPanel", "Play faster"),
    ),
    "slower": (
        QT_TRANSLATE_NOOP("SearchPanel", "Slo&wer"),
        "[",
        QT_TRANSLATE_NOOP("SearchPanel", "Play slower"),
    ),
    "compare": (
        QT_TRANSLATE_NOOP("SearchPanel", "&Compare strategies..."),
        None,
        "",
    ),
    "search_more": (
        QT_TRANSLATE_NOOP("SearchPanel", "Search for &more solutions"),
        None,
        "",
    ),
    "fit_tree": (
        QT_TRANSLATE_NOOP("SearchPanel", "&Fit tree to view"),
        "Alt+0",
        QT_TRANSLATE_NOOP("SearchPanel", "Show the whole tree"),
    ),
    "tree_zoom_in": (
        QT_TRANSLATE_NOOP("SearchPanel", "Zoom tree &in"),
        "Alt+=",
        QT_TRANSLATE_NOOP("SearchPanel", "Zoom the tree in"),
    ),
    "tree_zoom_out": (
        QT_TRANSLATE_NOOP("SearchPanel", "Zoom tree ou&t"),
        "Alt+-",
        QT_TRANSLATE_NOOP("SearchPanel", "Zoom the tree out"),
    ),
}

# The Search menu: an action by name, None a separator, or a submenu (name, title, actions).
# Its top level holds the commands of every run; the rest sit in four submenus, so no menu
# has more entries than a language has letters for accelerators.
SEARCH_MENU = (
    "play",
    "pause",
    "step",
    "step_back",
    "stop",
    None,
    "solve",
    "search_more",
    "compare",
    "race",
    None,
    (
        "search_jump",
        QT_TRANSLATE_NOOP("SearchPanel", "&Jump to"),
        ("next_guess", "previous_guess", "next_contradiction", "next_backtrack",
         "next_solution"),
    ),
    (
        "search_playback",
        QT_TRANSLATE_NOOP("SearchPanel", "Playback &settings"),
        ("faster", "slower", "story_mode", "break_guess"),
    ),
    (
        "search_tree",
        QT_TRANSLATE_NOOP("SearchPanel", "Tr&ee"),
        ("fit_tree", "tree_zoom_in", "tree_zoom_out", "follow_tree", "show_whole_tree",
         "logic_badges"),
    ),
    (
        "search_lessons",
        QT_TRANSLATE_NOOP("SearchPanel", "&Lessons"),
        ("why", "quiz", None, "add_note", "next_note", "previous_note"),
    ),
)  # fmt: skip
