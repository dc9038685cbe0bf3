#!/usr/bin/env bash
# Measures `check --files` with one changed Kotlin file against a full check, on
# reference/ and on a generated library of 23 components (reference/ plus 20 copies of
# the Section Index under new names, each with its own rules).
# Usage: benchmarks/files-vs-full.sh [RUNS]   (builds release first)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
swift build -c release --product uim-parity >/dev/null
binary="$PWD/.build/release/uim-parity"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source "benchmarks/measure.sh"

echo "reference/ (3 components):"
measure "  full check" "$binary" check reference/
measure "  --files kotlin/interactions/SectionIndex.kt" \
  "$binary" check --root reference --files reference/kotlin/interactions/SectionIndex.kt

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
measure "  --files kotlin/interactions/SectionIndex7.kt" \
  "$binary" check --rules "$work/rules" --root "$work/library" --files "$work/library/kotlin/interactions/SectionIndex7.kt"
