"""Damaged save files (issue 8): whatever the file, load_game raises SaveFileError and
nothing else, with a short message, without hanging or filling the memory; saving
follows symbolic links and clears the litter of interrupted saves."""

from __future__ import annotations

import copy
import json
import os
import random
import time
from pathlib import Path

import pytest

import sanjuan.store.save_io as save_io
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.state import Options
from sanjuan.store.save import load_game, save_game, to_json

MESSAGE_LIMIT = 260  # characters: a value from the file is quoted at most ~40 of them
HUGE = "x" * 1_000_000
BAD_VALUES = [None, True, False, 1.5, -1, 0, 10**30, "", "x", HUGE, [], {}, ["2018"],
              {"a": 1}, [[[[]]]], "classic"]


def played(seed: int = 3, steps: int = 30) -> Game:
    """A classic 2-player game after ``steps`` random legal actions."""
    g = Game(Options(2, "classic", seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        g.apply(g.state.decision.sample(rng))
    return g


def refused(path: Path | str) -> str:
    """The message of the SaveFileError that loading ``path`` raises (asserted short)."""
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    text = str(info.value)
    assert 0 < len(text) <= MESSAGE_LIMIT, text[:300]
    return text


def field_paths(doc: dict) -> list[tuple]:
    """Every place in a save document: top-level keys, options, and each field of the
    first action of each type."""
    paths: list[tuple] = [("format",), ("version",), ("options",), ("actions",)]
    paths += [("options", k) for k in doc["options"]]
    seen: set[str] = set()
    for i, a in enumerate(doc["actions"]):
        if a["type"] not in seen:
            seen.add(a["type"])
            paths += [("actions", i)] + [("actions", i, k) for k in a]
            if a["type"] == "select":
                paths.append(("actions", i, "cards", 0))
    return paths


def replaced(doc: dict, path: tuple, value: object) -> dict:
    """A deep copy of ``doc`` with the value at ``path`` replaced."""
    out = copy.deepcopy(doc)
    node = out
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return out


def test_wrong_types_in_every_field(tmp_path: Path) -> None:
    """Each field of a real save replaced by each of 16 wrong values (types, sizes, a
    megabyte string): a game or SaveFileError with a short message, never another
    exception (today e.g. TypeError for "edition": ["2018"])."""
    doc = to_json(played(steps=60))
    paths = field_paths(doc)
    assert {p[-1] for p in paths} >= {"edition", "players", "seed", "variant", "card",
                                       "replace", "role", "library", "cards", "type"}
    tried = errors = 0
    for path in paths:
        for value in BAD_VALUES:
            f = tmp_path / "bad.json"
            f.write_text(json.dumps(replaced(doc, path, value)), encoding="utf-8")
            tried += 1
            try:
                load_game(f)
            except SaveFileError as exc:
                errors += 1
                assert len(str(exc)) <= MESSAGE_LIMIT, (path, str(exc)[:200])
    assert tried == len(paths) * len(BAD_VALUES) and errors >= tried * 3 // 4


@pytest.mark.parametrize("data, words", [
    (b"", "empty"),
    (b"   \n", "empty"),
    (b"\xff\xfe{\x00", "UTF-8"),
    (b"[" * 100_000 + b"]" * 100_000, "nested"),
    (b'{"a": ' * 50_000 + b"1" + b"}" * 50_000, "nested"),
    (b'{"format": "sanjuan-save", "version": ' + b"9" * 5000 + b"}", "number"),
    (json.dumps({"format": "sanjuan-save", "version": 1, "options": {
        "players": 2, "edition": ["2018"], "variant": False, "seed": 0},
        "actions": []}).encode(), "edition"),
    (json.dumps({"format": "sanjuan-save", "version": 1, "options": {
        "players": 2, "edition": HUGE, "variant": False, "seed": 0},
        "actions": []}).encode(), "edition"),
    (json.dumps({"format": "sanjuan-save", "version": 1, "options": {
        "players": 2, "edition": "classic", "variant": False, "seed": 10**4000},
        "actions": []}).encode(), "seed"),
    (json.dumps({"format": "sanjuan-save", "version": HUGE}).encode(), "version"),
    (json.dumps({"format": "sanjuan-save", "version": 1, "options": {
        "players": 2, "edition": "classic", "variant": False, "seed": 0},
        "actions": [{"type": HUGE}]}).encode(), "action 1"),
    (json.dumps({"format": "sanjuan-save", "version": 1, "options": {
        "players": 2, "edition": "classic", "variant": False, "seed": 0},
        "actions": [{"type": "role", "role": "builder", "library": "yes"}]}).encode(),
     "action 1"),
])
def test_damaged_contents(tmp_path: Path, data: bytes, words: str) -> None:
    """Empty, non-UTF-8, nested 100,000 deep (RecursionError today), 5,000-digit numbers
    (ValueError today), wrong types, megabyte values quoted short."""
    f = tmp_path / "bad.json"
    f.write_bytes(data)
    assert words in refused(f)


def test_directory_and_missing(tmp_path: Path) -> None:
    """A folder and a missing file are explained, not raised as OSError."""
    assert "not a file" in refused(tmp_path)
    assert "cannot read" in refused(tmp_path / "nope.json")
    assert "cannot read" in refused(tmp_path / "nope" / "deeper.json")


#: A device whose reading never ends: /dev/zero; Windows has no such file, its null
#: device NUL stands for it (a device all the same, never read).
DEVICE = "NUL" if os.name == "nt" else "/dev/zero"


@pytest.mark.skipif(not hasattr(os, "mkfifo"),
                    reason="Windows has no named pipes in the file system (os.mkfifo); "
                           "its pipes (\\\\.\\pipe\\) are no files a player can open")
def test_named_pipe_does_not_hang(tmp_path: Path) -> None:
    """Opening a FIFO nobody writes to hangs the window for ever today."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    start = time.monotonic()
    assert "not a file" in refused(fifo)
    assert time.monotonic() - start < 10


def test_device_is_not_read() -> None:
    """/dev/zero would fill the memory."""
    assert "not a file" in refused(DEVICE)


def test_oversized_file(tmp_path: Path) -> None:
    """Anything above 10 MB is refused before it is read."""
    f = tmp_path / "big.json"
    with open(f, "wb") as fh:
        fh.truncate(save_io.MAX_SAVE_BYTES + 1)
    assert "too large" in refused(f)


def test_unreadable_file(tmp_path: Path, monkeypatch) -> None:
    """A permission error (simulated: the tests may run as root) is explained."""
    f = tmp_path / "g.json"
    save_game(played(), f)

    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(f))

    monkeypatch.setattr(save_io.os, "open", denied)
    assert "Permission denied" in refused(f)


def symlink(link: Path, target: Path) -> None:
    """``link`` → ``target``; skips the test where links cannot be made (Windows
    without the privilege to create them)."""
    try:
        link.symlink_to(target)
    except OSError as exc:
        pytest.skip(f"cannot create a symbolic link here: {exc}")


def test_symlink_loop(tmp_path: Path) -> None:
    """A symbolic link pointing at itself."""
    link = tmp_path / "loop.json"
    symlink(link, link)
    assert "cannot read" in refused(link)


def test_saving_over_a_symlink_writes_its_target(tmp_path: Path) -> None:
    """The link stays a link; the file it points to holds the new save."""
    real = tmp_path / "real.json"
    save_game(played(seed=1), real)
    link = tmp_path / "link.json"
    symlink(link, real)
    g = played(seed=2, steps=40)
    save_game(g, link)
    assert link.is_symlink() and json.loads(real.read_text()) == to_json(g)
    assert load_game(link).actions == g.actions


def test_interrupted_save_litter_is_cleaned(tmp_path: Path) -> None:
    """A .sanjuan-*.tmp left by an interrupted save is removed by the next save into
    that folder; other files stay."""
    old = tmp_path / ".sanjuan-abc123.tmp"
    old.write_text("{half a save")
    other = tmp_path / "notes.tmp"
    other.write_text("mine")
    past = time.time() - 3600
    os.utime(old, (past, past))
    save_game(played(), tmp_path / "g.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json", "notes.tmp"]


def test_failed_save_keeps_old_file_and_leaves_no_litter(tmp_path: Path,
                                                         monkeypatch) -> None:
    """A save that fails while writing keeps the previous file and removes its tmp."""
    path = tmp_path / "g.json"
    first = played(seed=1)
    save_game(first, path)

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("sanjuan.store.save.os.fsync", broken)
    with pytest.raises(OSError):
        save_game(played(seed=2), path)
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]
    assert load_game(path).actions == first.actions
