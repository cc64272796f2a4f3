"""The resources folder is found, and holds the icon files the app and the build use."""

import configparser
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from sudoku_gui.support import resources
from sudoku_gui.support.resources import resource_path


def test_resource_path_points_into_the_resources_folder():
    assert resource_path().name == "resources"
    assert resource_path("icon.svg").is_file()


def test_the_window_icon_is_a_readable_image(qapp):
    image = QImage(str(resource_path("icons", "sudoku-lens.png")))
    assert not image.isNull()
    assert image.width() == image.height() >= 16


@pytest.mark.process
def test_the_build_renders_readable_ico_and_icns_from_the_svg(qapp, tmp_path):
    """What build.spec runs for Windows and macOS, here in a subprocess like the build."""
    script = Path(__file__).resolve().parents[3] / "tests" / "tools" / "render_icons.py"
    subprocess.run([sys.executable, str(script), "--out", str(tmp_path), "ico", "icns"],
                   check=True, capture_output=True)  # fmt: skip
    for suffix in ("ico", "icns"):
        data = (tmp_path / f"sudoku-lens.{suffix}").read_bytes()
        assert data[:4] == (b"\0\0\1\0" if suffix == "ico" else b"icns")
        image = QImage(str(tmp_path / f"sudoku-lens.{suffix}"))
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
