"""The GitHub workflow builds and starts the bundle on every system people use.

Read as text (no YAML library in the dev dependencies): the workflow is small, and these
checks need only its matrix and the lines of its steps.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
STEPS = ROOT / ".ci" / "steps.sh"
LOCAL_CI = ROOT / ".ci" / "run"
# Runner labels by system; macOS by architecture (both must build: one bundle per arch).
RUNNERS = {
    "linux": {"ubuntu-latest"},
    "windows": {"windows-latest"},
    "macos arm64": {"macos-14", "macos-15", "macos-latest"},
    "macos x86_64": {"macos-13", "macos-15-intel"},
}
# Every job runs these shared steps, unconditionally (sign does nothing off macOS).
EVERY_JOB = ("install", "lint", "test", "build", "sign", "smoke", "artifact")


def workflow_job(name: str) -> str:
    """The text of the job ``name``: its line "  name:" to the next job's (or the end)."""
    text = WORKFLOW.read_text(encoding="utf-8")
    jobs = re.split(r"\n  (?=[\w-]+:\n)", "\n" + text.split("\njobs:\n", 1)[1])
    return next(job for job in jobs if job.startswith(f"{name}:\n"))


def workflow_steps(job: str = "build") -> list[str]:
    """The text of each step of the job, "- uses"/"- name" to the next."""
    steps = workflow_job(job).split("\n    steps:\n", 1)[1]
    return [block for block in re.split(r"\n      - ", "\n" + steps) if block.strip()]


def shared_steps_in(text: str) -> list[str]:
    return re.findall(r"bash \.ci/steps\.sh (\w+)", text)


def test_the_matrix_covers_linux_windows_and_both_mac_architectures():
    text = WORKFLOW.read_text(encoding="utf-8")
    oses = {label.strip() for label in re.search(r"\n\s+os: \[(.*)\]", text)[1].split(",")}
    for system, labels in RUNNERS.items():
        assert oses & labels, f"no {system} runner in {sorted(oses)}"
    assert "runs-on: ${{ matrix.os }}" in text


def test_every_job_builds_signs_and_starts_the_bundle():
    steps = workflow_steps()
    unconditional = [block for block in steps if "\n        if:" not in block]
    run = [name for block in unconditional for name in shared_steps_in(block)]
    assert [name for name in run if name in EVERY_JOB] == list(EVERY_JOB)
    smoke = next(block for block in steps if "steps.sh smoke" in block)
    assert "timeout-minutes:" in smoke  # a hung app fails the job instead of stalling it


def test_each_shared_step_the_ci_names_exists_and_local_ci_starts_the_bundle():
    script = STEPS.read_text(encoding="utf-8")
    defined = set(re.findall(r"^step_(\w+)\(\)", script, flags=re.MULTILINE))
    local = shared_steps_in(LOCAL_CI.read_text(encoding="utf-8"))
    named = set(shared_steps_in(WORKFLOW.read_text(encoding="utf-8"))) | set(local)
    assert named <= defined, sorted(named - defined)
    assert local.index("build") < local.index("smoke")
    assert "tests/packaged/check_packaged_app.sh" in LOCAL_CI.read_text(encoding="utf-8")


def test_a_job_runs_the_whole_suite_with_nothing_compiled():
    """Issue 42: the suite passes compiled (the build job) and pure (this job: nothing
    compiled at install, the .py modules at run time), on Linux and Windows."""
    job = workflow_job("pure")
    assert 'SUDOKU_LENS_PURE: "1"' in job.split("\n    steps:\n")[0]
    assert {"ubuntu-latest", "windows-latest"} <= set(re.findall(r"[\w-]+-latest", job))
    run = [name for block in workflow_steps("pure") for name in shared_steps_in(block)]
    assert run[-2:] == ["install", "test"]
    assert 'solver engine: pure Python" ]]' in STEPS.read_text(encoding="utf-8")
