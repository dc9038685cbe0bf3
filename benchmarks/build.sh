# Shared by the benchmark scripts: builds the release `uim-parity` ($binary) and the parse
# floor ($parse_floor, benchmarks/parse-floor.c over the same grammar sources and
# libtree-sitter), rebuilding the floor only when its sources changed.
swift build -c release --product uim-parity >/dev/null
binary="$PWD/.build/release/uim-parity"
parse_floor="$PWD/.build/benchmarks/parse-floor"
if [ ! -x "$parse_floor" ] || [ -n "$(find benchmarks/parse-floor.c Sources/TreeSitterGrammars grammars/src -newer "$parse_floor" -print -quit)" ]; then
  mkdir -p "$(dirname "$parse_floor")"
  cc -O2 -o "$parse_floor" benchmarks/parse-floor.c Sources/TreeSitterGrammars/*.c \
    $(pkg-config --cflags --libs tree-sitter)
fi
