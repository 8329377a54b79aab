#!/usr/bin/env bash
# Rewrites every marked sample of output in README.md and docs/*.md from the tool's real output
# (Scripts/doc-samples.py: a `<!-- sample: COMMAND -->` line above a fenced block). Run it after
# a change of output; the test DocSamplesTests fails until then. Extra arguments name the files
# (default: all). `--check` instead of rewriting only says which samples differ.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=--write
if [ "${1:-}" = "--check" ]; then
  mode=--check
  shift
fi
swift build -c release --product navfuzz >&2
exec python3 Scripts/doc-samples.py "$mode" --navfuzz "$(swift build -c release --show-bin-path)/navfuzz" "$@"
