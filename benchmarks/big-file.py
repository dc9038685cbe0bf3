#!/usr/bin/env python3
"""Writes a copy of reference/ whose Kotlin Section Index is about SIZE bytes.

The file keeps its real code and repeats its declarations under new names (`RowHeight`
becomes `RowHeight_1`, ...), so it parses like real Kotlin and the check still finds the
original declarations. Used by benchmarks/memory.sh.

Usage: benchmarks/big-file.py DEST [SIZE_BYTES]
"""
import pathlib
import re
import shutil
import sys

root = pathlib.Path(__file__).resolve().parent.parent
dest = pathlib.Path(sys.argv[1])
size = int(sys.argv[2]) if len(sys.argv) > 2 else 4_900_000

shutil.copytree(root / "reference", dest)
config = (root / "uim-parity.yml").read_text()
(dest / "uim-parity.yml").write_text(re.sub(r"(?m)^root: .*$", "root: .", config))

kotlin = dest / "kotlin/interactions/SectionIndex.kt"
text = kotlin.read_text()
body_start = text.index("\nval SectionIndexLetters")
body = text[body_start:]
declared = set(re.findall(
    r"(?m)^(?:private |internal )?(?:val|fun|class|interface|object|enum class|data class) ([A-Za-z_][A-Za-z0-9_]*)",
    body))
pattern = re.compile(r"\b(" + "|".join(sorted(declared, key=len, reverse=True)) + r")\b")
parts = [text]
copy = 0
while sum(len(part) for part in parts) < size:
    copy += 1
    parts.append(pattern.sub(lambda match: f"{match.group(1)}_{copy}", body))
kotlin.write_text("".join(parts))
print(f"{kotlin}: {kotlin.stat().st_size} bytes ({copy} copies)")
