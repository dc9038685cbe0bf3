# Shared by the benchmark scripts.
#
# `measure LABEL COMMAND…` prints the median wall time of $runs runs of COMMAND
# (`median_time COMMAND…` gives it in ms).
# `compare LABEL BASELINE_COMMAND -- COMMAND…` runs the two in alternation $runs times and
# prints the median of the per-pair ratios: on a noisy machine the two of a pair see the
# same load, so the ratio holds where the times drift.
# Output is discarded; exit 1 is expected for drift, but exit 2 means the command could
# not run, and timing it would measure nothing.

# Wall time of one run of COMMAND in nanoseconds, on stdout; fails on exit 2 or more.
run_once() {
  local start end status=0
  start=$(date +%s%N)
  "$@" >/dev/null 2>"${TMPDIR:-/tmp}/uim-parity-measure.err" || status=$?
  end=$(date +%s%N)
  if [ "$status" -ge 2 ]; then
    echo "measure: '$*' failed (exit $status): $(head -1 "${TMPDIR:-/tmp}/uim-parity-measure.err")" >&2
    return 1
  fi
  echo $((end - start))
}

# The median of the numbers on stdin (one per line).
median() {
  sort -g | awk '{ values[NR] = $1 } END { if (NR % 2) print values[(NR + 1) / 2]; else print (values[NR / 2] + values[NR / 2 + 1]) / 2 }'
}

# The median wall time of $runs runs of COMMAND in ms, on stdout; fails as run_once does.
median_time() {
  local times=()
  for _ in $(seq "$runs"); do times+=("$(run_once "$@")") || return 1; done
  printf '%s\n' "${times[@]}" | median | awk '{ print $1 / 1000000 }'
}

measure() {
  local label="$1" ms
  shift
  ms=$(median_time "$@") || return 1
  printf '%-62s %8.1f ms (median of %d runs)\n' "$label" "$ms" "$runs"
}

compare() {
  local label="$1"
  shift
  local baseline=()
  while [ "$1" != "--" ]; do baseline+=("$1"); shift; done
  shift
  local ratios=() base_times=() times=()
  for _ in $(seq "$runs"); do
    local base time
    base=$(run_once "${baseline[@]}") || return 1
    time=$(run_once "$@") || return 1
    base_times+=("$base")
    times+=("$time")
    ratios+=("$(awk -v t="$time" -v b="$base" 'BEGIN { print t / b }')")
  done
  printf '%-48s %6.2f x  (%.1f ms against %.1f ms, medians of %d pairs)\n' "$label" \
    "$(printf '%s\n' "${ratios[@]}" | median)" \
    "$(printf '%s\n' "${times[@]}" | median | awk '{ print $1 / 1000000 }')" \
    "$(printf '%s\n' "${base_times[@]}" | median | awk '{ print $1 / 1000000 }')" "$runs"
}
