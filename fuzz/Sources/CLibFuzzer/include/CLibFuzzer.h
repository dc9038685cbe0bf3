// libFuzzer's entry for a program that has its own main() (LLVM's "using libFuzzer as
// a library"): SwiftPM gives every executable its own main, so the target calls this.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
