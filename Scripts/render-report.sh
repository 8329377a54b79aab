#!/usr/bin/env bash
# Renders navfuzz's HTML reports in headless Chromium and fails on a blank or broken page.
#
#   Scripts/render-report.sh [OUT_DIR]       (default: .build/report-check)
#
# Makes four reports with the release navfuzz (NAVFUZZ=path to use another build): the seed
# campaign (`navfuzz --seed 1 --html`), the seed lockup's run, its window map (`sweep`) and
# `check scenarios`. For each: the DOM as Chromium parsed it must hold the page's elements
# (the verdict matrix, one SVG timeline per run section, the window map), and the screenshot
# (PNG) must not be blank (Scripts/check-png.py). Needs `chromium` (Debian: apt-get install
# chromium) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/report-check}"
mkdir -p "$out"

browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "render-report: no chromium on PATH (Debian: apt-get install -y chromium)" >&2
  exit 69
fi
if [ -z "${NAVFUZZ:-}" ]; then
  swift build -c release --product navfuzz >/dev/null
  NAVFUZZ="$(swift build -c release --show-bin-path)/navfuzz"
fi
NAVFUZZ="$(cd "$(dirname "$NAVFUZZ")" && pwd)/$(basename "$NAVFUZZ")"

# The reports; a finding is the expected outcome of most of them (exit 1).
(cd "$out" && "$NAVFUZZ" --seed 1 --html fuzz.html >/dev/null) || [ $? -eq 1 ]
"$NAVFUZZ" run scenarios/seed-lockup-iphone.nav --html "$out/run.html" >/dev/null || [ $? -eq 1 ]
"$NAVFUZZ" sweep scenarios/seed-lockup-iphone.nav --vary 'event 3=600ms..2800ms/50ms' \
  --vary 'stateLag=0ms..1500ms/50ms' --html "$out/sweep.html" >"$out/sweep.txt"
"$NAVFUZZ" check scenarios --html "$out/check.html" >/dev/null

chrome() {
  # A fresh profile each time; --no-sandbox because CI runs as root in a container.
  "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$out/profile" "$@" 2>/dev/null
}

failed=0
# page  height  elements the DOM must hold (grep -E patterns, each at least once)
check() {
  local page="$1" height="$2"
  shift 2
  local url="file://$(cd "$out" && pwd)/$page.html"
  chrome --dump-dom "$url" >"$out/$page.dom.html" || true
  if ! grep -q '</html>' "$out/$page.dom.html"; then
    echo "FAIL $page: Chromium did not load the page" >&2
    failed=1
    return
  fi
  for pattern in "$@"; do
    if ! grep -Eq "$pattern" "$out/$page.dom.html"; then
      echo "FAIL $page: the DOM lacks $pattern" >&2
      failed=1
    fi
  done
  # Every run section has its timeline.
  local articles timelines
  articles=$(grep -o '<article ' "$out/$page.dom.html" | wc -l)
  timelines=$(grep -o '<svg class="timeline"' "$out/$page.dom.html" | wc -l)
  if [ "$articles" -ne "$timelines" ]; then
    echo "FAIL $page: $articles run sections but $timelines timelines" >&2
    failed=1
  fi
  rm -f "$out/$page.png"
  chrome --window-size="1100,$height" --screenshot="$out/$page.png" "$url" >/dev/null || true
  if [ ! -s "$out/$page.png" ]; then
    echo "FAIL $page: no screenshot" >&2
    failed=1
    return
  fi
  if ! python3 Scripts/check-png.py "$out/$page.png"; then
    echo "FAIL $page: blank screenshot" >&2
    failed=1
    return
  fi
  echo "PASS $page ($articles runs): $out/$page.png"
}

check fuzz 1700 '<table class="matrix"' '<td class="cell"><a class="pill' '<svg class="timeline"' \
  'class="moment"' 'lockup judged at'
check run 1250 '<svg class="timeline"' 'orphaned pop: never ends' 'lockup judged at'
check sweep 1250 '<svg class="windowmap"' '<rect x=' 'lockup \([0-9]+ cells\)'
check check 1400 '<table class="matrix"' 'PASS ' '<svg class="timeline"'
rm -rf "$out/profile"
exit "$failed"
