#!/usr/bin/env bash
# How `uim-parity check` grows with the library: reference/ plus N generated components
# (benchmarks/generate-library.py) for N = 0, 10, 30 and 100. Prints each check's median
# wall time and peak RSS, the time per generated component above N = 0, and the growth
# of that per-component time from 10 to 100 (1.00 is linear); and, at each size, what
# the pre-commit hook's check of one changed file (the Section Index's Kotlin file) costs,
# which should not grow with the library: without its cache of the other components'
# token uses (--no-cache, the first commit) and with it (later commits; filled two
# seconds after the files were written: a file written in the last two is not kept).
# Usage: benchmarks/scaling.sh [RUNS] [N...]   (builds release first)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(0 10 30 100)
source "benchmarks/build.sh"
source "benchmarks/measure.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# peak_mb COMMAND…: the peak RSS of one run, in MB; fails when the command cannot run.
peak_mb() {
  local status=0
  /usr/bin/time -f "%M" -o "$work/rss" "$@" >/dev/null 2>&1 || status=$?
  [ "$status" -lt 2 ] || { echo "scaling: '$*' failed (exit $status)" >&2; return 1; }
  tail -1 "$work/rss" | awk '{ print $1 / 1024 }'
}

# (Each measurement is assigned before it is printed: a failure then stops the script.)
declare -A median_ms
for n in "${sizes[@]}"; do
  library="$work/library-$n"
  benchmarks/generate-library.py "$library" "$n" >/dev/null
  bytes=$(find "$library" -type f \( -name '*.swift' -o -name '*.kt' -o -name '*.tsx' \) -not -path '*/examples/*' -not -path '*/conflicts/*' -printf '%s\n' | awk '{ s += $1 } END { print s }')
  median_ms[$n]=$(median_time "$binary" check "$library")
  rss=$(peak_mb "$binary" check "$library")
  printf '%4d generated components (%6.2f MB of sources): %8.1f ms, %6.1f MB peak RSS\n' \
    "$n" "$(echo "$bytes / 1048576" | bc -l)" "${median_ms[$n]}" "$rss"
  hook=("$binary" check --root "$library" --files "$library/kotlin/interactions/SectionIndex.kt")
  hook_ms=$(median_time "${hook[@]}" --no-cache)
  hook_rss=$(peak_mb "${hook[@]}" --no-cache)
  printf '     the hook: check --files SectionIndex.kt, no cache:  %8.1f ms, %6.1f MB peak RSS\n' "$hook_ms" "$hook_rss"
  sleep 2
  "${hook[@]}" >/dev/null 2>&1 || [ $? -lt 2 ]
  hook_ms=$(median_time "${hook[@]}")
  hook_rss=$(peak_mb "${hook[@]}")
  printf '     the hook: check --files SectionIndex.kt, cached:    %8.1f ms, %6.1f MB peak RSS\n' "$hook_ms" "$hook_rss"
done
if [ -n "${median_ms[0]:-}" ]; then
  for n in "${sizes[@]}"; do
    [ "$n" -gt 0 ] || continue
    printf 'per generated component at %3d: %6.1f ms\n' "$n" "$(echo "(${median_ms[$n]} - ${median_ms[0]}) / $n" | bc -l)"
  done
  if [ -n "${median_ms[10]:-}" ] && [ -n "${median_ms[100]:-}" ]; then
    printf 'growth of the per-component time, 10 -> 100: %.2f\n' \
      "$(echo "((${median_ms[100]} - ${median_ms[0]}) / 100) / ((${median_ms[10]} - ${median_ms[0]}) / 10)" | bc -l)"
  fi
fi
