#!/usr/bin/env bash
# Peak memory per source byte (issue 12's budget: under 40), on a copy of reference/ whose
# Kotlin Section Index is grown to just under the 5 MB file limit. Prints the peak RSS of
# the parse floor (tree-sitter alone), of `uim-parity parse` and of `uim-parity check`.
# Usage: benchmarks/memory.sh [SIZE_BYTES]   (builds release and the parse floor first)
set -euo pipefail
cd "$(dirname "$0")/.."
size="${1:-4900000}"
source "benchmarks/build.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

benchmarks/big-file.py "$work/library" "$size"
big="$work/library/kotlin/interactions/SectionIndex.kt"
bytes=$(stat -c %s "$big")

peak() {
  local label="$1"
  shift
  local status=0
  /usr/bin/time -f "%M %e" -o "$work/time" "$@" >/dev/null 2>"$work/err" || status=$?
  if [ "$status" -ge 2 ]; then
    echo "memory: '$label' failed (exit $status): $(head -1 "$work/err")" >&2
    return 1
  fi
  read -r kilobytes seconds < <(tail -1 "$work/time")
  printf '%-28s %7.1f MB peak  %5.1f bytes per source byte  %6.2f s\n' "$label" \
    "$(echo "$kilobytes / 1024" | bc -l)" "$(echo "$kilobytes * 1024 / $bytes" | bc -l)" "$seconds"
}

echo "one Kotlin file of $bytes bytes, in a copy of reference/:"
peak "parse floor (C)" "$parse_floor" "$big"
peak "uim-parity parse" "$binary" parse "$big"
peak "uim-parity check" "$binary" check "$work/library"
