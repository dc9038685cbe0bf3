#!/usr/bin/env bash
# scripts/pre-commit-hook against stubs: the staged deletions it adds (odd names, renames,
# subfolders, outside git), which binary it runs, and its first-run build.
# shellcheck source-path=SCRIPTDIR disable=SC2016  # the stubs are sh, expanded when run
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

# A clone of the hook (pre-commit's checkout of uim-parity), not yet built.
clone="$tmp/clone"
mkdir -p "$clone/scripts"
cp "$repo/scripts/pre-commit-hook" "$clone/scripts/"
stub "$clone/scripts" setup 'touch "$TESTS/setup-ran"'

tools "$tmp/tools" bash git dirname touch mkdir chmod
# The tool: records which binary ran and its arguments, NUL-separated.
tool='echo "$WHO" > "$TESTS/who"; printf "%s\0" "$@" > "$TESTS/args"'
stub "$tmp/installed" uim-parity "WHO=installed; $tool"
stub "$tmp/swift" swift 'mkdir -p .build/release && printf "%s\n" "#!/bin/sh" "WHO=own; $TOOL" > .build/release/uim-parity && chmod +x .build/release/uim-parity'
export TESTS="$tmp" TOOL="$tool" HOME="$tmp" GIT_CONFIG_NOSYSTEM=1 GIT_CEILING_DIRECTORIES="$tmp"

# hook PATH… : runs the hook with PATH, from the current folder; sets status, err.
hook() {
  local path="$1"
  shift
  rm -f "$tmp/who" "$tmp/args" "$tmp/setup-ran"
  status=0
  err="$(PATH="$path" "$clone/scripts/pre-commit-hook" "$@" 2>&1 >/dev/null)" || status=$?
}
ran_with() { # WHAT WHO ARGUMENT…: the tool ran as WHO with `check --quiet --files ARGUMENT…`
  local what="$1" who="$2"
  shift 2
  [ -f "$tmp/args" ] || { fail "$what: the tool did not run ($err)"; return; }
  expect_text "$who" "$(cat "$tmp/who")" "$what: binary"
  expect_text "$(quoted check --quiet --files "$@")" "$(words "$tmp/args")" "$what: arguments"
}
installed="$tmp/installed:$tmp/tools"

# A repository with a staged deletion of a component file, odd names, a rename, a doc.
work="$tmp/work"
mkdir -p "$work/reference/kotlin/interactions" "$work/sub"
cd "$work"
git init -q
for file in reference/kotlin/interactions/SectionIndex.kt "a b.kt" $'new\nline.tsx' -dash.ts keep.swift notes.md sub/stays.txt; do
  echo "// $file" > "$file"
done
git add -A
git -c user.name=t -c user.email=t@t.invalid commit -q -m initial
git rm -q reference/kotlin/interactions/SectionIndex.kt "a b.kt" $'new\nline.tsx' -- -dash.ts notes.md
git mv keep.swift moved.swift
deletions=(./-dash.ts "a b.kt" keep.swift $'new\nline.tsx' reference/kotlin/interactions/SectionIndex.kt)

hook "$installed" moved.swift "with space.kt"
expect_status 0 "$status" "installed uim-parity"
ran_with "staged deletions after pre-commit's files" installed moved.swift "with space.kt" "${deletions[@]}"
expect_text "" "$err" "an installed uim-parity prints nothing extra"

cd "$work/sub"
hook "$installed"
ran_with "from a subfolder, relative to it" installed ../-dash.ts "../a b.kt" ../keep.swift $'../new\nline.tsx' ../reference/kotlin/interactions/SectionIndex.kt

mkdir -p "$tmp/outside"
cd "$tmp/outside"
hook "$installed" x.kt
ran_with "outside a git work tree, only the arguments" installed x.kt

cd "$work"
git reset -q --hard
hook "$installed"
expect_status 0 "$status" "nothing staged"
[ ! -f "$tmp/args" ] || fail "nothing staged: the tool ran"
hook "$installed" --root reference
ran_with "arguments, no deletions" installed --root reference

# Not installed, not built, no Swift: one line, exit 2, no set-up.
git rm -q reference/kotlin/interactions/SectionIndex.kt
hook "$tmp/tools"
expect_status 2 "$status" "no toolchain"
expect_text 'uim-parity: the pre-commit hook needs a Swift toolchain (swift not found on PATH), or uim-parity installed; see README "pre-commit"' "$err" "no toolchain"
[ ! -f "$tmp/setup-ran" ] || fail "no toolchain: scripts/setup ran"

# With Swift: the first run sets up and builds, later runs reuse the build, even with an
# installed uim-parity (the build is exactly the pinned rev).
hook "$tmp/swift:$tmp/tools"
expect_status 0 "$status" "first run"
expect_text "uim-parity: first run: setting up and building (this happens once)" "$err" "first run"
[ -f "$tmp/setup-ran" ] || fail "first run: scripts/setup did not run"
ran_with "first run" own reference/kotlin/interactions/SectionIndex.kt
hook "$tmp/installed:$tmp/swift:$tmp/tools"
expect_text "" "$err" "second run"
[ ! -f "$tmp/setup-ran" ] || fail "second run: scripts/setup ran again"
ran_with "second run, the build before an installed one" own reference/kotlin/interactions/SectionIndex.kt

finish
