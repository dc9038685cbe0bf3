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

# The facts alone: the built-in rules without their algorithms, as a library's rules
# (builtin-rules: false), on a copy of reference/. What a check costs before any
# algorithm is interpreted.
facts_only="$(mktemp -d)"
trap 'rm -rf "$facts_only"' EXIT
cp -r reference "$facts_only/reference"
mkdir "$facts_only/rules"
for rules in rules/*.yml; do
  awk '/^algorithms:/ { exit } { print }' "$rules" > "$facts_only/rules/$(basename "$rules")"
done
printf 'root: reference\nrules: rules\nbuiltin-rules: false\n' > "$facts_only/uim-parity.yml"
sed -n '/^sources:/,/^[a-z]/p' uim-parity.yml | sed '$d' >> "$facts_only/uim-parity.yml"
sed -n '/^tailwind:/,$p' uim-parity.yml >> "$facts_only/uim-parity.yml"
compare "check reference/, facts only (no algorithms)" "$parse_floor" "${files[@]}" -- "$binary" check "$facts_only/reference" --config "$facts_only/uim-parity.yml"
measure "check --self-test (20,000 inputs each)" "$binary" check --self-test
