#!/usr/bin/env bash
# Lists the Swift files under Sources over 500 lines and the functions (func, init, subscript,
# computed var, closures stored in `static let`) over 80 lines, longest first: what to
# shorten next (docs/ARCHITECTURE.md, "Sizes"). Reports only and exits 0; with
# --strict it exits 1 when anything is listed, with --strict-files when a file is. Limits:
# --files N, --functions N.
set -euo pipefail
cd "$(dirname "$0")/.."
strict=0
files=500
functions=80
while [ $# -gt 0 ]; do
  case "$1" in
    --strict) strict=1 ;;
    --strict-files) strict=2 ;;
    --files) files="$2"; shift ;;
    --functions) functions="$2"; shift ;;
    -h | --help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check-sizes: unknown argument '$1'" >&2; exit 64 ;;
  esac
  shift
done
python3 - "$files" "$functions" "$strict" <<'PY'
import os, re, sys

file_limit, function_limit, strict = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
START = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|static|"
    r"class|final|override|mutating|nonmutating|nonisolated|convenience|required|lazy)\s+)*"
    r"(?:func\s+([^\s(<]+)|(init)[?!]?\s*[(<]|(subscript)\s*[(<]|(?:var|let)\s+(\w+)\b[^=]*\{\s*$)")

def code(line, in_string):
    """The line's braces outside strings and comments, and whether a multi-line string is open
    at its end."""
    out = []
    i = 0
    while i < len(line):
        if in_string:
            j = line.find('"""', i)
            if j < 0:
                return "".join(out), True
            in_string = False
            i = j + 3
            continue
        if line.startswith('"""', i):
            in_string = True
            i += 3
            continue
        if line.startswith("//", i):
            break
        c = line[i]
        if c == '"':
            j = i + 1
            while j < len(line) and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            i = j + 1
            continue
        if c in "{}":
            out.append(c)
        i += 1
    return "".join(out), in_string

big_files, long_functions = [], []
for root, dirs, names in os.walk("Sources"):
    dirs.sort()
    for name in sorted(names):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(root, name)
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        count = len(lines) - (1 if lines and lines[-1] == "" else 0)
        if count > file_limit:
            big_files.append((count, path))
        in_string = False
        open_functions = []  # (name, first line, depth before it)
        depth = 0
        for number, line in enumerate(lines, 1):
            m = None if in_string else START.match(line)
            if m:
                # A declaration never opened (a protocol's requirement) ends at the next one.
                while open_functions and not open_functions[-1][3]:
                    open_functions.pop()
                label = next(g for g in m.groups() if g)
                open_functions.append([label, number, depth, False])
            braces, in_string = code(line, in_string)
            for c in braces:
                depth += 1 if c == "{" else -1
                if c == "{" and open_functions and not open_functions[-1][3]:
                    open_functions[-1][3] = depth == open_functions[-1][2] + 1
            while open_functions and open_functions[-1][3] and depth <= open_functions[-1][2]:
                label, first, _, _ = open_functions.pop()
                length = number - first + 1
                if length > function_limit:
                    long_functions.append((length, f"{path}:{first}", label))
for title, rows in ((f"files over {file_limit} lines", big_files),):
    print(f"{title}: {len(rows)}")
    for count, path in sorted(rows, key=lambda r: (-r[0], r[1])):
        print(f"  {count:5}  {path}")
print(f"functions over {function_limit} lines: {len(long_functions)}")
for length, place, label in sorted(long_functions, key=lambda r: (-r[0], r[1])):
    print(f"  {length:5}  {place}  {label}")
sys.exit(1 if (strict == 1 and (big_files or long_functions)) or (strict == 2 and big_files) else 0)
PY
