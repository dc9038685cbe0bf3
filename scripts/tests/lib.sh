# shellcheck shell=bash disable=SC2034  # repo, tmp: for the tests that source this
# Shared by the script tests: a temporary folder, a PATH of chosen tools, stubs, checks.
# Sourced, not run.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

# tools DIR TOOL…: DIR holds links to the real TOOLs, so PATH=DIR has those and no others.
tools() {
  local dir="$1" tool
  shift
  mkdir -p "$dir"
  for tool in "$@"; do ln -sf "$(command -v "$tool")" "$dir/$tool"; done
}

# stub DIR NAME BODY: an executable DIR/NAME running the sh BODY.
stub() {
  mkdir -p "$1"
  printf '#!/bin/sh\n%s\n' "$3" > "$1/$2"
  chmod +x "$1/$2"
}

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# expect_status WANT GOT WHAT
expect_status() {
  [ "$1" = "$2" ] || fail "$3: exit status $2, expected $1"
}

# expect_text WANT GOT WHAT: GOT equals WANT exactly.
expect_text() {
  [ "$1" = "$2" ] || fail "$3: got $(printf '%q' "$2"), expected $(printf '%q' "$1")"
}

# expect_contains NEEDLE HAYSTACK WHAT
expect_contains() {
  case "$2" in *"$1"*) ;; *) fail "$3: $(printf '%q' "$2") lacks $(printf '%q' "$1")" ;; esac
}

# words FILE: the NUL-separated words of FILE, each printed %q and space-separated.
words() {
  local word out=""
  while IFS= read -r -d '' word; do out+="$(printf '%q' "$word") "; done < "$1"
  printf '%s' "${out% }"
}

# quoted WORD…: the words as `words` prints them.
quoted() {
  local word out=""
  for word in "$@"; do out+="$(printf '%q' "$word") "; done
  printf '%s' "${out% }"
}

finish() {
  if [ "$failures" -eq 0 ]; then
    echo "$(basename "$0"): passed"
  else
    echo "$(basename "$0"): $failures failed" >&2
    exit 1
  fi
}
