# Shared by the benchmark scripts: `measure LABEL COMMAND…` prints the mean wall time of
# $runs runs of COMMAND (output discarded; a non-zero exit is expected for drift).
measure() {
  local label="$1"
  shift
  local start end total=0
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    total=$((total + end - start))
  done
  printf '%-44s %8.1f ms (mean of %d runs)\n' "$label" "$(echo "$total / $runs / 1000000" | bc -l)" "$runs"
}
