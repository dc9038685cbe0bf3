// Empty: the declarations are in include/CLibFuzzer.h; libFuzzer itself comes with -sanitize=fuzzer.
