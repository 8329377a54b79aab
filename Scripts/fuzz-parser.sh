#!/usr/bin/env bash
# Fuzzes the scenario parser and printer with libFuzzer for SECONDS (default 60):
#   Scripts/fuzz-parser.sh [SECONDS] [extra libFuzzer flags…]
# Builds Fuzz/ScenarioParserFuzz.swift together with the layers the parser is made of
# (Sources/NavSim/Core and Sources/NavSim/Scenario) as one module, with
# `swiftc -sanitize=fuzzer,address` (not a SwiftPM target, so normal builds are unaffected);
# `import NavSim…` lines between layers are dropped, since everything is one module here.
# The corpus starts from scenarios/ and Fuzz/regressions/ (kept crash inputs); new inputs go to
# .build/fuzz/corpus. A crash leaves `crash-*` in .build/fuzz and makes the script fail: copy
# it to Fuzz/regressions/ (the test suite replays that folder) and fix the parser.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

work=.build/fuzz
rm -rf "$work/src"
mkdir -p "$work/src" "$work/corpus"
find Sources/NavSim/Core Sources/NavSim/Scenario -name '*.swift' | sort | while read -r file; do
    # Flatten the path into a unique name; drop imports of the library's own modules.
    name=$(echo "${file#Sources/NavSim/}" | tr '/' '_')
    sed -E '/^(@_exported |@testable )?import NavSim[A-Za-z]*$/d' "$file" > "$work/src/$name"
  done
cp Fuzz/ScenarioParserFuzz.swift "$work/src/"

echo "== building $work/parser-fuzz ($(ls "$work/src" | wc -l) files)"
# One compiler job per processor: swiftc runs one by default, and this build is about a minute
# and a half of CI on one core.
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
swiftc -j "$jobs" -sanitize=fuzzer,address -parse-as-library -O -module-name NavSimParserFuzz -package-name NavSim \
  -swift-version 6 "$work"/src/*.swift -o "$work/parser-fuzz"

seeds=("scenarios")
[ -d Fuzz/regressions ] && seeds+=("Fuzz/regressions")
echo "== fuzzing for ${seconds}s"
# Swift's own crash backtracer would fight ASan's; libFuzzer reports the crash.
SWIFT_BACKTRACE=enable=no "$work/parser-fuzz" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
  -artifact_prefix="$work/" -print_final_stats=1 "$@" "$work/corpus" "${seeds[@]}"
