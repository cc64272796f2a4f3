"""The resources folder is found, and holds the icon files the app and the build use."""

import configparser

from PySide6.QtGui import QImage

from sudoku_gui.support import resources
from sudoku_gui.support.resources import resource_path


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


def test_an_installed_data_folder_serves_when_none_sits_beside_the_packages(tmp_path, monkeypatch):
    installed = tmp_path / "share" / "sudoku-lens" / "resources"
    (installed / "icons").mkdir(parents=True)
    monkeypatch.setattr(resources, "BESIDE_PACKAGES", tmp_path / "site-packages" / "resources")
    monkeypatch.setattr(resources, "INSTALLED_DATA", installed)
    assert resource_path("icons", "sudoku-lens.png") == installed / "icons" / "sudoku-lens.png"


def test_the_folder_beside_the_packages_wins_over_installed_data(tmp_path, monkeypatch):
    installed = tmp_path / "share" / "sudoku-lens" / "resources"
    installed.mkdir(parents=True)
    monkeypatch.setattr(resources, "INSTALLED_DATA", installed)
    assert resource_path("samples.tsv") == resources.BESIDE_PACKAGES / "samples.tsv"
    assert resource_path("samples.tsv").is_file()
