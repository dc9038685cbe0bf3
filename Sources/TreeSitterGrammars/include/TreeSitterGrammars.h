#ifndef UIM_PARITY_TREE_SITTER_GRAMMARS_H
#define UIM_PARITY_TREE_SITTER_GRAMMARS_H

#include <tree_sitter/api.h>

// The grammars compiled into uim-parity, from the pinned sdists in grammars/.
const TSLanguage *tree_sitter_swift(void);
const TSLanguage *tree_sitter_kotlin(void);
const TSLanguage *tree_sitter_tsx(void);
const TSLanguage *tree_sitter_typescript(void);

#endif
