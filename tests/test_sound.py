"""The game's sounds (issue 35, ui/sound): the sound files, the mixer, the playback that
fails soft without an audio device (one log line, nothing else), the settings applied
live and kept, the cues that fire on the right game events, and the "your turn" nudge
when the window is not active (ui/window/attention.py)."""

from __future__ import annotations

import importlib.util
import io
import logging
import random
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from windowkit import make_window

import ui.session.game_model
import ui.sound.board
from sanjuan.ai import make_player
from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDrawn,
    GameEnded,
    GoodsProduced,
    GoodsSold,
    Reason,
    RoleChosen,
)
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.cli.app import make_app
from ui.dialogs.settings import SettingsDialog
from ui.session.controller import GameController
from ui.session.game_model import GameModel
from ui.settings import DEFAULT_AMBIENCE_VOLUME, DEFAULT_EFFECTS_VOLUME, Settings
from ui.sound.board import EFFECTS, SoundBoard, resource_sounds, settle_default
from ui.sound.cues import PER_CHANGE, SoundCues, effect_of
from ui.sound.player import MiniaudioSink, Mixer, decode_wav
from ui.table.announce import announcer

ROOT = Path(__file__).resolve().parent.parent


class RecordingSink:
    """A sink that remembers what it was asked to play (the real one is tested below)."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.ambience: list[float] = []
        self.closed = False

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def set_ambience(self, volume: float) -> None:
        self.ambience.append(volume)

    def close(self) -> None:
        self.closed = True

    @property
    def names(self) -> list[str]:
        return [n for n, _ in self.played]


def _settings(tmp_path, on: bool = True) -> Settings:
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.set_sound_on(on)
    return s


def _random_model() -> GameModel:
    return GameModel(player_factory=lambda level, seed: make_player("random", seed))


# ------------------------------------------------------------------ the files
def test_every_effect_is_a_short_clean_mono_clip_in_the_resources() -> None:
    make_app()
    sounds = resource_sounds()
    assert set(EFFECTS) | {"ambience"} == set(sounds)
    assert 8 <= len(EFFECTS) <= 12
    assert sum(len(d) for d in sounds.values()) < 1_000_000
    for name, data in sounds.items():
        with wave.open(io.BytesIO(data)) as w:
            assert (w.getnchannels(), w.getsampwidth()) == (1, 2), name
            seconds = w.getnframes() / w.getframerate()
        x = decode_wav(data)
        assert float(abs(x).max()) <= 0.51, name  # -6 dBFS at most
        if name == "ambience":
            # a loop: its end meets its start (no click at the seam)
            assert abs(float(x[-1]) - float(x[0])) < 0.02
            continue
        assert seconds <= 1.5, name
        assert abs(float(x[0])) < 1e-3 and abs(float(x[-1])) < 1e-3, name  # no clicks


def test_the_committed_sounds_are_what_the_generator_makes(tmp_path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    assert make_sounds.main(["--check"]) == 0
    readme = (ROOT / "assets" / "sounds" / "README.md").read_text(encoding="utf-8")
    for name in make_sounds.build():
        assert name in readme  # each file's source and licence is stated


# ------------------------------------------------------------------ the mixer
def test_the_mixer_adds_clips_at_their_volume_and_drops_them_when_done() -> None:
    import numpy as np

    one = np.full(100, 0.5, dtype=np.float32)
    mixer = Mixer({"a": one, "b": one[:30]})
    assert not mixer.add("missing", 1.0) and not mixer.add("a", 0.0)
    assert mixer.add("a", 0.5) and mixer.add("b", 1.0)
    block = np.frombuffer(mixer.render(50), dtype="<i2")
    assert len(block) == 50
    assert block[0] == round((0.25 + 0.5) * 32767) and block[40] == round(0.25 * 32767)
    np.frombuffer(mixer.render(50), dtype="<i2")
    assert not mixer.busy  # both clips played out
    assert not np.frombuffer(mixer.render(10), dtype="<i2").any()  # silence after


def test_the_ambience_fades_in_and_out_without_a_jump() -> None:
    import numpy as np

    mixer = Mixer({}, np.full(64, 0.5, dtype=np.float32))
    mixer.set_ambience(1.0)
    rise = np.frombuffer(mixer.render(100), dtype="<i2").astype(int)
    assert rise[0] == 0 and rise[-1] == round(0.5 * 32767)
    assert np.all(np.diff(rise) >= 0) and np.max(np.diff(rise)) < 300  # a ramp, no step
    mixer.set_ambience(0.0)
    fall = np.frombuffer(mixer.render(100), dtype="<i2").astype(int)
    assert abs(fall[0] - rise[-1]) < 300 and fall[-1] == 0
    assert not mixer.busy


# ------------------------------------------------------------------ failing soft
def _sounds() -> dict[str, bytes]:
    return {p.stem: p.read_bytes() for p in (ROOT / "assets" / "sounds").glob("*.wav")}


def _sound_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name.startswith("ui.sound")
            and r.levelno >= logging.WARNING]


def test_without_an_audio_device_there_is_no_sound_and_one_log_line(caplog, capfd) -> None:
    """The real device: this machine (and the CI's) has none. Playing afterwards is
    silent and raises nothing; ALSA's own dozen error lines stay out of stderr."""
    caplog.set_level(logging.WARNING)
    sink = MiniaudioSink(_sounds())
    sink.play("coin", 0.5)  # before the device is open: kept, no error
    assert sink.ready.wait(20)
    if not sink.failed:
        sink.close()
        pytest.skip("this machine has an audio device")
    sink.play("your_turn", 0.5)
    sink.set_ambience(0.3)
    sink.close()
    lines = _sound_lines(caplog)
    assert len(lines) == 1 and lines[0].startswith("sanjuan: no sound: "), lines
    assert "Traceback" not in capfd.readouterr().err
    assert "ALSA lib" not in capfd.readouterr().err


def test_a_device_that_will_not_open_costs_one_log_line(caplog, monkeypatch) -> None:
    import miniaudio

    def refuse(**_kwargs):
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", refuse)
    caplog.set_level(logging.WARNING)
    sink = MiniaudioSink(_sounds())
    assert sink.ready.wait(20)
    for name in EFFECTS:
        sink.play(name, 1.0)
    sink.close()
    assert sink.failed.startswith("no audio device")
    assert _sound_lines(caplog) == [f"sanjuan: no sound: {sink.failed}"]


def test_without_the_miniaudio_package_there_is_no_sound_and_one_log_line(
        caplog, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio fails
    caplog.set_level(logging.WARNING)
    sink = MiniaudioSink(_sounds())
    assert sink.ready.wait(20)
    sink.play("coin", 1.0)
    sink.close()
    assert _sound_lines(caplog) == ["sanjuan: no sound: the miniaudio package is missing"]


def test_the_null_device_plays_without_holding_up_the_caller() -> None:
    import miniaudio

    sink = MiniaudioSink(_sounds(), backends=[miniaudio.Backend.NULL])
    assert sink.ready.wait(20) and sink.failed == ""
    sink.play("coin", 0.5)
    assert sink.mixer is not None and sink.mixer.busy
    sink.close()
    sink.play("coin", 0.5)  # after closing: nothing, no error


# ------------------------------------------------------------------ settings
def test_sound_settings_default_keep_and_fall_back(tmp_path) -> None:
    make_app()
    path = tmp_path / "s.ini"
    s = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert (s.sound_on(), s.effects_volume(), s.ambience_volume()) == (
        True, DEFAULT_EFFECTS_VOLUME, DEFAULT_AMBIENCE_VOLUME)
    s.set_sound_on(False)
    s.set_effects_volume(40)
    s.set_ambience_volume(250)  # clamped
    s.q.sync()
    again = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert (again.sound_on(), again.effects_volume(), again.ambience_volume()) == (False, 40, 100)
    path.write_text("[sound]\non=maybe\neffects_volume=-5\nambience_volume=1e99\n",
                    encoding="utf-8")
    damaged = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert (damaged.sound_on(), damaged.effects_volume(), damaged.ambience_volume()) == (
        True, DEFAULT_EFFECTS_VOLUME, DEFAULT_AMBIENCE_VOLUME)


@pytest.mark.parametrize(("muted", "on"), [(True, False), (False, True), (None, True)])
def test_sound_starts_off_when_the_system_is_muted(tmp_path, monkeypatch, muted, on) -> None:
    monkeypatch.delenv("SANJUAN_SOUND")
    make_app()
    s = Settings(QSettings(str(tmp_path / "first.ini"), QSettings.Format.IniFormat))
    settle_default(s, lambda: muted)
    assert s.sound_on() is on
    settle_default(s, lambda: not muted)  # only the first start decides
    assert s.sound_on() is on


def test_the_settings_dialog_applies_sound_live_and_keeps_it(qtbot, tmp_path) -> None:
    make_app()
    settings = _settings(tmp_path)
    sink = RecordingSink()
    board = SoundBoard(settings, lambda: sink)
    board.set_table_open(True)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.sound_box
    assert box.sound_on.isChecked() and box.effects.value() == DEFAULT_EFFECTS_VOLUME
    box.effects.setValue(30)
    assert board.play("coin") and sink.played[-1] == ("coin", pytest.approx(0.3))
    box.ambience.setValue(50)
    assert sink.ambience[-1] == pytest.approx(0.5)
    box.sound_on.click()  # by the mouse, as a player would
    assert not settings.sound_on() and not box.effects.isEnabled()
    assert sink.ambience[-1] == 0 and not board.play("coin")
    assert sink.names == ["coin"]
    settings.set_sound_on(True)  # changed elsewhere: the dialog follows
    assert box.sound_on.isChecked() and sink.ambience[-1] == pytest.approx(0.5)
    settings.q.sync()
    kept = Settings(QSettings(settings.q.fileName(), QSettings.Format.IniFormat))
    assert (kept.sound_on(), kept.effects_volume(), kept.ambience_volume()) == (True, 30, 50)
    assert box.effects.accessibleName() and box.ambience.specialValueText()


def test_sound_off_never_opens_a_device(tmp_path) -> None:
    make_app()
    made: list[int] = []
    board = SoundBoard(_settings(tmp_path, on=False), lambda: made.append(1) or RecordingSink())
    board.set_table_open(True)
    assert not board.play("coin") and made == []


# ------------------------------------------------------------------ cues
def test_events_map_to_their_effects() -> None:
    assert effect_of(BuildingBuilt(0, 3)) == "card_placed"
    assert effect_of(GoodsSold(0, (1,), 2)) == "coin"
    assert effect_of(GoodsProduced(0, (1,))) == "production"
    assert effect_of(RoleChosen(0)) == "role_chosen"
    assert effect_of(CardsDrawn(0, 2, reason=Reason.OFFICE)) == "card_drawn"
    assert effect_of(CardsDrawn(0, 4, reason=Reason.DEAL)) is None
    assert effect_of(GameEnded(-1, (1, 2), (1,))) is None  # won or lost: the cues decide


def _cued(tmp_path, seats, seed=7):
    make_app()
    ctl = GameController(_settings(tmp_path), _random_model())
    sink = RecordingSink()
    board = SoundBoard(ctl.settings, lambda: sink)
    speaker = QWidget()
    cues = SoundCues(ctl, board, speaker)
    per_change: list[list[str]] = []
    ctl.set_follow_up("attention", lambda: per_change.append(sink.names[:]))
    options = Options(len(seats), "2018", False, seed)
    return ctl, sink, cues, per_change, speaker, options


def test_a_whole_game_sounds_its_events_and_the_end(qtbot, tmp_path) -> None:
    """A game of two computer players: the deal shuffles, builds, sales, production and
    the end warning sound, at most PER_CHANGE effects a change, and it ends "won" (no
    player here lost); the end warning is also announced (no player here decides)."""
    ctl, sink, _cues, per_change, speaker, options = _cued(
        tmp_path, [Seat("A", "easy"), Seat("B", "easy")])
    said: list[str] = []
    announcer().announced.connect(said.append)  # (recent() keeps only the last 100)
    ctl.start_game(options, [Seat("A", "easy"), Seat("B", "easy")])
    qtbot.waitUntil(lambda: ctl.model.over, timeout=30000)
    names = sink.names
    assert names[0] == "cards_shuffled" and names[-1] == "game_won"
    events = ctl.model.events()
    for kind, effect in ((BuildingBuilt, "card_placed"), (RoleChosen, "role_chosen")):
        assert any(isinstance(e, kind) for e in events) and effect in names
    assert 1 <= names.count("end_warning") <= 2
    assert names.index("end_warning") < len(names) - 1
    assert "game_lost" not in names and "your_turn" not in names
    counts = [len(b) - len(a) for a, b in zip([[]] + per_change, per_change, strict=False)]
    assert max(counts) <= PER_CHANGE
    assert all(v == pytest.approx(DEFAULT_EFFECTS_VOLUME / 100) for _, v in sink.played)
    announcer().announced.disconnect(said.append)
    assert any(text.startswith("⚠ ") for text in said)
    assert sink.ambience[-1] == 0  # the ambience stops with the game
    ctl.shut_down()
    speaker.deleteLater()


def test_a_loaded_game_does_not_replay_its_sounds(qtbot, tmp_path) -> None:
    ctl, sink, _cues, _per, speaker, options = _cued(tmp_path, [Seat("A", "easy")] * 2)
    game = Game(options)
    rng = random.Random(3)
    for _ in range(40):
        game.apply(game.state.decision.sample(rng))
    ctl.model.load(game, [Seat("You"), Seat("B", "easy")])
    assert len(ctl.model.events()) > 10
    assert sink.names == []  # 40 actions' events, none of them heard again
    ctl.shut_down()
    speaker.deleteLater()


def test_your_turn_sounds_when_the_table_comes_back_to_you(qtbot, tmp_path) -> None:
    ctl, sink, _cues, _per, speaker, options = _cued(tmp_path, [Seat("You"), Seat("B", "easy")])
    ctl.settings.set_skip_forced(False)
    ctl.start_game(options, [Seat("You"), Seat("B", "easy")])
    rng = random.Random(5)
    for _ in range(60):
        qtbot.waitUntil(lambda: ctl.model.over or ctl.model.deciding_seat == 0, timeout=10000)
        if ctl.model.over or "your_turn" in sink.names:
            break
        ctl.submit(ctl.model.observation(0).decision.sample(rng))
    assert "your_turn" in sink.names
    ctl.shut_down()
    speaker.deleteLater()


# ------------------------------------------------------------------ away from the window
def _nudge_window(qtbot, tmp_path, monkeypatch, pace_ms: int = 800):
    alerts: list[object] = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda w, ms=0: alerts.append(w)))
    sink = RecordingSink()
    monkeypatch.setattr(ui.sound.board, "default_sink", lambda: sink)
    monkeypatch.setattr(ui.session.game_model, "make_thinking_player",
                        lambda level, seed: make_player("random", seed))
    window = make_window(qtbot, tmp_path, pace_ms=pace_ms)
    window.settings.set_sound_on(True)
    return window, alerts, sink


