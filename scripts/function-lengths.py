#!/usr/bin/env python3
"""Lists the longest Swift functions (and initialisers, closures stored in `let`s excluded).

A function's length is the number of lines from its `func`/`init` line to its closing brace,
both included, found by brace matching that skips strings and comments. Good enough for a
budget check; not a parser.

Usage: scripts/function-lengths.py [FOLDER] [--limit N] [--top K]
Defaults: Sources, limit 60, top 10. Exit status 1 when a function exceeds the limit.
"""

import argparse
import pathlib
import re
import sys

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:package|public|private|fileprivate|internal|static|"
                         r"mutating|nonisolated|override|final|convenience|required|class)\s+)*"
                         r"(func\s+[^\s(<]+|init[?!]?\s*[(<])")


def code_only(line, state):
    """`line` without string contents and comments; `state` carries a block comment or a
    multi-line string across lines."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
        elif state["multiline"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multiline"] = False
            i = end + 3
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            state["block"] = True
            i += 2
        elif line.startswith('"""', i):
            state["multiline"] = True
            i += 3
        elif line[i] == '"':
            j = i + 1
            while j < len(line) and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            i = j + 1
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def functions(path):
    lines = path.read_text(encoding="utf-8").split("\n")
    state = {"block": False, "multiline": False}
    code = [code_only(line, state) for line in lines]
    for start, line in enumerate(code):
        match = DECLARATION.match(line)
        if not match:
            continue
        depth = 0
        opened = False
        for end in range(start, len(code)):
            for char in code[end]:
                if char == "{":
                    depth += 1
                    opened = True
                elif char == "}":
                    depth -= 1
            if opened and depth <= 0:
                break
            if not opened and end > start and code[end].strip() == "" and "{" not in code[end]:
                break  # a requirement without a body
        if opened:
            name = match.group(1).rstrip("(<").strip()
            yield end - start + 1, f"{path}:{start + 1}", name


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", default="Sources")
    parser.add_argument("--limit", type=int, default=60)
    parser.add_argument("--top", type=int, default=10)
    arguments = parser.parse_args()
    found = sorted(
        (item for path in sorted(pathlib.Path(arguments.folder).rglob("*.swift")) for item in functions(path)),
        reverse=True)
    for length, location, name in found[: arguments.top]:
        print(f"{length:4} {location} {name}")
    over = [item for item in found if item[0] > arguments.limit]
    print(f"{len(found)} functions; longest {found[0][0] if found else 0} lines; "
          f"{len(over)} over {arguments.limit}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
