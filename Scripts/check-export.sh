#!/usr/bin/env bash
# Exports every scenario under scenarios/ in every format (navfuzz export) and checks what can
# be checked on this machine:
#   - every generated Swift file parses (`swiftc -parse`), and every export type-checks
#     against the stub modules of Scripts/stubs (Linux has no SwiftUI, UIKit or XCTest for
#     iOS: nothing is built or run here; docs/DEVICE.md);
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

# Every export type-checks against the stub modules of Scripts/stubs (the SwiftUI, UIKit,
# Combine and XCTest declarations the exports use, with their real signatures): the app's
# files as one module, the UI test's as another, as Xcode builds them. The stubs declare and do
# nothing, and availability is not enforced off iOS: this checks names, types, overloads and
# actor isolation, not behaviour. `import UIKit.UIGestureRecognizerSubclass` (a Clang
# submodule, which a Swift stub cannot be) is dropped first; the stubs let `state` be set.
stubs="$out/.stubs"
mkdir -p "$stubs"
for module in UIKit Combine SwiftUI XCTest; do
  swiftc -swift-version 5 -parse-as-library -emit-module -module-name "$module" -I "$stubs" \
    -o "$stubs/$module.swiftmodule" "Scripts/stubs/$module.swift"
done
typecheck() { # FOLDER: the app's module, then the UI test's (one frontend job each)
  set -euo pipefail
  local dir="$1" app=()
  while IFS= read -r file; do
    if grep -q '^import UIKit.UIGestureRecognizerSubclass$' "$file"; then
      sed '/^import UIKit.UIGestureRecognizerSubclass$/d' "$file" >"$file.checked.swift"
      app+=("$file.checked.swift")
    else
      app+=("$file")
    fi
  done < <(find "$dir/App" -name '*.swift' ! -name '*.checked.swift' | LC_ALL=C sort)
  swiftc -frontend -typecheck -swift-version 5 -parse-as-library -module-name NavSimRepro \
    -I "$stubs" "${app[@]}"
  swiftc -frontend -typecheck -swift-version 5 -parse-as-library \
    -module-name NavSimReproUITests -I "$stubs" "$dir"/UITests/*.swift
  find "$dir/App" -name '*.checked.swift' -delete
}
export -f typecheck
export stubs
find "$out" -mindepth 1 -maxdepth 1 -type d ! -name '.stubs' -print0 | LC_ALL=C sort -z \
  | xargs -0 -P "${CHECK_JOBS:-2}" -I{} bash -c 'typecheck "$1"' _ {}
typechecked=$(find "$out" -mindepth 1 -maxdepth 1 -type d ! -name '.stubs' | wc -l | tr -d ' ')

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
echo "check-export: $count scenarios exported, $n Swift files parse, $typechecked exports type-check against Scripts/stubs, $scripts run.sh pass bash -n; $checked"
