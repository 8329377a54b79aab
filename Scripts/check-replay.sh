#!/usr/bin/env bash
# Every finding file navfuzz writes replays: for seeds 1 to 5, fuzz with one, two and three
# fingers, every profile, and a tree app without app events, then `navfuzz check` each --out.
# A file that does not replay (or a campaign that says it left one unwritten) fails.
#   NAVFUZZ=.build/release/navfuzz Scripts/check-replay.sh [SEEDS]
set -euo pipefail
cd "$(dirname "$0")/.."
navfuzz="${NAVFUZZ:-.build/release/navfuzz}"
seeds="${1:-1 2 3 4 5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
runs=0
for seed in $seeds; do
  for options in "--fingers 1" "--fingers 2" "--fingers 3" "--profile all" \
    "--fingers 2 --app-events off --app scenarios/tree/app-flow-item-sheet-stack-cover.nav"; do
    out="$work/out"
    rm -rf "$out"
    # shellcheck disable=SC2086
    "$navfuzz" --seed "$seed" $options --out "$out" >"$work/stdout" || [ $? -eq 1 ]
    if grep -q "^not written:" "$work/stdout"; then
      echo "check-replay: --seed $seed $options left a finding unwritten (it did not replay):" >&2
      grep "^not written:" "$work/stdout" >&2
      exit 1
    fi
    if ls "$out"/*.nav "$out"/*/*.nav >/dev/null 2>&1; then
      if ! "$navfuzz" check "$out" >"$work/check" 2>&1; then
        echo "check-replay: files of --seed $seed $options do not replay:" >&2
        grep -v "^PASS" "$work/check" >&2
        exit 1
      fi
    fi
    runs=$((runs + 1))
  done
done
echo "check-replay: $runs campaigns, every finding file replays"
