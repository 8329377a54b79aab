#!/usr/bin/env bash
# Builds the fuzz binary the fuzz scripts share and prints its path:
#   Scripts/fuzz-build.sh
# Compiles Fuzz/*.swift (the libFuzzer entry and every fuzz target) together with the layers
# the targets read (Sources/NavSim/Core, Scenario and Source) as one module, with
# `swiftc -sanitize=fuzzer,address` (not a SwiftPM target, so normal builds are unaffected).
# `import NavSim…` lines between layers are dropped and names qualified by a layer
# (`NavSimCore.Screen`) are qualified by the one module, since everything is one module here.
# The layers' `public` and `package` declarations are made internal (the modifier dropped, at
# a declaration's start): whole-module optimisation then removes what no fuzz target reaches
# (most of the model) before optimising, and inlines the rest. Measured on two cores against
# the same build with the modifiers kept: 96 s (121 s of CPU) against 148 s (185 s), and three
# to four times the inputs a second (15 s each: the parser 28 375 inputs against 8 839, the
# scan target 11 197 against 2 440).
# The binary is built again only when a source or this script changed (a digest of them is kept
# beside it), so the second fuzz script of a CI run, or a second run, starts at once. Two
# scripts building at once would write the same files: build first, then fuzz side by side.
set -euo pipefail
cd "$(dirname "$0")/.."

work=.build/fuzz-targets
binary="$work/navsim-fuzz"
mkdir -p "$work"
# The fuzz folder's own Swift files only: its subfolders hold inputs (kept crash inputs).
sources=$( (find Sources/NavSim/Core Sources/NavSim/Scenario Sources/NavSim/Source -name '*.swift'
  find Fuzz -maxdepth 1 -name '*.swift') | LC_ALL=C sort)
# shellcheck disable=SC2086
digest=$(cat "$0" $sources | sha256sum | cut -d' ' -f1)
if [ -x "$binary" ] && [ "$(cat "$work/digest" 2>/dev/null)" = "$digest" ]; then
  echo "$binary"
  exit 0
fi

rm -rf "$work/src" "$work/digest"
mkdir -p "$work/src"
for file in $sources; do
  # Flatten the path into a unique name.
  name=$(echo "${file#Sources/NavSim/}" | tr '/' '_')
  internal=()
  case "$file" in
    Sources/*)
      # `public`, `package`, `public(set)`, `package(set)` (one or two of them) after the
      # indentation and any attributes of a declaration: dropped (internal).
      internal=(-e 's/^(\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*)((public|package)(\(set\))?\s+)+/\1/')
      ;;
  esac
  sed -E -e '/^(@_exported |@testable )?import NavSim[A-Za-z]*$/d' \
    -e 's/\bNavSim(Core|Scenario|Source)\./NavSimFuzz./g' "${internal[@]}" "$file" \
    >"$work/src/$name"
done

echo "== building $binary ($(ls "$work/src" | wc -l) files)" >&2
# Optimised as one whole module: with the declarations public it took 148 s (185 s of CPU)
# against 39 s unoptimised, and ran each target five to eight times as many inputs a second.
swiftc -wmo -num-threads 2 -sanitize=fuzzer,address -parse-as-library -O -module-name NavSimFuzz \
  -package-name NavSim -swift-version 6 "$work"/src/*.swift -o "$binary" >&2
echo "$digest" > "$work/digest"
echo "$binary"
