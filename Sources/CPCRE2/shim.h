// PCRE2 is built for several code-unit widths; uim-parity matches UTF-8 text.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
