#!/usr/bin/env bash
# Instructions, not seconds: `valgrind --tool=callgrind` counts what `check reference/`
# executes with --jobs 1 (one thread, so the count repeats run after run, however loaded
# the machine is) and what the parse floor executes on the same files, and prints both
# with their ratio. With BASELINE, another build's binary (a copy of an earlier
# .build/release/uim-parity), it counts that one too and prints the ratio to it: a change
# of a few percent shows here where wall times drown it. valgrind cannot read the Swift
# binaries' debug information, so copies without it are counted (symbols are kept, for
# callgrind_annotate of the .out files left in the printed folder).
# Usage: benchmarks/instructions.sh [BASELINE]   (builds release first; about a minute a count)
set -euo pipefail
cd "$(dirname "$0")/.."
baseline="${1:-}"
command -v valgrind >/dev/null || { echo "instructions: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ -z "$baseline" ] || [ -x "$baseline" ] || { echo "instructions: $baseline: not an executable" >&2; exit 2; }
source "benchmarks/build.sh"
work="$(mktemp -d)"
mapfile -t files < <(find reference -type f \( -name '*.swift' -o -name '*.kt' -o -name '*.kts' -o -name '*.tsx' -o -name '*.ts' \) | sort)

# count NAME COMMAND…: the instructions COMMAND executes; callgrind's output is kept as $work/NAME.out.
count() {
  local name="$1"
  shift
  local status=0
  valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" "$@" >/dev/null 2>"$work/$name.err" || status=$?
  [ "$status" -lt 2 ] || { echo "instructions: '$*' failed (exit $status): $(grep -v '^==' "$work/$name.err" | head -1)" >&2; exit 1; }
  grep -o 'Collected : [0-9]*' "$work/$name.err" | awk '{ print $3 }'
}

strip --strip-debug -o "$work/uim-parity" "$binary"
floor=$(count parse-floor "$parse_floor" "${files[@]}")
check=$(count check "$work/uim-parity" check reference/ --jobs 1)
printf '%-40s %14d instructions\n' "parse floor (${#files[@]} files)" "$floor"
printf '%-40s %14d instructions  %6.2f x the parse floor\n' "check reference/ --jobs 1" "$check" "$(echo "$check / $floor" | bc -l)"
if [ -n "$baseline" ]; then
  strip --strip-debug -o "$work/baseline" "$baseline"
  before=$(count baseline "$work/baseline" check reference/ --jobs 1)
  printf '%-40s %14d instructions  %6.2f x the parse floor; this build %.3f x\n' "baseline: check reference/ --jobs 1" \
    "$before" "$(echo "$before / $floor" | bc -l)" "$(echo "$check / $before" | bc -l)"
fi
echo "callgrind outputs: $work"
