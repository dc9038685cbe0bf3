#!/usr/bin/env bash
# scripts/install against stubs (a `swift` that writes a fake binary, a scripts/setup
# that records it ran, a sudo that records what it was asked): arguments, errors,
# idempotence, and the copy through sudo.
# shellcheck source-path=SCRIPTDIR disable=SC2016  # the stubs are sh, expanded when run
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

clone="$tmp/clone"
mkdir -p "$clone/scripts"
cp "$repo/scripts/install" "$clone/scripts/"
stub "$clone/scripts" setup 'touch "$TESTS/setup-ran"'
tools "$tmp/tools" bash dirname id cmp install mkdir mv chmod touch
stub "$tmp/swift" swift '
[ "$*" = "build -c release --product uim-parity" ] || { echo "swift: unexpected $*" >&2; exit 1; }
mkdir -p .build/release
printf "#!/bin/sh\necho uim-parity %s; echo canonical and rules: sha256:0\n" "${VERSION:-0.1.0}" > .build/release/uim-parity
chmod +x .build/release/uim-parity'
stub "$tmp/sudo" sudo 'echo "sudo $*" >> "$TESTS/sudo-log"'
export TESTS="$tmp"
path="$tmp/swift:$tmp/tools"

# run PATH ARGUMENT…: runs scripts/install of the clone; sets status, out, err.
run() {
  local path="$1"
  shift
  rm -f "$tmp/setup-ran" "$tmp/sudo-log"
  status=0
  out="$(PATH="$path" "$clone/scripts/install" "$@" 2> "$tmp/err")" || status=$?
  err="$(cat "$tmp/err")"
}

run "$path" --help
expect_status 0 "$status" "--help"
expect_contains "Usage: scripts/install [--prefix DIR]" "$out" "--help"
run "$path" --bogus
expect_status 2 "$status" "unknown argument"
expect_text "install: unknown argument '--bogus' (see --help)" "$err" "unknown argument"
run "$path" --prefix
expect_status 2 "$status" "--prefix without a folder"
expect_text "install: --prefix needs a folder (see --help)" "$err" "--prefix without a folder"
run "$tmp/tools" --prefix "$tmp/prefix"
expect_status 2 "$status" "no toolchain"
expect_text 'install: needs a Swift toolchain to build uim-parity (swift not found on PATH); see README "Quick start"' "$err" "no toolchain"
[ ! -f "$tmp/setup-ran" ] || fail "no toolchain: scripts/setup ran"

dest="$tmp/prefix/bin/uim-parity"
run "$path" --prefix "$tmp/prefix"
expect_status 0 "$status" "install"
[ -f "$tmp/setup-ran" ] || fail "install: scripts/setup did not run"
{ [ -x "$dest" ] && cmp -s "$clone/.build/release/uim-parity" "$dest"; } || fail "install: $dest is not the build"
expect_contains "install: installed $dest (uim-parity 0.1.0)" "$out" "install"
expect_text "install: note: $tmp/prefix/bin is not on PATH" "$err" "install: PATH note"

run "$path:$tmp/prefix/bin" --prefix="$tmp/prefix"
expect_status 0 "$status" "again"
expect_contains "install: $dest is up to date (uim-parity 0.1.0)" "$out" "again: nothing copied"
expect_text "" "$err" "again, on PATH: no note"

VERSION=0.2.0 run "$path" --prefix "$tmp/prefix"
expect_contains "install: installed $dest (uim-parity 0.2.0)" "$out" "a changed build"
expect_text "uim-parity 0.2.0" "$("$dest" --version | { read -r line; echo "$line"; })" "a changed build: copied"

mkdir -p "$tmp/elsewhere"
status=0
(cd "$tmp/elsewhere" && PATH="$path" "$clone/scripts/install" --prefix relative >/dev/null 2>&1) || status=$?
expect_status 0 "$status" "a relative prefix"
[ -x "$tmp/elsewhere/relative/bin/uim-parity" ] || fail "a relative prefix: not installed below the caller's folder"

# A prefix that is not writable, as a user who is not root: through sudo, or an error.
locked="$tmp/locked"
mkdir -p "$locked"
as_user=()
if [ "$(id -u)" = 0 ]; then
  if command -v setpriv >/dev/null 2>&1; then
    as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups --)
    chmod 755 "$tmp" "$locked"
    chmod -R a+rX "$tmp/tools" "$tmp/swift" "$tmp/sudo"
    chown -R 65534:65534 "$clone"
    touch "$tmp/setup-ran" "$tmp/sudo-log" "$tmp/err"
    chmod 666 "$tmp/setup-ran" "$tmp/sudo-log" "$tmp/err"
  else
    echo "install.sh: skipping the sudo cases (root, and no setpriv to drop it)" >&2
    finish
    exit
  fi
else
  chmod 555 "$locked"
fi
run_as_user() { # PATH ARGUMENT…
  local path="$1"
  shift
  : > "$tmp/setup-ran"
  : > "$tmp/sudo-log"
  status=0
  out="$(${as_user[@]+"${as_user[@]}"} env PATH="$path" TESTS="$tmp" "$clone/scripts/install" "$@" 2> "$tmp/err")" || status=$?
  err="$(cat "$tmp/err")"
}
run_as_user "$tmp/sudo:$path" --prefix "$locked"
expect_status 0 "$status" "not writable, with sudo"
expect_text "install: $locked is not writable: copying with sudo"$'\n'"install: note: $locked/bin is not on PATH" "$err" "not writable, with sudo"
expect_text "sudo mkdir -p $locked/bin"$'\n'"sudo install -m 0755 .build/release/uim-parity $locked/bin/.uim-parity.install"$'\n'"sudo mv -f $locked/bin/.uim-parity.install $locked/bin/uim-parity" "$(cat "$tmp/sudo-log")" "not writable, with sudo"
run_as_user "$path" --prefix "$locked"
expect_status 2 "$status" "not writable, no sudo"
expect_text "install: cannot write to $locked (not root, and sudo not found); choose a folder with --prefix, e.g. --prefix ~/.local" "$err" "not writable, no sudo"
[ ! -s "$tmp/sudo-log" ] || fail "not writable, no sudo: sudo ran"

finish
