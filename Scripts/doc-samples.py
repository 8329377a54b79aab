#!/usr/bin/env python3
"""The docs' samples of output, checked against (or rewritten from) the tool's real output.

A sample is a fenced block right after a marker line naming the shell command that makes it:

    <!-- sample: navfuzz --seed 1 -->
    ```
    navfuzz fuzz: seed 1, profile ios17, app seed, strategy coverage
    ...
    ```

The block holds the command's standard output. Lines at the block's top that start with "$ "
(and the lines they continue with a trailing backslash) are the prompt a reader sees; they are
kept as written and the output follows them. `<!-- sample-setup: COMMAND -->` runs a command
with no block (to write a file a later sample reads).

Commands run with `sh -c`, `navfuzz` first on the PATH, in one scratch folder for the whole
run (files in order: README.md, then docs/*.md by name; samples in document order), which
holds `scenarios` (the repository's) and where `$REPO` is the repository's root. A command run
twice is run once (outputs are deterministic).

Usage: doc-samples.py --check|--write [--navfuzz PATH] [FILE...]
  --check   exit 1 and print each differing sample as a diff (the test runs this)
  --write   rewrite the samples in place (Scripts/regenerate-doc-samples.sh runs this)
"""

import argparse
import difflib
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

MARKER = re.compile(r"^<!-- sample(-setup)?: (.+) -->$")


def samples(lines):
    """(marker line index, setup, command, block start, block end) for each marker; the block
    is lines[start:end], between its fences. Raises ValueError on a marker with no block."""
    out = []
    for i, line in enumerate(lines):
        m = MARKER.match(line)
        if not m:
            continue
        setup, command = m.group(1) is not None, m.group(2)
        if setup:
            out.append((i, True, command, None, None))
            continue
        j = i + 1
        if j >= len(lines) or not lines[j].startswith("```"):
            raise ValueError(f"line {i + 1}: a sample marker not followed by a fenced block")
        k = j + 1
        while k < len(lines) and not lines[k].startswith("```"):
            k += 1
        if k >= len(lines):
            raise ValueError(f"line {j + 1}: an unterminated fenced block")
        out.append((i, False, command, j + 1, k))
    return out


def prompt(block):
    """The block's leading prompt lines (`$ ...` and their continuations)."""
    n = 0
    continued = False
    while n < len(block) and (continued or block[n].startswith("$ ")):
        continued = block[n].endswith("\\")
        n += 1
    return block[:n]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--write", action="store_true")
    parser.add_argument("--navfuzz", help="the navfuzz executable (default: on the PATH)")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()

    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    files = args.files or ["README.md"] + sorted(glob.glob(os.path.join("docs", "*.md"), root_dir=repo))
    navfuzz = args.navfuzz or shutil.which("navfuzz")
    if not navfuzz or not os.access(navfuzz, os.X_OK):
        print("doc-samples: no navfuzz executable (build it, or pass --navfuzz)", file=sys.stderr)
        return 66
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(os.path.abspath(navfuzz)) + os.pathsep + env.get("PATH", "")
    env["REPO"] = repo
    env["LC_ALL"] = "C"

    scratch = tempfile.mkdtemp(prefix="navsim-doc-samples-")
    os.symlink(os.path.join(repo, "scenarios"), os.path.join(scratch, "scenarios"))
    outputs = {}
    differing = 0
    checked = 0
    try:
        for name in files:
            path = os.path.join(repo, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            lines = text.split("\n")
            try:
                found = samples(lines)
            except ValueError as error:
                print(f"{name}:{error}", file=sys.stderr)
                return 65
            replacements = []
            for marker, setup, command, start, end in found:
                if setup or command not in outputs:
                    run = subprocess.run(
                        ["sh", "-c", command], cwd=scratch, env=env, stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE, text=True, timeout=1800)
                    if run.returncode >= 64 and not setup and not run.stdout:
                        print(f"{name}:{marker + 1}: `{command}` failed ({run.returncode}): "
                              + run.stderr.strip(), file=sys.stderr)
                    if setup:
                        continue
                    outputs[command] = run.stdout
                output = outputs[command]
                block = lines[start:end]
                body = prompt(block) + (output[:-1] if output.endswith("\n") else output).split("\n")
                if output == "":
                    body = prompt(block)
                checked += 1
                if body != block:
                    differing += 1
                    replacements.append((start, end, body))
                    if args.check:
                        print(f"{name}:{start + 1}: the sample of `{command}` differs from its output:")
                        sys.stdout.writelines(
                            line + "\n"
                            for line in difflib.unified_diff(
                                block, body, "in the doc", "the output", lineterm=""))
            if args.write and replacements:
                for start, end, body in reversed(replacements):
                    lines[start:end] = body
                with open(path, "w", encoding="utf-8") as f:
                    f.write("\n".join(lines))
                print(f"doc-samples: rewrote {len(replacements)} sample(s) in {name}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if args.check:
        print(f"doc-samples: {checked} samples, {differing} differ"
              + ("; run Scripts/regenerate-doc-samples.sh" if differing else ""))
        return 1 if differing else 0
    print(f"doc-samples: {checked} samples, {differing} rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
