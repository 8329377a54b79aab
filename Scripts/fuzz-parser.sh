#!/usr/bin/env bash
# Fuzzes the scenario parser and printer with libFuzzer for SECONDS (default 60):
#   Scripts/fuzz-parser.sh [SECONDS] [extra libFuzzer flags…]
# Runs the `parser` target (Fuzz/ScenarioParserFuzz.swift) of the fuzz binary
# Scripts/fuzz-build.sh builds. The corpus starts from scenarios/ and Fuzz/regressions/ (kept
# crash inputs); new inputs go to .build/fuzz/corpus. A crash leaves `crash-*` in .build/fuzz
# and makes the script fail: copy it to Fuzz/regressions/ (the test suite replays that folder)
# and fix the parser.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

binary=$(Scripts/fuzz-build.sh)
work=.build/fuzz
mkdir -p "$work/corpus"
seeds=("scenarios")
[ -d Fuzz/regressions ] && seeds+=("Fuzz/regressions")
echo "== fuzzing for ${seconds}s"
# Swift's own crash backtracer would fight ASan's; libFuzzer reports the crash.
NAVSIM_FUZZ_TARGET=parser SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" \
  -max_len=4096 -timeout=10 -artifact_prefix="$work/" -print_final_stats=1 "$@" \
  "$work/corpus" "${seeds[@]}"
