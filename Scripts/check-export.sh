#!/usr/bin/env bash
# Exports every scenario under scenarios/ in every format (navfuzz export) and checks what can
# be checked on this machine:
#   - every generated Swift file parses (`swiftc -parse`: syntax only; Linux has no SwiftUI,
#     UIKit or XCTest for iOS, so nothing is built here; docs/DEVICE.md);
#   - every run.sh passes `bash -n`;
#   - every generated JSON file is valid JSON, and the Appium script compiles (python3), when
#     python3 is installed.
# Usage: Scripts/check-export.sh  (NAVFUZZ=path/to/navfuzz to use a built binary; default: the
# debug build, built if needed)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${NAVFUZZ:-}" ]; then
  swift build --product navfuzz >/dev/null
  NAVFUZZ="$(swift build --show-bin-path)/navfuzz"
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

count=0
while IFS= read -r file; do
  name="${file#scenarios/}"
  "$NAVFUZZ" export "$file" --out "$out/${name//\//_}" >/dev/null
  count=$((count + 1))
done < <(find scenarios -name '*.nav' | LC_ALL=C sort)

# The frontend's parse (what `swiftc -parse` runs) over every file at once: the driver would
# refuse two apps' files of the same name.
n=$(find "$out" -name '*.swift' | wc -l | tr -d ' ')
find "$out" -name '*.swift' -print0 | xargs -0 swiftc -frontend -parse

# Every run.sh is valid bash (`bash -n`: syntax only; it needs Xcode to run).
scripts=0
while IFS= read -r script; do
  bash -n "$script"
  scripts=$((scripts + 1))
done < <(find "$out" -name 'run.sh' | LC_ALL=C sort)

if command -v python3 >/dev/null 2>&1; then
  find "$out" \( -name '*.json' -o -name '*.py' \) -print0 | xargs -0 python3 -c '
import json, sys
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    if path.endswith(".json"):
        json.loads(text)
    else:
        compile(text, path, "exec")
'
  checked="JSON and Python checked"
else
  checked="python3 not found: JSON and Python not checked"
fi
echo "check-export: $count scenarios exported, $n Swift files parse, $scripts run.sh pass bash -n; $checked"
