#!/usr/bin/env bash
# scripts/setup's apt-get as root, through sudo, or neither, against stubs (no packages
# are installed).
# shellcheck source-path=SCRIPTDIR disable=SC2016  # the stubs are sh, expanded when run
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

clone="$tmp/clone"
mkdir -p "$clone/scripts" "$clone/grammars"
cp "$repo/scripts/setup" "$clone/scripts/"
stub "$clone/grammars" fetch 'touch "$TESTS/fetched"'

tools "$tmp/tools" bash dirname uname env touch
stub "$tmp/stubs" id '[ "$1" = -u ] && echo "$USER_ID"'
stub "$tmp/stubs" pkg-config 'exit 1'
stub "$tmp/stubs" apt-get '
echo "apt-get($DEBIAN_FRONTEND) $*" >> "$TESTS/log"
case "$*" in
  *update*) touch "$TESTS/updated" ;;
  *install*) [ -z "$STALE" ] || [ -f "$TESTS/updated" ] || exit 100 ;;
esac'
stub "$tmp/sudo" sudo 'echo "sudo $*" >> "$TESTS/log"; exec "$@"'
export TESTS="$tmp"
packages="pkg-config libtree-sitter-dev libyaml-dev libcmark-dev libpcre2-dev libssl-dev python3 python3-venv"
install="-y -qq install --no-install-recommends $packages"

# setup USER_ID PATH [STALE]: runs it; sets status, err, log.
setup() {
  rm -f "$tmp/log" "$tmp/fetched" "$tmp/updated"
  status=0
  err="$(USER_ID="$1" STALE="${3:-}" PATH="$2" "$clone/scripts/setup" 2>&1 >/dev/null)" || status=$?
  log="$(cat "$tmp/log" 2>/dev/null || true)"
}

setup 1001 "$tmp/stubs:$tmp/sudo:$tmp/tools"
expect_status 0 "$status" "not root, with sudo"
expect_text "setup: not root: installing $packages with sudo apt-get" "$err" "not root, with sudo"
expect_text "sudo env DEBIAN_FRONTEND=noninteractive apt-get $install"$'\n'"apt-get(noninteractive) $install" "$log" "not root, with sudo"
[ -f "$tmp/fetched" ] || fail "not root, with sudo: grammars/fetch did not run"

setup 1001 "$tmp/stubs:$tmp/tools"
expect_status 2 "$status" "not root, no sudo"
expect_text "setup: installing $packages with apt-get needs root, and sudo is not installed: run scripts/setup as root" "$err" "not root, no sudo"
expect_text "" "$log" "not root, no sudo: apt-get ran"
[ ! -f "$tmp/fetched" ] || fail "not root, no sudo: grammars/fetch ran"

setup 0 "$tmp/stubs:$tmp/sudo:$tmp/tools"
expect_status 0 "$status" "root"
expect_text "" "$err" "root"
expect_text "apt-get(noninteractive) $install" "$log" "root: apt-get directly"

setup 0 "$tmp/stubs:$tmp/tools" stale
expect_status 0 "$status" "stale package lists"
expect_text "apt-get(noninteractive) $install"$'\n'"apt-get(noninteractive) -y -qq update"$'\n'"apt-get(noninteractive) $install" "$log" "stale package lists: update, then install"

finish