def test_a_decision_while_the_window_is_inactive_asks_for_attention(
        qtbot, tmp_path, monkeypatch) -> None:
    window, alerts, sink = _nudge_window(qtbot, tmp_path, monkeypatch)
    away = [True]
    monkeypatch.setattr(window.attention, "away", lambda: away[0])
    window.start_game(Options(2, "2018", False, 11), [Seat("You"), Seat("Ana", "easy")])
    qtbot.waitUntil(lambda: window.model.deciding_seat == 0, timeout=20000)
    assert alerts == [window]
    assert window.windowTitle().startswith("● ") and window.windowTitle().endswith("San Juan")
    assert "your_turn" in sink.names
    # the player comes back: the title is plain again, nothing more is asked
    away[0] = False
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowActivate))
    assert window.windowTitle() == "San Juan" and alerts == [window]


def test_taking_the_decision_restores_the_title(qtbot, tmp_path, monkeypatch) -> None:
    window, alerts, _sink = _nudge_window(qtbot, tmp_path, monkeypatch)
    away = [True]
    monkeypatch.setattr(window.attention, "away", lambda: away[0])
    window.start_game(Options(2, "2018", False, 11), [Seat("You"), Seat("Ana", "easy")])
    qtbot.waitUntil(lambda: window.model.deciding_seat == 0, timeout=20000)
    assert window.windowTitle().startswith("● ")
    away[0] = False  # (no activation event: the offscreen platform sends none)
    window.submit(window.model.observation(0).decision.sample(random.Random(2)))
    assert window.windowTitle() == "San Juan" and alerts == [window]


