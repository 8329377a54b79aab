#!/usr/bin/env bash
# Every finding file navfuzz writes replays: for seeds 1 to 5, fuzz with one, two and three
# fingers, every profile, and a tree app without app events, then `navfuzz check` each --out.
# A file that does not replay (or a campaign that says it left one unwritten) fails.
#   NAVFUZZ=.build/release/navfuzz Scripts/check-replay.sh [SEEDS]
# The campaigns run two at a time (CHECK_JOBS, default: the processors), each with --jobs 1:
# a campaign's stdout and files are the same for any --jobs, and two campaigns keep two cores
# busier than one campaign's two workers do.
set -euo pipefail
cd "$(dirname "$0")/.."
export navfuzz="${NAVFUZZ:-.build/release/navfuzz}"
seeds="${1:-1 2 3 4 5}"
export work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

campaign() { # N SEED OPTIONS…: one campaign in its own folder, then `check` on what it wrote
  set -euo pipefail
  local n="$1" seed="$2"
  shift 2
  local out="$work/$n/out"
  mkdir -p "$work/$n"
  "$navfuzz" --seed "$seed" "$@" --jobs 1 --out "$out" >"$work/$n/stdout" || [ $? -eq 1 ]
  if grep -q "^not written:" "$work/$n/stdout"; then
    echo "check-replay: --seed $seed $* left a finding unwritten (it did not replay):" >&2
    grep "^not written:" "$work/$n/stdout" >&2
    return 1
  fi
  if ls "$out"/*.nav "$out"/*/*.nav >/dev/null 2>&1; then
    if ! "$navfuzz" check "$out" >"$work/$n/check" 2>&1; then
      echo "check-replay: files of --seed $seed $* do not replay:" >&2
      grep -v "^PASS" "$work/$n/check" >&2
      return 1
    fi
  fi
}
export -f campaign

runs=0
list="$work/campaigns"
: >"$list"
for seed in $seeds; do
  for options in "--fingers 1" "--fingers 2" "--fingers 3" "--profile all" \
    "--fingers 2 --app-events off --app scenarios/tree/app-flow-item-sheet-stack-cover.nav"; do
    runs=$((runs + 1))
    echo "$runs $seed $options" >>"$list"
  done
done
jobs="${CHECK_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}"
# Each line is one campaign's arguments (words without spaces); xargs fails if any fails.
xargs -P "$jobs" -L 1 bash -c 'campaign "$@"' _ <"$list"
echo "check-replay: $runs campaigns, every finding file replays"
