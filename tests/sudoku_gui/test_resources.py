"""The resources folder is found, and holds the icon files the app and the build use."""

import configparser

from PySide6.QtGui import QImage

from sudoku_gui.resources import resource_path


def test_resource_path_points_into_the_resources_folder():
    assert resource_path().name == "resources"
    assert resource_path("icon.svg").is_file()


def test_rendered_icons_are_readable_images(qapp):
    for suffix in ("png", "ico", "icns"):
        image = QImage(str(resource_path("icons", f"sudoku-lens.{suffix}")))
        assert not image.isNull(), suffix
        assert image.width() == image.height() >= 16


def test_desktop_entry_names_the_executable_and_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(resource_path("sudoku-lens.desktop"), encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"].split()[0] == "sudoku-lens"
    assert desktop["Icon"] == "sudoku-lens"
