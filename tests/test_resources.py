"""The committed Qt resources are up to date and every asset loads from them."""

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load_build_resources():
    spec = importlib.util.spec_from_file_location(
        "build_resources", ROOT / "tools" / "build_resources.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_resources = _load_build_resources()
RESOURCE_PATHS = build_resources.resource_paths()


def test_generated_files_are_not_stale():
    stale = [p.relative_to(ROOT).as_posix() for p in build_resources.stale_files()]
    assert stale == [], "stale generated files; run: python tools/build_resources.py"


def test_every_asset_is_bundled():
    expected = {
        "assets/icon.svg",
        "assets/card_back.svg",
        "assets/governor.svg",
        "assets/tile.svg",
        "assets/rules.html",
        "i18n/sanjuan_de.qm",
    }
    expected |= {
        f"assets/roles/{r}.svg"
        for r in ("builder", "producer", "trader", "councillor", "prospector")
    }
    expected |= {
        f"assets/goods/{g}.svg" for g in ("indigo", "sugar", "tobacco", "coffee", "silver")
    }
    assert expected <= set(RESOURCE_PATHS)


@pytest.mark.parametrize("path", RESOURCE_PATHS)
def test_resource_loads(path):
    from PySide6.QtCore import QFile, QIODevice

    import ui.resources_rc  # noqa: F401  (registers the resources)

    file = QFile(f":/{path}")
    assert file.open(QIODevice.OpenModeFlag.ReadOnly), path
    try:
        assert bytes(file.readAll().data()) == (ROOT / path).read_bytes()
    finally:
        file.close()


@pytest.mark.parametrize("path", [p for p in RESOURCE_PATHS if p.endswith(".svg")])
def test_svg_renders(qapp, path):
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    import ui.resources_rc  # noqa: F401

    renderer = QSvgRenderer(f":/{path}")
    assert renderer.isValid(), path
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert not image.isNull()
    assert any(image.pixel(x, y) for x in range(0, 64, 4) for y in range(0, 64, 4)), path


def test_translation_loads(qapp):
    from PySide6.QtCore import QTranslator

    import ui.resources_rc  # noqa: F401

    translator = QTranslator()
    assert translator.load(":/i18n/sanjuan_de.qm")
    assert translator.language() == "de_DE"
