#!/usr/bin/env bash
# The package builds where its users are (macOS, Linux with Glibc or Musl), and the core layer
# depends on nothing but the standard library. This check fails when:
#   - a platform module (Darwin, Glibc, Musl) is imported anywhere but in a target's one
#     `System/` folder (where its operating-system code lives), or there outside
#     `#if canImport(...)`;
#   - a file of NavSimCore imports any module at all;
#   - Foundation is imported outside the files allowed to use it.
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

[ "$status" -eq 0 ] && echo "check-imports: platform modules only in System/ folders, NavSimCore imports nothing"
exit "$status"
