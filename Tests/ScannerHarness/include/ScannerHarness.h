#ifndef UIM_PARITY_SCANNER_HARNESS_H
#define UIM_PARITY_SCANNER_HARNESS_H

#include <stdbool.h>
#include <stdint.h>

/// The result of one call of the tsx external scanner on a string.
typedef struct {
  bool recognized;
  /// The external token's index in the grammar's list (valid when recognized).
  uint16_t symbol;
  /// Where the token ends, in bytes from the start of the text.
  uint32_t end;
} ScannerResult;

/// Runs the tsx external scanner once at the start of `text` (ASCII), with
/// `valid_symbols` holding the grammar's ten external tokens.
ScannerResult scan_tsx(const char *text, const bool *valid_symbols);

#endif