def test_no_nudge_while_the_window_is_active_or_the_pace_is_fast(
        qtbot, tmp_path, monkeypatch) -> None:
    window, alerts, _sink = _nudge_window(qtbot, tmp_path, monkeypatch, pace_ms=0)
    monkeypatch.setattr(window.attention, "away", lambda: True)
    window.start_game(Options(2, "2018", False, 11), [Seat("You"), Seat("Ana", "easy")])
    qtbot.waitUntil(lambda: window.model.deciding_seat == 0, timeout=20000)
    assert alerts == [] and window.windowTitle() == "San Juan"  # instant pace: no time away
    window.settings.set_pace_ms(800)
    monkeypatch.setattr(window.attention, "away", lambda: False)
    window.submit(window.model.observation(0).decision.sample(random.Random(2)))
    qtbot.waitUntil(lambda: window.model.deciding_seat == 0, timeout=20000)
    assert alerts == [] and window.windowTitle() == "San Juan"  # looking at it: no nudge


def test_the_bundle_sound_probe_plays_every_effect_from_source(capsys) -> None:
    """packaging/sound_probe.py, which the bundle's smoke test runs in the frozen program."""
    make_app()
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from sound_probe import main
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    assert main() == 0
    assert f"the null device played {len(EFFECTS)} effects" in capsys.readouterr().out


