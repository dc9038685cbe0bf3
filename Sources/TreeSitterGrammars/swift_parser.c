// Compiles the fetched swift parser.c (grammars/src is git-ignored; grammars/fetch lays it out).
#if !__has_include("../../grammars/src/swift/parser.c")
#error "tree-sitter grammar sources are missing: run scripts/setup"
#endif
#pragma clang diagnostic ignored "-Weverything"
#include "../../grammars/src/swift/parser.c"
