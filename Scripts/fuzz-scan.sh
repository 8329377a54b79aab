#!/usr/bin/env bash
# Fuzzes the Swift tokenizer and the navigation recogniser with libFuzzer for SECONDS (default
# 60):
#   Scripts/fuzz-scan.sh [SECONDS] [extra libFuzzer flags…]
# Runs the `scan` target (Fuzz/SourceScanFuzz.swift) of the fuzz binary Scripts/fuzz-build.sh
# builds, as Scripts/fuzz-parser.sh runs the parser's. The corpus starts from the Swift fixtures
# of the tests and Fuzz/scan-regressions/ (kept crash inputs); new inputs go to
# .build/fuzz-scan/corpus. A crash or an input slower than -timeout leaves `crash-*` or
# `timeout-*` in .build/fuzz-scan and makes the script fail: copy it to Fuzz/scan-regressions/
# and fix the reader.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

binary=$(Scripts/fuzz-build.sh)
work=.build/fuzz-scan
mkdir -p "$work/corpus"
seeds=("Tests/NavSimTests/Source/Fixtures")
[ -d Fuzz/scan-regressions ] && seeds+=("Fuzz/scan-regressions")
rm -rf "$work/seeds"
mkdir -p "$work/seeds"
# libFuzzer reads seed folders flat: the fixtures' files are copied into one.
find "${seeds[@]}" -type f ! -name README.md -exec cp {} "$work/seeds/" \;
echo "== fuzzing for ${seconds}s"
NAVSIM_FUZZ_TARGET=scan SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" \
  -max_len=16384 -timeout=5 -artifact_prefix="$work/" -print_final_stats=1 "$@" \
  "$work/corpus" "$work/seeds"
