#!/usr/bin/env bash
# scripts/fuzz against stubs (a `swift` that writes a fake fuzz binary, which records
# how it was run and, with FIND set, saves a finding as libFuzzer does): arguments,
# errors, the build and libFuzzer options, and the exit status with findings.
# shellcheck source-path=SCRIPTDIR disable=SC2016  # the stubs are sh, expanded when run
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

clone="$tmp/clone"
mkdir -p "$clone/scripts" "$clone/grammars/src" "$tmp/docs"
cp "$repo/scripts/fuzz" "$clone/scripts/"
tools "$tmp/tools" bash dirname mkdir date basename grep nice cat chmod rm uname
stub "$tmp/swift" swift '
expected="build --package-path fuzz -c release -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld"
[ "$(uname -s)" != Linux ] || expected="$expected -Xswiftc -static-stdlib"
[ "$*" = "$expected" ] || { echo "swift: unexpected $*" >&2; exit 1; }
mkdir -p fuzz/.build/release
cat > fuzz/.build/release/uim-parity-fuzz <<"EOF"
#!/bin/sh
if [ "$1" = --seed-corpus ]; then printf "%s\n" "$@" > "$TESTS/seed-args"; : > "$2/seed-1"; exit 0; fi
case "$1" in -runs=1) echo "uim-parity-fuzz: invariant '"'"'json'"'"' violated: not a JSON object" >&2; exit 77 ;; esac
printf "%s\n" "$@" > "$TESTS/fuzz-args"
echo "$UIM_PARITY_FUZZ_IGNORE|$SWIFT_BACKTRACE|$TMPDIR" > "$TESTS/fuzz-env"
for argument in "$@"; do case "$argument" in -artifact_prefix=*) prefix="${argument#-artifact_prefix=}" ;; esac; done
[ -z "$FIND" ] || : > "${prefix}$FIND"
exit "${STATUS:-0}"
EOF
chmod +x fuzz/.build/release/uim-parity-fuzz'
export TESTS="$tmp"
path="$tmp/swift:$tmp/tools"

# run PATH ARGUMENT…: runs scripts/fuzz of the clone; sets status, out, err.
run() {
  local path="$1"
  shift
  rm -f "$tmp/fuzz-args" "$tmp/seed-args"
  status=0
  out="$(PATH="$path" "$clone/scripts/fuzz" "$@" 2> "$tmp/err")" || status=$?
  err="$(cat "$tmp/err")"
}

run "$path" --help
expect_status 0 "$status" "--help"
expect_contains "Usage: scripts/fuzz --minutes N [--jobs J]" "$out" "--help"
run "$path"
expect_status 2 "$status" "no --minutes"
expect_text "fuzz: give the time to fuzz with --minutes N (see --help)" "$err" "no --minutes"
run "$path" --bogus
expect_status 2 "$status" "unknown argument"
expect_text "fuzz: unknown argument '--bogus' (see --help)" "$err" "unknown argument"
run "$path" --minutes
expect_status 2 "$status" "--minutes without a value"
expect_text "fuzz: --minutes needs a value (see --help)" "$err" "--minutes without a value"
for bad in 0 -1 1.5 ten 01; do
  run "$path" --minutes "$bad"
  expect_status 2 "$status" "--minutes $bad"
  expect_text "fuzz: --minutes needs a whole number of at least 1, not '$bad' (see --help)" "$err" "--minutes $bad"
done
run "$path" --minutes 1 --jobs=0
expect_status 2 "$status" "--jobs=0"
expect_text "fuzz: --jobs needs a whole number of at least 1, not '0' (see --help)" "$err" "--jobs=0"
run "$path" --minutes 1 --docs "$tmp/none"
expect_status 2 "$status" "--docs not a folder"
expect_text "fuzz: --docs: $tmp/none is not a folder" "$err" "--docs not a folder"
run "$tmp/tools" --minutes 1
expect_status 2 "$status" "no toolchain"
expect_text 'fuzz: needs a Swift toolchain to build the fuzz target (swift not found on PATH); see README "Quick start"' "$err" "no toolchain"

run "$path" --minutes 2 --jobs 3 --ignore printable@parse --ignore=sarif --docs "$tmp/docs"
expect_status 0 "$status" "a run"
expect_contains "fuzz: nothing found in 2 min (1 inputs in fuzz/corpus)" "$out" "a run"
expect_text "--seed-corpus"$'\n'"$clone/fuzz/corpus"$'\n'"--docs"$'\n'"$tmp/docs" "$(cat "$tmp/seed-args")" "a run: seeds"
args="$(cat "$tmp/fuzz-args")"
for option in "$clone/fuzz/corpus" -fork=3 -ignore_crashes=1 -max_total_time=120 -timeout=10 -rss_limit_mb=1024 "-artifact_prefix=$clone/fuzz/findings/"; do
  expect_contains $'\n'"$option" $'\n'"$args" "a run: libFuzzer's $option"
done
expect_contains "printable@parse,sarif|enable=no|$clone/fuzz/findings/" "$(cat "$tmp/fuzz-env")" "a run: environment"
set -- "$clone"/fuzz/findings/*/tmp
[ ! -e "$1" ] || fail "a run: its temporary folder is left"

FIND=crash-abc run "$path" --minutes=1
expect_status 1 "$status" "a crash"
expect_contains "/crash-abc: uim-parity-fuzz: invariant 'json' violated: not a JSON object" "$out" "a crash: named with what broke"
expect_contains "fuzz: 1 findings in 1 min" "$err" "a crash"
FIND=timeout-abc STATUS=70 run "$path" --minutes=1
expect_status 1 "$status" "a timeout"
expect_contains "/timeout-abc: took longer than 10 s" "$out" "a timeout"
STATUS=1 run "$path" --minutes=1
expect_status 2 "$status" "libFuzzer fails"
expect_contains "fuzz: libFuzzer stopped with exit status 1; see $clone/fuzz/findings/" "$err" "libFuzzer fails"

rm -rf "$clone/grammars/src"
run "$path" --minutes 1
expect_status 2 "$status" "no grammars"
expect_text "fuzz: the tree-sitter grammars are missing (grammars/src): run scripts/setup" "$err" "no grammars"

finish
