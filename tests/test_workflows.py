"""The GitHub Actions workflows are valid (GitHub's workflow schema, as vendored by
check-jsonschema; actionlint cannot be installed here) and the bundle workflow builds
and smoke-tests on Linux, Windows and macOS and uploads the archives."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from ruamel.yaml import YAML  # comes with check-jsonschema (test extras)

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def validate(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema",
         "vendor.github-workflows", str(path)],
        capture_output=True, text=True)


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflow_matches_github_schema(path: Path) -> None:
    result = validate(path)
    assert result.returncode == 0, result.stdout + result.stderr


def test_schema_check_rejects_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text((ROOT / ".github/workflows/bundles.yml").read_text()
                      .replace("runs-on:", "run-on:"))
    result = validate(broken)
    assert result.returncode != 0
    assert "runs-on" in result.stdout


def test_bundles_workflow_covers_three_platforms_and_uploads() -> None:
    doc = YAML(typ="safe").load((ROOT / ".github/workflows/bundles.yml").read_text())
    job = doc["jobs"]["bundle"]
    systems = job["strategy"]["matrix"]["os"]
    assert {s.split("-")[0] for s in systems} == {"ubuntu", "windows", "macos"}
    assert job["runs-on"] == "${{ matrix.os }}"
    runs = [step.get("run", "") for step in job["steps"]]
    assert any("packaging/smoke_test.py" in r for r in runs)
    uploads = [s for s in job["steps"] if s.get("uses", "").startswith("actions/upload-artifact")]
    assert uploads and "dist/SanJuan-*" in uploads[0]["with"]["path"]


def test_tests_workflow_runs_the_test_command_on_three_platforms() -> None:
    doc = YAML(typ="safe").load((ROOT / ".github/workflows/tests.yml").read_text())
    job = doc["jobs"]["tests"]
    systems = job["strategy"]["matrix"]["os"]
    assert {s.split("-")[0] for s in systems} == {"ubuntu", "windows", "macos"}
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"\.venv/bin/(python -m pytest .*)$", readme, re.MULTILINE)
    assert found
    runs = [step.get("run", "") for step in job["steps"]]
    assert any(r.startswith(found.group(1)) for r in runs), found.group(1)
    apt = next(r for r in runs if "apt-get install" in r)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for package in re.findall(r"^lib\S+\s+(\S+)$", ci, re.MULTILINE):
        assert package in apt  # every Qt library .ci/run installs
