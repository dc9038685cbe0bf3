#!/usr/bin/env bash
# Measures `check --files` with one changed Kotlin file against a full check, on
# reference/ and on a generated library of 23 components (reference/ plus 20 copies of
# the Section Index under new names, each with its own rules). The hook is measured
# without its cache of the other components' token uses (--no-cache: the first commit)
# and with it (later commits), on copies (the cache is written in the checked folder).
# Usage: benchmarks/files-vs-full.sh [RUNS]   (builds release first)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
swift build -c release --product uim-parity >/dev/null
binary="$PWD/.build/release/uim-parity"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source "benchmarks/measure.sh"

# measure_hook LABEL ROOT FILE [OPTION…]: the hook without its cache, then with it (after
# one run that fills it, two seconds after the files were written: a file written in
# the last two seconds is not kept).
measure_hook() {
  local label="$1" root="$2" file="$3"
  shift 3
  measure "  --files $label, no cache" "$binary" check "$@" --no-cache --root "$root" --files "$file"
  sleep 2
  "$binary" check "$@" --root "$root" --files "$file" >/dev/null || [ $? -lt 2 ]
  measure "  --files $label, cached" "$binary" check "$@" --root "$root" --files "$file"
  compare "  cached against no cache, in alternation" "$binary" check "$@" --no-cache --root "$root" --files "$file" -- \
    "$binary" check "$@" --root "$root" --files "$file"
}

echo "reference/ (3 components):"
measure "  full check" "$binary" check reference/
# A copy: the cache is written in the checked folder.
cp -R reference "$work/reference"
measure_hook "kotlin/interactions/SectionIndex.kt" "$work/reference" "$work/reference/kotlin/interactions/SectionIndex.kt"

# A generated library: 20 more components, copies of the Section Index.
cp -R reference "$work/library"
cp -R rules "$work/rules"
for i in $(seq 1 20); do
  # The copies keep the constant facts; algorithms have one compiled canonical each, so
  # they stay with the original component.
  sed -e "s/^component: section-index$/component: section-index-$i/" -e '/^algorithms:/,$d' \
    rules/section-index.yml > "$work/rules/section-index-$i.yml"
  cp reference/swift/Interactions/SectionIndex.swift "$work/library/swift/Interactions/SectionIndex$i.swift"
  cp reference/kotlin/interactions/SectionIndex.kt "$work/library/kotlin/interactions/SectionIndex$i.kt"
  for flavor in uniwind nativewind stylesheet; do
    cp "reference/$flavor/components/interactions/section-index.tsx" \
      "$work/library/$flavor/components/interactions/section-index-$i.tsx"
  done
done
count=$(ls "$work/rules" | wc -l)
echo "generated library ($count components, $(find "$work/library" -type f | wc -l) files):"
measure "  full check" "$binary" check "$work/library" --rules "$work/rules"
measure_hook "kotlin/interactions/SectionIndex7.kt" "$work/library" "$work/library/kotlin/interactions/SectionIndex7.kt" --rules "$work/rules"