def test_sanjuan_check_loads_every_sound_as_the_game_does() -> None:
    """``sanjuan check`` (and so the bundle's smoke test) decodes each sound; it read them
    as text before, and failed on every one."""
    from ui.cli.self_check import check_resource, resource_paths

    make_app()
    sounds = [p for p in resource_paths() if p.startswith(":/assets/sounds/")]
    assert len(sounds) == len(EFFECTS) + 2  # and the ambience and the README
    assert [(p, check_resource(p)) for p in sounds] == [(p, None) for p in sounds]


@pytest.mark.parametrize(("platform", "answers", "muted"), [
    ("linux", {"pactl": "Mute: yes\n"}, True),
    ("linux", {"pactl": "Stumm: ja\n"}, True),
    ("linux", {"pactl": "Mute: no\n"}, False),
    ("linux", {"wpctl": "Volume: 0.40 [MUTED]\n"}, True),
    ("linux", {"wpctl": "Volume: 0.40\n"}, False),
    ("linux", {}, None),  # no sound server to ask
    ("darwin", {"osascript": "true\n"}, True),
    ("darwin", {"osascript": "false\n"}, False),
    ("win32", {"pactl": "Mute: yes\n"}, None),  # Windows cannot tell (no COM library)
])
def test_what_the_system_says_about_muting(monkeypatch, platform, answers, muted) -> None:
    from ui.sound import system

    monkeypatch.setattr(system.sys, "platform", platform)
    monkeypatch.setattr(system, "_run", lambda command: answers.get(command[0]))
    assert system.system_muted() is muted
