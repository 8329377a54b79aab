#!/usr/bin/env bash
# The package builds where its users are (macOS, Linux with Glibc or Musl), and the core layer
# depends on nothing but the standard library. This check fails when:
#   - a platform module (Darwin, Glibc, Musl) is imported anywhere but in a target's one
#     `System/` folder (where its operating-system code lives), or there outside
#     `#if canImport(...)`;
#   - a file of NavSimCore imports any module at all;
#   - Foundation is imported outside the files allowed to use it;
#   - a test file imports a module above its test target's layer: the tests of a layer (and its
#     support target) import only that layer and the ones below, the device check's tests only
#     the device check, the API tests only the `NavSim` umbrella and the core's support, never
#     `@testable`; or imports a module its target does not depend on in Package.swift.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
fail() { echo "check-imports: $*" >&2; status=1; }

import_re='^[[:space:]]*(@preconcurrency[[:space:]]+|@_exported[[:space:]]+|@testable[[:space:]]+)*import[[:space:]]+'

while IFS= read -r file; do
  while IFS=: read -r line text; do
    module=$(sed -E "s/${import_re}([A-Za-z_]+).*/\2/" <<<"$text")
    case "$module" in
      Darwin | Glibc | Musl)
        case "$file" in
          */System/*) ;;
          *) fail "$file:$line: imports $module outside the target's System/ folder" ;;
        esac
        ;;
      Foundation | FoundationEssentials)
        case "$file" in
          Sources/navfuzz/*) ;;
          *) fail "$file:$line: imports $module; the library uses only the standard library" ;;
        esac
        ;;
    esac
    case "$file" in
      Sources/NavSim/Core/*) fail "$file:$line: NavSimCore imports $module; it may import nothing" ;;
    esac
  done < <(grep -nE "${import_re}" "$file" | sed -E 's/^([0-9]+):/\1:/')
done < <(find Sources -name '*.swift' | sort)

# In each System/ file, platform imports sit inside #if canImport(...).
while IFS= read -r file; do
  awk '/^[[:space:]]*#if/ {d++} /^[[:space:]]*#endif/ {d--}
       /^[[:space:]]*(@preconcurrency[[:space:]]+)?import[[:space:]]+(Darwin|Glibc|Musl)/ && d<=0 {
         printf "%s:%d: platform import outside #if canImport(...)\n", FILENAME, NR; bad=1 }
       END { exit bad }' "$file" || status=1
done < <(find Sources -path '*/System/*.swift' | sort)

# Tests follow the layers. A module's rank is its layer's (a support target ranks with its
# layer; the device check with the export, which writes it into the UI test); a test folder's
# rank is its target's. A file may import modules of its rank or below; modules outside the
# package (Testing, Foundation, Synchronization, platform modules) and the allocation counter
# are free.
module_rank() {
  case "$1" in
    NavSimCore | NavSimTestSupport) echo 1 ;;
    NavSimScenario | NavSimScenarioTestSupport) echo 2 ;;
    NavSimSource | NavSimSourceTestSupport) echo 3 ;;
    NavSimSearch | NavSimSearchTestSupport) echo 4 ;;
    NavSimReporting | NavSimReportingTestSupport) echo 5 ;;
    NavSimExport | NavSimDeviceCheck) echo 6 ;;
    navfuzz) echo 7 ;;
    NavSimAllocationCounter) echo 0 ;;
    NavSim*) echo 99 ;;  # the umbrella (API tests only) or a module this script does not know
    *) echo 0 ;;
  esac
}
folder_rank() {
  case "$1" in
    Tests/NavSimTests/Core/* | Tests/NavSimTestSupport/*) echo 1 ;;
    Tests/NavSimTests/Scenario/* | Tests/NavSimScenarioTestSupport/*) echo 2 ;;
    Tests/NavSimTests/Source/* | Tests/NavSimSourceTestSupport/*) echo 3 ;;
    Tests/NavSimTests/Search/* | Tests/NavSimSearchTestSupport/*) echo 4 ;;
    Tests/NavSimTests/Reporting/* | Tests/NavSimReportingTestSupport/*) echo 5 ;;
    Tests/NavSimTests/Export/*) echo 6 ;;
    Tests/NavSimTests/navfuzz/*) echo 7 ;;
    *) echo "" ;;
  esac
}

# The target a test file belongs to, and the modules Package.swift lets that target import
# (its dependencies): an import the manifest does not declare may still compile, from a module
# another target built first, until a clean build of that target alone fails.
test_target() {
  case "$1" in
    Tests/NavSimTests/navfuzz/*) echo navfuzzTests ;;
    Tests/NavSimTests/*) sed -E 's|^Tests/NavSimTests/([^/]+)/.*|NavSim\1Tests|' <<<"$1" ;;
    Tests/*) sed -E 's|^Tests/([^/]+)/.*|\1|' <<<"$1" ;;
  esac
}
declared() {
  awk -v name="\"$1\"" '
    index($0, "name: " name) { inside = 1 }
    inside { print }
    inside && /path:/ { exit }' Package.swift | grep -oE '"[A-Za-z]+"' | tr -d '"'
}

while IFS= read -r file; do
  rank=$(folder_rank "$file")
  target=$(test_target "$file")
  dependencies=" $(declared "$target" | tr '\n' ' ')"
  while IFS=: read -r line text; do
    module=$(sed -E "s/${import_re}([A-Za-z_]+).*/\2/" <<<"$text")
    case "$file" in
      Tests/NavSimAPITests/*)
        case "$text" in *@testable*) fail "$file:$line: the API tests use the public API: no @testable" ;; esac
        case "$module" in
          NavSim | NavSimTestSupport) ;;
          NavSim* | navfuzz) fail "$file:$line: imports $module; the API tests import only NavSim" ;;
        esac
        ;;
      Tests/NavSimTests/DeviceCheck/*)
        case "$module" in
          NavSimDeviceCheck) ;;
          NavSim* | navfuzz) fail "$file:$line: imports $module; the device check's tests import only NavSimDeviceCheck" ;;
        esac
        ;;
      *)
        if [ -z "$rank" ]; then
          fail "$file: a test folder of no layer; give it one in Scripts/check-imports.sh"
          break
        fi
        if [ "$(module_rank "$module")" -gt "$rank" ]; then
          fail "$file:$line: imports $module, above its test target's layer; move the test to the folder of the lowest layer it needs"
        fi
        ;;
    esac
    case "$module" in
      NavSim* | navfuzz)
        case "$dependencies" in
          *" $module "*) ;;
          *) fail "$file:$line: imports $module, which $target does not depend on in Package.swift" ;;
        esac
        ;;
    esac
  done < <(grep -nE "${import_re}" "$file")
done < <(find Tests -name '*.swift' -not -path '*/Fixtures/*' -not -path '*/Golden/*' | sort)

[ "$status" -eq 0 ] && echo "check-imports: platform modules only in System/ folders, NavSimCore imports nothing, each test imports only its layer and the ones below"
exit "$status"
