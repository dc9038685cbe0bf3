// A string-backed TSLexer, so the tsx external scanner can be tested on its own,
// without the parser deciding which tokens are valid.
#include "ScannerHarness.h"

#include "../../grammars/src/tsx/tree_sitter/parser.h"

#include <string.h>

bool tree_sitter_tsx_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols);

typedef struct {
  TSLexer lexer;
  const char *text;
  uint32_t length;
  uint32_t position;
  uint32_t token_end;
  bool marked;
} StringLexer;

static void string_lexer_advance(TSLexer *base, bool skip) {
  StringLexer *self = (StringLexer *)base;
  if (self->position < self->length) {
    self->position += 1;
  }
  (void)skip;
  self->lexer.lookahead = self->position < self->length ? (unsigned char)self->text[self->position] : 0;
}

static void string_lexer_mark_end(TSLexer *base) {
  StringLexer *self = (StringLexer *)base;
  self->token_end = self->position;
  self->marked = true;
}

static uint32_t string_lexer_get_column(TSLexer *base) {
  StringLexer *self = (StringLexer *)base;
  uint32_t column = 0;
  for (uint32_t i = self->position; i > 0 && self->text[i - 1] != '\n'; i--) {
    column++;
  }
  return column;
}

static bool string_lexer_is_at_included_range_start(const TSLexer *base) {
  (void)base;
  return false;
}

static bool string_lexer_eof(const TSLexer *base) {
  const StringLexer *self = (const StringLexer *)base;
  return self->position >= self->length;
}

ScannerResult scan_tsx(const char *text, const bool *valid_symbols) {
  StringLexer lexer = {0};
  lexer.text = text;
  lexer.length = (uint32_t)strlen(text);
  lexer.lexer.advance = string_lexer_advance;
  lexer.lexer.mark_end = string_lexer_mark_end;
  lexer.lexer.get_column = string_lexer_get_column;
  lexer.lexer.is_at_included_range_start = string_lexer_is_at_included_range_start;
  lexer.lexer.eof = string_lexer_eof;
  lexer.lexer.lookahead = lexer.length > 0 ? (unsigned char)text[0] : 0;
  ScannerResult result = {0};
  result.recognized = tree_sitter_tsx_external_scanner_scan(NULL, &lexer.lexer, valid_symbols);
  result.symbol = lexer.lexer.result_symbol;
  result.end = lexer.marked ? lexer.token_end : lexer.position;
  return result;
}
