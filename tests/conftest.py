"""Shared test set-up.

Qt runs offscreen (no display needed) and in test mode, and ``SANJUAN_DATA_DIR`` points
at a temporary folder, so that tests never read or write the user's real settings or
data. PySide6 is imported only inside the fixture: the engine
tests run without Qt if it is not installed.

Markers (registered in pyproject.toml) are set here on collection, so that a test need
not carry them: ``gui`` for a test that needs a QApplication (the ``qtbot`` or ``qapp``
fixture), ``subprocess`` for one that starts another process (its code, a fixture of its
or a function of its module it calls names one of :data:`SPAWNS`), ``slow`` for those in
:data:`SLOW`. ``pytest -m "not gui and not subprocess and not slow"`` runs the quick rest.
"""

import inspect
import os
import tempfile
import types
import warnings

import pytest
from wine_marks import WINE_LIMITS, under_wine

UNDER_WINE = under_wine()

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Autosave and history of the tests go to a throw-away folder, never the user's own.
os.environ["SANJUAN_DATA_DIR"] = tempfile.mkdtemp(prefix="sanjuan-test-data-")
# The settings of the programs a test starts (the window, the screenshot's child): on
# Linux QSettings writes $XDG_CONFIG_HOME/SanJuan, which must not be the user's own. This
# process itself uses Qt's test mode (_qt_test_mode below).
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="sanjuan-test-config-")
# Multicast DNS (games announced on the local network) on the loopback interface only:
# no test ever multicasts on a real one (sanjuan/net/announce.py).
os.environ["SANJUAN_MDNS_INTERFACES"] = "127.0.0.1"
# No audio device is opened and the system is not asked whether it is muted (ui/sound);
# tests/test_sound.py injects its own sinks and opens miniaudio's null device itself.
os.environ["SANJUAN_SOUND"] = "off"


#: What starts another process: the subprocess module, a Python of our own, the computer
#: players' thinking service (sanjuan/ai/thinking.py), the bundle build.
SPAWNS = ("subprocess.", "Popen", "sys.executable", "ThinkingService", "shared_service",
          "ThinkingPlayer", "multiprocessing", "os.fork", "smoke_test")

#: The slowest tests (``pytest --durations=25``: 2 s or more on 2 busy cores), by file and
#: function name (every parameter of it).
SLOW = {
    "test_review_window.py::test_review_from_the_game_over_dialog",
    "test_resume_kill.py::test_killed_game_resumes_to_the_same_end",
    "test_invariants.py::test_game_machine",
    "test_invariants.py::test_invariants_random_games",
    "test_decision_panel.py::test_every_decision_kind_by_clicks",
    "test_ai_expert.py::test_expert_plays_whole_games",
    "test_ai_players.py::test_every_level_plays_whole_games",
    "test_follow_play.py::test_a_watched_game_marks_move_after_move",
    "test_history_undo.py::test_a_game_with_undo_and_redo_is_recorded_once",
    "test_tutorial.py::test_window_walks_the_tutorial_from_first_bubble_to_game_over",
    "test_damaged_settings.py::test_damaged_settings_file_and_missing_home_start_the_app",
    "test_fewer_clicks.py::test_screenshot_command_at_scale_two",
    "test_play_cli.py::test_play_json_winners_are_consistent_in_a_subprocess",
    "test_hint_dock.py::test_hint_count_in_game_over_dialog",
    "test_history_ui.py::test_a_broken_database_never_stops_play",
    "test_history_ui.py::test_statistics_count_the_human_game_but_not_the_watched_one",
    "test_window_hidden.py::test_nothing_visible_depends_on_hidden_cards",
    "test_review_window.py::test_review_can_be_cancelled",
    "test_ai_thinking_orphan.py::test_the_windows_thinking_process_ends_when_the_window_is_killed",
    "test_game_over_lean.py::test_closed_game_over_dialogs_are_deleted",
    "test_net_hostile.py::test_hostile_messages_change_nothing",
    "test_net_game.py::test_killed_client_process_resumes_with_its_token_file",
    "test_progress_ui.py::test_export_game_and_web_page_from_the_menu",
    "test_progress_ui.py::test_deal_of_the_day_by_clicks_is_recorded_once_with_mode_and_date",
    "test_progress_ui.py::test_expert_runs_in_the_thinking_service_as_background_work",
    "test_packaging_host.py::test_the_host_probe_hosts_and_plays_a_game",
    "test_net_window_failures.py::test_a_server_that_stays_down_is_explained",
    "test_motion.py::test_motion_survives_renderings_deletions_and_the_table_going_mid_flight",
}


def _source(fn: object) -> str:
    try:
        return inspect.getsource(fn)  # type: ignore[arg-type]
    except (OSError, TypeError):
        return ""


