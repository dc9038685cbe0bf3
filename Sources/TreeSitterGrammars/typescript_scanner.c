// External scanner for the tsx and typescript grammars of tree-sitter-typescript 0.23.2.
//
// The PyPI sdist ships the grammars' parser.c but not the scanner header they share
// with JavaScript. The first eight external tokens are JavaScript's, in the same
// order, so they are delegated to tree-sitter-javascript's scanner. This file adds
// only what TypeScript needs on top of that:
//   - `_function_signature_automatic_semicolon`: the semicolon that ends an overload
//     signature (`function f(): T` + newline), which must not be inserted before a body;
//   - `__error_recovery`: valid only while the parser recovers from an error, when
//     every token is valid; the scanner then declines so that the grammar's own lexer
//     decides;
//   - the TypeScript meanings of `?` that are not a ternary: optional parameters and
//     properties (`a?: T`, `(a?) => …`, `f(a?, b)`).
#include "../../grammars/src/tsx/tree_sitter/parser.h"

#include <string.h>
#include <wctype.h>

enum TypeScriptToken {
  AUTOMATIC_SEMICOLON,
  TEMPLATE_CHARS,
  TERNARY_QMARK,
  HTML_COMMENT,
  LOGICAL_OR,
  ESCAPE_SEQUENCE,
  REGEX_PATTERN,
  JSX_TEXT,
  FUNCTION_SIGNATURE_AUTOMATIC_SEMICOLON,
  ERROR_RECOVERY,
};

// The tokens that tree-sitter-javascript's scanner knows, in the same order.
enum { JAVASCRIPT_TOKEN_COUNT = JSX_TEXT + 1 };

bool tree_sitter_javascript_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols);

static void skip_whitespace(TSLexer *lexer) {
  while (iswspace(lexer->lookahead)) {
    lexer->advance(lexer, true);
  }
}

// After a `?` the JavaScript scanner took as a ternary, looks past it without moving
// the token's end: a `:`, `)` or `,` can only follow an optional parameter or property.
static bool is_optional_marker(TSLexer *lexer) {
  skip_whitespace(lexer);
  switch (lexer->lookahead) {
    case ':':
    case ')':
    case ',':
      return true;
    default:
      return false;
  }
}

static bool scan_with_javascript(TSLexer *lexer, const bool *javascript_valid) {
  if (!tree_sitter_javascript_external_scanner_scan(NULL, lexer, javascript_valid)) {
    return false;
  }
  if (lexer->result_symbol == TERNARY_QMARK && is_optional_marker(lexer)) {
    return false;
  }
  return true;
}

// After a function signature, a line break ends it like a statement (automatic
// semicolon insertion), except where a `{` follows: that is the function's body.
static bool scan_function_signature_semicolon(TSLexer *lexer, const bool *valid_symbols) {
  bool javascript_valid[JAVASCRIPT_TOKEN_COUNT];
  memcpy(javascript_valid, valid_symbols, sizeof javascript_valid);
  javascript_valid[AUTOMATIC_SEMICOLON] = true;
  if (!scan_with_javascript(lexer, javascript_valid)) {
    return false;
  }
  if (lexer->result_symbol != AUTOMATIC_SEMICOLON) {
    return true;
  }
  if (lexer->lookahead == '{') {
    return false;
  }
  if (!valid_symbols[AUTOMATIC_SEMICOLON]) {
    lexer->result_symbol = FUNCTION_SIGNATURE_AUTOMATIC_SEMICOLON;
  }
  return true;
}

static bool scan(TSLexer *lexer, const bool *valid_symbols) {
  if (valid_symbols[ERROR_RECOVERY]) {
    return false;
  }
  if (valid_symbols[FUNCTION_SIGNATURE_AUTOMATIC_SEMICOLON]) {
    return scan_function_signature_semicolon(lexer, valid_symbols);
  }
  return scan_with_javascript(lexer, valid_symbols);
}

// The scanner keeps no state between tokens: nothing to create or serialize.

void *tree_sitter_tsx_external_scanner_create(void) { return NULL; }
void tree_sitter_tsx_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_tsx_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_tsx_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}
bool tree_sitter_tsx_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  return scan(lexer, valid_symbols);
}

void *tree_sitter_typescript_external_scanner_create(void) { return NULL; }
void tree_sitter_typescript_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_typescript_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_typescript_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}
bool tree_sitter_typescript_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  return scan(lexer, valid_symbols);
}
