# Shared by the benchmark scripts: `measure LABEL COMMAND…` prints the mean wall time of
# $runs runs of COMMAND (output discarded; exit 1 is expected for drift, but exit 2 means
# the command could not run, and timing it would measure nothing).
measure() {
  local label="$1"
  shift
  local start end total=0
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    local status=0
    "$@" >/dev/null 2>"${TMPDIR:-/tmp}/uim-parity-measure.err" || status=$?
    end=$(date +%s%N)
    if [ "$status" -ge 2 ]; then
      echo "measure: '$label' failed (exit $status): $(head -1 "${TMPDIR:-/tmp}/uim-parity-measure.err")" >&2
      return 1
    fi
    total=$((total + end - start))
  done
  printf '%-44s %8.1f ms (mean of %d runs)\n' "$label" "$(echo "$total / $runs / 1000000" | bc -l)" "$runs"
}
