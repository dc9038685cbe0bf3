// The floor for any tree-sitter-based checker: parses each file given with the grammars
// uim-parity is built with, and nothing more. `benchmarks/check-vs-parse.sh` builds it and
// times it against `uim-parity check` on the same files.
//
// Usage: parse-floor FILE...   (language from the extension: .swift .kt .kts .tsx .ts)
// Prints the number of files and bytes parsed.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_swift(void);
const TSLanguage *tree_sitter_kotlin(void);
const TSLanguage *tree_sitter_tsx(void);
const TSLanguage *tree_sitter_typescript(void);

static const TSLanguage *language_for(const char *path) {
  const char *dot = strrchr(path, '.');
  if (dot == NULL) return NULL;
  if (strcmp(dot, ".swift") == 0) return tree_sitter_swift();
  if (strcmp(dot, ".kt") == 0 || strcmp(dot, ".kts") == 0) return tree_sitter_kotlin();
  if (strcmp(dot, ".tsx") == 0) return tree_sitter_tsx();
  if (strcmp(dot, ".ts") == 0) return tree_sitter_typescript();
  return NULL;
}

static char *read_file(const char *path, long *length) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) return NULL;
  fseek(file, 0, SEEK_END);
  *length = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc((size_t)*length + 1);
  if (text != NULL && fread(text, 1, (size_t)*length, file) != (size_t)*length) {
    free(text);
    text = NULL;
  }
  fclose(file);
  return text;
}

int main(int argc, char **argv) {
  TSParser *parser = ts_parser_new();
  unsigned long bytes = 0;
  for (int index = 1; index < argc; index++) {
    const TSLanguage *language = language_for(argv[index]);
    long length = 0;
    char *text = language == NULL ? NULL : read_file(argv[index], &length);
    if (text == NULL) {
      fprintf(stderr, "parse-floor: %s: cannot read or unknown language\n", argv[index]);
      return 2;
    }
    ts_parser_set_language(parser, language);
    TSTree *tree = ts_parser_parse_string(parser, NULL, text, (uint32_t)length);
    bytes += ts_node_end_byte(ts_tree_root_node(tree));
    ts_tree_delete(tree);
    free(text);
  }
  ts_parser_delete(parser);
  printf("%d files, %lu bytes\n", argc - 1, bytes);
  return 0;
}