def _code_reached(fn: types.FunctionType, depth: int = 2) -> str:
    """The source of ``fn`` and of the functions of its own module it names, ``depth``
    calls deep (the helpers a test calls)."""
    text = _source(fn)
    if depth and isinstance(fn, types.FunctionType):
        module = inspect.getmodule(fn)
        for name in fn.__code__.co_names:
            other = getattr(module, name, None)
            if isinstance(other, types.FunctionType) and other is not fn and \
                    other.__module__ == fn.__module__:
                text += _code_reached(other, depth - 1)
    return text


def _spawns(item: pytest.Function) -> bool:
    text = _code_reached(item.function)
    for defs in item._fixtureinfo.name2fixturedefs.values():
        for fixturedef in defs:
            if fixturedef.baseid:  # a fixture of ours, not of a plugin
                text += _code_reached(fixturedef.func)
    return any(word in text for word in SPAWNS)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark each test ``gui``, ``subprocess`` and ``slow`` as the module doc says."""
    files = set()
    slow_seen = set()
    for item in items:
        if not isinstance(item, pytest.Function):
            continue
        if {"qtbot", "qapp"} & set(item.fixturenames):
            item.add_marker(pytest.mark.gui)
        if _spawns(item):
            item.add_marker(pytest.mark.subprocess)
        key = f"{item.path.name}::{item.nodeid.split('::')[1].split('[')[0]}"
        files.add(item.path.name)
        if key in SLOW:
            item.add_marker(pytest.mark.slow)
            slow_seen.add(key)
        if key in WINE_LIMITS and UNDER_WINE:  # Windows lane: a limit of Wine, not ours
            item.add_marker(pytest.mark.xfail(reason="Wine: " + WINE_LIMITS[key],
                                              strict=False))
    for key in sorted(SLOW - slow_seen):
        if key.split("::")[0] in files:  # the file was collected, the test not: renamed?
            warnings.warn(pytest.PytestWarning(f"conftest.SLOW names no test: {key}"),
                          stacklevel=1)


@pytest.fixture(autouse=True, scope="session")
def _qt_test_mode():
    """Point QStandardPaths (and so QSettings files) at test locations for the session."""
    try:
        from PySide6.QtCore import QStandardPaths
    except ImportError:
        yield
        return
    QStandardPaths.setTestModeEnabled(True)
    yield


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path_factory, monkeypatch):
    """Each test its own data folder: no autosave or history left by another test."""
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path_factory.mktemp("data")))


@pytest.fixture(autouse=True)
def _system_font_after():
    """The text-size setting scales the application font (ui.window.text_size): back to
    the system's after each test, so one test's 200 % does not reach the next."""
    yield
    import sys
    text_size = sys.modules.get("ui.window.text_size")
    if text_size is not None:
        text_size.reset()
    chrome = sys.modules.get("ui.window.chrome")  # the theme's palette, likewise
    if chrome is not None:
        chrome.reset()


@pytest.fixture
def table(qtbot):
    """A shown :class:`ui.table.TableWidget` the size of a 1280×800 window's table area."""
    from ui.table import TableWidget

    t = TableWidget()
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.show()
    return t


@pytest.fixture
def mdns_alone():
    """Hold the machine's multicast-DNS lock for the test: every announcement on the
    loopback interface reaches every browser on this machine, so a test that browses for
    announced games would also find those of a test running beside it (another pytest
    worker, or another test run). Waits at most 300 s for the lock."""
    import time

    path = os.path.join(tempfile.gettempdir(), "sanjuan-tests-mdns.lock")
    with open(path, "a+b") as f:
        if os.name == "nt":
            import msvcrt

            def take() -> bool:
                f.seek(0)
                try:
                    msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
                    return True
                except OSError:
                    return False

            def give() -> None:
                f.seek(0)
                msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            def take() -> bool:
                try:
                    fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    return True
                except OSError:
                    return False

            def give() -> None:
                fcntl.flock(f, fcntl.LOCK_UN)
        deadline = time.monotonic() + 300
        while not take():
            if time.monotonic() > deadline:
                pytest.fail(f"the multicast-DNS lock {path} was held for 300 s")
            time.sleep(0.1)
        try:
            yield
        finally:
            give()


@pytest.fixture(scope="module")
def cc():
    """tools/colour_check.py, loaded as the module ``colour_check`` (tests of the
    colour-blind check and of the themes run through it)."""
    import importlib.util
    import sys
    from pathlib import Path

    tools = Path(__file__).resolve().parent.parent / "tools"
    sys.path.insert(0, str(tools))
    spec = importlib.util.spec_from_file_location("colour_check", tools / "colour_check.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["colour_check"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module
