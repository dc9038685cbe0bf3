#!/usr/bin/env bash
# The cost of `uim-parity check reference/` against the floor: a C program that only
# parses the same files with the same grammars (benchmarks/parse-floor.c). Prints the
# median ratio of alternating pairs, and for reference the tool's own `parse`.
# Usage: benchmarks/check-vs-parse.sh [RUNS]   (run from anywhere; builds release first)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
source "benchmarks/build.sh"
source "benchmarks/measure.sh"
mapfile -t files < <(find reference -type f \( -name '*.swift' -o -name '*.kt' -o -name '*.kts' -o -name '*.tsx' -o -name '*.ts' \) | sort)

echo "${#files[@]} files under reference/, ratios to the parse floor ($("$parse_floor" "${files[@]}")):"
compare "uim-parity parse (tree printed, discarded)" "$parse_floor" "${files[@]}" -- "$binary" parse "${files[@]}"
compare "check reference/" "$parse_floor" "${files[@]}" -- "$binary" check reference/
compare "check reference/ --format json" "$parse_floor" "${files[@]}" -- "$binary" check reference/ --format json
measure "check --self-test (20,000 inputs each)" "$binary" check --self-test
