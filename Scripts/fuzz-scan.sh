#!/usr/bin/env bash
# Fuzzes the Swift tokenizer and the navigation recogniser with libFuzzer for SECONDS (default
# 60):
#   Scripts/fuzz-scan.sh [SECONDS] [extra libFuzzer flags…]
# Builds Fuzz/SourceScanFuzz.swift together with the layers the scan is made of
# (Sources/NavSim/Core, Scenario and Source) as one module, with
# `swiftc -sanitize=fuzzer,address` (not a SwiftPM target, so normal builds are unaffected), as
# Scripts/fuzz-parser.sh does for the parser. The corpus starts from the Swift fixtures of the
# tests and Fuzz/scan-regressions/ (kept crash inputs); new inputs go to .build/fuzz-scan/corpus.
# A crash or an input slower than -timeout leaves `crash-*` or `timeout-*` in .build/fuzz-scan
# and makes the script fail: copy it to Fuzz/scan-regressions/ and fix the reader.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

work=.build/fuzz-scan
rm -rf "$work/src"
mkdir -p "$work/src" "$work/corpus"
find Sources/NavSim/Core Sources/NavSim/Scenario Sources/NavSim/Source -name '*.swift' | sort |
  while read -r file; do
    # Flatten the path into a unique name; drop imports of the library's own modules, and
    # qualify by this one module what is qualified by a layer (`NavSimCore.Screen`).
    name=$(echo "${file#Sources/NavSim/}" | tr '/' '_')
    sed -E -e '/^(@_exported |@testable )?import NavSim[A-Za-z]*$/d' \
      -e 's/\bNavSim(Core|Scenario|Source)\./NavSimScanFuzz./g' "$file" > "$work/src/$name"
  done
cp Fuzz/SourceScanFuzz.swift "$work/src/"

echo "== building $work/scan-fuzz ($(ls "$work/src" | wc -l) files)"
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
swiftc -j "$jobs" -sanitize=fuzzer,address -parse-as-library -O -module-name NavSimScanFuzz \
  -package-name NavSim -swift-version 6 "$work"/src/*.swift -o "$work/scan-fuzz"

seeds=("Tests/NavSimTests/Source/Fixtures")
[ -d Fuzz/scan-regressions ] && seeds+=("Fuzz/scan-regressions")
mkdir -p "$work/seeds"
# libFuzzer reads seed folders flat: the fixtures' files are copied into one.
find "${seeds[@]}" -type f ! -name README.md -exec cp {} "$work/seeds/" \;
echo "== fuzzing for ${seconds}s"
SWIFT_BACKTRACE=enable=no "$work/scan-fuzz" -max_total_time="$seconds" -max_len=16384 -timeout=5 \
  -artifact_prefix="$work/" -print_final_stats=1 "$@" "$work/corpus" "$work/seeds"
