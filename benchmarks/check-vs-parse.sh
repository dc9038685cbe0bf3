#!/usr/bin/env bash
# Compares the wall time of `uim-parity check reference/` with parsing the same files
# alone (`uim-parity parse`, tree output discarded), on the release build.
# Usage: benchmarks/check-vs-parse.sh [RUNS]   (run from anywhere; builds release first)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
swift build -c release --product uim-parity >/dev/null
binary=".build/release/uim-parity"
mapfile -t files < <(find reference -type f \( -name '*.swift' -o -name '*.kt' -o -name '*.kts' -o -name '*.tsx' \) | sort)

source "benchmarks/measure.sh"

echo "files: ${#files[@]} under reference/"
measure "parse (all files)" "$binary" parse "${files[@]}"
measure "check reference/" "$binary" check reference/
measure "check --format json" "$binary" check reference/ --format json
measure "check --self-test (20,000 inputs each)" "$binary" check --self-test
