#!/usr/bin/env python3
"""Real-browser test of the generated site: headless Chromium opens it from file://.

It types a query into the search box, checks that a known page is among the results (with the
match highlighted), walks to it with the keyboard, checks that no page logged a console error
or failed to load a file, and saves screenshots in light and dark mode (and at 360 px). It also
runs `docbuild preview` (--docbuild, built by `swift build`) on a copy of the Shapes fixture and
edits it as a docs maintainer would, watching the open page.

Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe), so the test
needs nothing but Python's standard library and Debian's `chromium` (installed when missing).

Usage: scripts/browser-test.py [SITE_DIR] [--query TEXT] [--expect PAGE] [--screenshots DIR]
                               [--articles DIR] [--docbuild PATH] [--skip-preview]
                               [--skip-copied-build]
Defaults: site/public, query "doctests", expected page Doctests.html, screenshots in
.build/browser-test/, the articles the site was built from in Articles/. Exit status 0 when every
check passed, 1 otherwise.
"""

import argparse
import base64
import fcntl
import html
import json
import os
import pathlib
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

# A GitHub table's delimiter row (`| --- | :-: |`), and a run of one in text: what a table that
# failed to render leaves on the page.
DELIMITER_ROW = re.compile(r"^\s{0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")
DELIMITER_RUN_JS = r"/\|\s*:?-{3,}:?\s*\|/"

# Sentences about the machine the site was built on rather than to the reader, who is on a Mac
# with Xcode: no page's visible text or tooltip may hold one. How the site was verified is said by
# the badges and the Doctests article, in words about the check, not about "here". Each phrase is
# matched as whole words ("Where the block" is not "here the block"), so none may hold a
# character special in a regular expression.
BUILD_TALK = [
    "cannot be fetched", "can't be fetched", "could not be fetched", "does not exist here",
    "is verified on linux", "verified on linux, so", "here a string", "here the block",
    "machines that build", "the machine that builds", "on this machine", "not available here",
    "fetched here",
]


# Search ranking: queries a reader types, with the result each must put first (a path, with its
# anchor or with none) and the results that must come before others (each a pair `page#anchor`:
# the first is among the results, and before the second if the second is listed at all; the
# second must be a heading of the site, so that a misspelt one cannot pass unseen). Checked on the
# full index of the built site.
SEARCH_RANKING = [
    # An exact type name: the type, before its members and other types' members that hold it.
    ("Interactor", "reference/Interactors/Interactor.html", [("Interactor.html", "InteractorHost.html#interactor")]),
    # The SwiftUI layer has its pages, built against SwiftUI's interface.
    ("LoadableView", "reference/Interactors/LoadableView.html", []),
    # A concept word: the sections about it before reference members that merely contain it.
    ("debounce", None, [("Choosing.html#searching", "AsyncDebounceSequence.html#AsyncDebounceSequence.Element"),
                        ("ReducerPipeline.html#the-throttled-search",
                         "AsyncDebounceSequence.html#AsyncDebounceSequence.Element")]),
    ("deep link", None, [("Choosing.html#navigation-a-deep-link", "DeepLinkable.html#deepLinkIdentity"),
                         ("ProtocolStore.html#finding-any-view-model-deep-links", "DeepLinkable.html#deepLinkIdentity")]),
    # A phrase of common words finds the heading it matches.
    ("when to choose", "Choosing.html#when-to-choose-which", []),
    ("choose which", "Choosing.html#when-to-choose-which", []),
    # An app developer adding the package: the install section, by its verb or by the tool's name.
    ("install", "GettingStarted.html#install-quartet-with-swift-package-manager", []),
    ("swift package manager", "GettingStarted.html#install-quartet-with-swift-package-manager", []),
    # A docs maintainer looking for how to adopt docbuild, by the word or by where it runs.
    ("tutorial", "Tutorial.html#tutorial-check-and-publish-a-packages-docs", []),
    ("github actions", "Tutorial.html#tutorial-check-and-publish-a-packages-docs", []),
    # "test" is a word of a heading ("Testing"), not a part of a title's word ("Doctests").
    ("test", None, [(f"{pattern}.html#testing", "Doctests.html#doctests-samples-that-cannot-lie")
                    for pattern in ("Interactors", "ReducerPipeline", "ProtocolStore", "ContextStore")]),
]

# The most a query may take in the browser on the full index: one frame at 60 Hz. Each query is
# timed SEARCH_TIMINGS times and its median is held to it: the test runs beside a cold build of
# the copied package, and one timing alone measures how the scheduler shared the two cores as
# much as the search (one came to 16.6 ms in CI where the median on an idle machine is 1.6 ms).
SEARCH_FRAME_MS = 16.7
SEARCH_TIMINGS = 9
# The most the search index may weigh against the site's HTML.
SEARCH_INDEX_SHARE = 0.15


def table_cells(line):
    """The cells of a table row, split at unescaped pipes, leading and trailing pipe dropped."""
    cells, cell, escaped = [], "", False
    for character in line.strip():
        if character == "|" and not escaped:
            cells.append(cell)
            cell = ""
        else:
            cell += character
        escaped = character == "\\" and not escaped
    cells.append(cell)
    if line.strip().startswith("|"):
        cells = cells[1:]
    if line.strip().endswith("|") and not line.strip().endswith("\\|"):
        cells = cells[:-1]
    return cells


def markdown_tables(text):
    """Each GitHub table of an article, in order, as (columns, rows with the header): a row of
    cells followed by a delimiter row with as many, then rows up to a blank line. Code blocks are
    passed over. Tables inside lists or quotes are not looked for (the articles have none)."""
    lines = text.split("\n")
    tables, index, fence = [], 0, None
    while index < len(lines):
        line = lines[index]
        stripped = line.lstrip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            index += 1
            continue
        if stripped.startswith("```") or stripped.startswith("~~~"):
            fence = stripped[:3]
            index += 1
            continue
        if ("|" in line and index + 1 < len(lines) and DELIMITER_ROW.match(lines[index + 1])
                and "-" in lines[index + 1]
                and len(table_cells(line)) == len(table_cells(lines[index + 1]))):
            columns = len(table_cells(line))
            end = index + 2
            while end < len(lines) and lines[end].strip():
                end += 1
            tables.append((columns, end - index - 1))
            index = end
            continue
        index += 1
    return tables


# The verdict table's rows, by the name the figures sample prints for each implementation.
VERDICT_ROWS = {
    "@Observable": "PlainObservable", "Interactors": "Interactors", "Reducer pipeline": "ReducerPipeline",
    "Protocol store": "ProtocolStore", "Context store": "ContextStore",
}
FIGURES_LINE = re.compile(r'// Prints "(\w+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+)"')


def verdict_mismatches(text):
    """Where Choosing's verdict table (its first table) disagrees with the figures its verified
    sample prints (`// Prints "Name | logic | views | app | driver | type | save | refresh |
    open"`): each row's app lines and invalidations. A row or figure missing is a mismatch."""
    figures = {m[0]: m[1:] for m in FIGURES_LINE.findall(text)}
    lines = text.split("\n")
    start = next((i for i, line in enumerate(lines)
                  if line.startswith("|") and i + 1 < len(lines) and DELIMITER_ROW.match(lines[i + 1])), None)
    if start is None:
        return ["no table"]
    header = [cell.strip() for cell in table_cells(lines[start])]
    rows = []
    for line in lines[start + 2:]:
        if not line.strip():
            break
        rows.append([cell.strip() for cell in table_cells(line)])
    mismatches = []
    app_column = header.index("App lines") if "App lines" in header else None
    renders_column = next((i for i, h in enumerate(header) if h.startswith("Invalidations")), None)
    if app_column is None or renders_column is None:
        return [f"columns {header}"]
    for cells in rows:
        name = VERDICT_ROWS.get(cells[0])
        printed = figures.get(name)
        if printed is None:
            mismatches.append(f"{cells[0]}: no printed figures")
            continue
        app, renders = printed[2], ", ".join(printed[4:])
        if cells[app_column] != app or cells[renders_column] != renders:
            mismatches.append(f"{cells[0]}: table {cells[app_column]} / {cells[renders_column]}, printed {app} / {renders}")
    if len(rows) != len(VERDICT_ROWS):
        mismatches.append(f"{len(rows)} rows")
    return mismatches


INCLUDE_LINE = re.compile(r"^\{\{#include ([^}]+)\}\}$", re.M)


ANCHOR_LINE = re.compile(r"ANCHOR(?:_END)?:\s*[\w-]+")


def included_part(text, selector):
    """The lines of `text` that an include's `:selector` names, as docbuild (and mdBook) take
    them: an anchor's lines, or lines by number; never a line that marks an anchor."""
    lines = text.split("\n")
    if selector and re.fullmatch(r"\d*(:\d*)?", selector):
        first, _, last = selector.partition(":")
        start = int(first or 1)
        end = int(last or len(lines)) if ":" in selector else start
        lines = lines[start - 1:end]
    elif selector:
        start = next((i for i, l in enumerate(lines) if re.search(rf"ANCHOR:\s*{re.escape(selector)}(?![\w-])", l)), None)
        end = next((i for i, l in enumerate(lines) if start is not None and i > start
                    and re.search(rf"ANCHOR_END:\s*{re.escape(selector)}(?![\w-])", l)), None)
        if start is None or end is None:
            return None
        lines = lines[start + 1:end]
    return "\n".join(l for l in lines if not ANCHOR_LINE.search(l))


def with_includes(text, root):
    """`text` with each `{{#include path[:anchor or lines]}}` paragraph replaced by what it
    names, as docbuild shows it; a file or anchor that is missing stays a directive (docbuild
    reports it)."""
    def included(match):
        path, _, selector = match[1].strip().partition(":")
        file = root / path
        part = included_part(file.read_text(encoding="utf-8"), selector) if file.is_file() else None
        return match[0] if part is None else part
    return INCLUDE_LINE.sub(included, text)


TIME_CELL = re.compile(r"^(\d+)(?:, ([\d.]+)×)?")
FLOOR_FIGURE = re.compile(r"(type a char|open detail) \d+ µs against \d+ µs, ([\d.]+)×")


def benchmark_claim_mismatches(results):
    """Where the benchmark's results file (Benchmarks/Results/compare-benchmark.md) no longer
    supports what Choosing says of it: loading, saving and refreshing within twice the plain
    model in all five; the reducer pipeline's keystroke and opening of the detail the two largest
    ratios of the time table; and both within 1.5 times their floor in CPU time."""
    lines = results.split("\n")
    start = next((i for i, line in enumerate(lines) if line.startswith("| Time, µs")), None)
    floors = dict(FLOOR_FIGURE.findall(results))
    if start is None or set(floors) != {"type a char", "open detail"}:
        return ["no time table or floor figures"]
    header = [cell.strip() for cell in table_cells(lines[start])]
    rows = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in table_cells(line)]
        rows[cells[0]] = {header[i]: TIME_CELL.match(cell) for i, cell in enumerate(cells) if i > 0}
    mismatches = []
    ratios = []
    for name, cells in rows.items():
        for action, match in cells.items():
            if match and match[2]:
                ratios.append((float(match[2]), name, action))
        for action in ("load 1,000", "save a title", "refresh 1,000"):
            match = cells.get(action)
            if match and match[2] and float(match[2]) > 2:
                mismatches.append(f"{name} {action} {match[2]}×")
    largest = {(name, action) for _, name, action in sorted(ratios, reverse=True)[:2]}
    if largest != {("Reducer pipeline", "type a char"), ("Reducer pipeline", "open detail")}:
        mismatches.append(f"the two largest ratios are {sorted(largest)}")
    for action, ratio in floors.items():
        if float(ratio) > 1.5:
            mismatches.append(f"Reducer pipeline {action} {ratio}× its floor")
    return mismatches


COMPARE_MODULES = {
    "PlainObservable": None, "Interactors": "Interactors", "ReducerPipeline": "ReducerPipeline",
    "ProtocolStore": "ProtocolStore", "ContextStore": "ContextStore",
}


def build_copied_compare(site, root, scratch):
    """Copies what the Examples page offers for download of `ReadingList` and the five Compare
    examples into a fresh package under `scratch` that depends on Quartet by path, as a reader
    copies them into an app, and builds it with `swift build`. The SwiftUI files are left out:
    they need SwiftUI, which only Apple's platforms have. Returns (built, what was copied or the
    build's last lines)."""
    html = (site / "examples.html").read_text(encoding="utf-8")
    links = sorted(set(re.findall(r'href="(files/Examples/Compare/[^"]+\.swift)"', html)))
    package = scratch / "CopiedReadingList"
    if package.exists():
        shutil.rmtree(package)
    (package / "Sources").mkdir(parents=True)
    if not (scratch / "quartet").exists():
        os.symlink(root, scratch / "quartet")
    targets = {}
    for link in links:
        parts = pathlib.PurePosixPath(link).parts  # files, Examples, Compare, <Folder>, …
        folder, rest = parts[3], parts[4:]
        if "SwiftUI" in rest:
            continue
        target = "ReadingList" if folder == "ReadingList" else f"{folder}ReadingList"
        if rest[0] == "Demo":
            target = f"{folder.lower()}-demo"
            rest = rest[1:]
        destination = package / "Sources" / target / pathlib.PurePosixPath(*rest)
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(site / link, destination)
        targets.setdefault(target, []).append("/".join(rest))
    def product(name):
        return f'.product(name: "{name}", package: "quartet")'
    lines = ['.target(name: "ReadingList", dependencies: [' + product("QuartetSupport") + "])"]
    for folder, module in COMPARE_MODULES.items():
        library = ['"ReadingList"'] + ([product(module)] if module else [])
        lines.append(f'.target(name: "{folder}ReadingList", dependencies: [{", ".join(library)}])')
        demo = f"{folder.lower()}-demo"
        if demo in targets:
            lines.append(f'.executableTarget(name: "{demo}", dependencies: ["{folder}ReadingList", "ReadingList", '
                         + ", ".join([product("QuartetSupport")] + ([product(module)] if module else [])) + "])")
    if "readinglist-demo" in targets:
        lines.append('.executableTarget(name: "readinglist-demo", dependencies: ["ReadingList", '
                     + product("QuartetSupport") + "])")
    manifest = ("// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
                '    name: "CopiedReadingList",\n    platforms: [.macOS(.v15), .iOS(.v18)],\n'
                '    dependencies: [.package(path: "../quartet")],\n    targets: [\n        '
                + ",\n        ".join(lines) + "\n    ]\n)\n")
    (package / "Package.swift").write_text(manifest, encoding="utf-8")
    expected = {"ReadingList"} | {f"{folder}ReadingList" for folder in COMPARE_MODULES}
    if not expected <= set(targets):
        return False, f"the Examples page offers no files for {sorted(expected - set(targets))}"
    result = subprocess.run(["swift", "build", "--package-path", str(package)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        return False, "\n".join((result.stdout + result.stderr).strip().split("\n")[-15:])
    return True, f"{sum(len(files) for files in targets.values())} files in {len(targets)} targets"


class PreviewProcess:
    """`docbuild preview` serving a fresh copy of the Shapes fixture (a small package of articles
    with samples and a reference), started early so that its first check runs beside the browser's
    other checks. Its output is read on a thread; ``port`` waits for its "Serving the site" line."""

    def __init__(self, docbuild, root, scratch):
        self.package = scratch / "Shapes"
        if self.package.exists():
            shutil.rmtree(self.package)
        shutil.copytree(root / "Tests" / "DocBuildEndToEndTests" / "Fixtures" / "Shapes", self.package)
        self.lines = []
        self.served = queue.Queue()
        self.process = subprocess.Popen(
            [str(docbuild), "preview", "--package", str(self.package), "--port", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            match = re.match(r"Serving the site at http://127\.0\.0\.1:(\d+)/", line)
            if match:
                self.served.put(int(match.group(1)))
        self.served.put(None)

    def port(self, timeout=300):
        """The port it serves on, once its first check is done; None when it ended first."""
        try:
            return self.served.get(timeout=timeout)
        except queue.Empty:
            return None

    def edit(self, relative, old, new):
        """Replaces `old` by `new` in one of the package's files, written whole and renamed into
        place, as editors save."""
        path = self.package / relative
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{relative} has no {old!r}"
        temporary = path.with_name(path.name + ".saving")
        temporary.write_text(text.replace(old, new), encoding="utf-8")
        os.replace(temporary, path)

    def stop(self):
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()


def preview_checks(page, preview, check):
    """What a docs maintainer sees in `docbuild preview`: a prose edit reloads the open page where
    it was scrolled to, a `docbuild.json` that does not load shows a banner over the page, and the
    repair takes the banner away (it changes no page, so the page does not reload)."""
    port = preview.port()
    check(port is not None, "docbuild preview serves the Shapes package"
          + ("" if port else ": " + " / ".join(preview.lines[-5:])))
    if port is None:
        return
    page.viewport(390, 500, mobile=True)
    page.navigate(f"http://127.0.0.1:{port}/Squares.html")
    listening = page.wait_until("document.documentElement.dataset.docbuildPreview === 'listening'", timeout=30)
    check(bool(listening), "a previewed page listens for changes")
    scrolled = page.evaluate("window.scrollTo(0, 300); window.scrollY")

    preview.edit("Guides/Squares.md", "A later block sees", "As in a notebook, a later block sees")
    reloaded = page.wait_until(
        "document.body && document.body.textContent.includes('As in a notebook, a later block sees')"
        " && document.readyState === 'complete' && document.documentElement.dataset.docbuildPreview === 'listening'"
        " && window.scrollY", timeout=60)
    check(bool(scrolled) and reloaded == scrolled,
          f"a prose edit reloads the page where it was scrolled to ({scrolled} px, then {reloaded})")

    preview.edit("docbuild.json", '"tagline"', '"tagLine"')
    banner = page.wait_until(
        "(() => { const b = document.getElementById('docbuild-preview-problem');"
        " return b && b.textContent.includes('[docbuild.UnknownConfigurationKey]') &&"
        " b.getBoundingClientRect().width <= window.innerWidth ? b.textContent : null; })()", timeout=60)
    check(bool(banner), f"a docbuild.json that does not load shows a banner that fits the screen ({banner!r})")
    page.screenshot(preview.package.parent / "preview-problem.png")
    preview.edit("docbuild.json", '"tagLine"', '"tagline"')
    cleared = page.wait_until("!document.getElementById('docbuild-preview-problem')", timeout=60)
    text = page.evaluate("document.body.textContent.includes('As in a notebook')")
    check(bool(cleared) and bool(text), "repairing docbuild.json takes the banner away, the page as it was")
    page.navigate("about:blank")


def install_packages(command):
    """The packages an `apt-get install` or `brew install` command line names, options aside."""
    words = command.split()
    index = words.index("install") if "install" in words else len(words)
    return sorted(w for w in words[index + 1:] if not w.startswith("-") and not w.startswith("#"))


def install_line_problems(config, root, site):
    """Where an install line of the site or the README differs from docbuild.json's placeholders
    (`apt-get-install`, `brew-install`), and packages those lines name that scripts/setup.sh does
    not install: the lines are kept in one place, and this holds the copies to it."""
    placeholders = config.get("placeholders", {})
    wanted = {tool: install_packages(placeholders[key])
              for tool, key in (("apt-get", "apt-get-install"), ("brew", "brew-install")) if key in placeholders}
    if not wanted:
        return ["docbuild.json has no apt-get-install or brew-install placeholder"]
    problems = []
    pattern = re.compile(r"\b(apt-get|apt|brew) install [^\n]*")
    # The code of the pages' articles (not the source pages, which show files as they are), and
    # the README's code, where a reader copies a command from.
    texts = [(f.name, "\n".join(html.unescape(re.sub(r"<[^>]+>", "", code)) for code in
                                re.findall(r"<code[^>]*>(.*?)</code>", f.read_text(encoding="utf-8"), re.S)))
             for f in sorted(site.glob("*.html"))]
    readme = (root / "README.md").read_text(encoding="utf-8")
    readme_code = [block or span for block, span in re.findall(r"```[a-z]*\n(.*?)```|`([^`\n]+)`", readme, re.S)]
    texts.append(("README.md", "\n".join(readme_code)))
    for name, text in texts:
        for match in pattern.finditer(text):
            tool = "apt-get" if match.group(1).startswith("apt") else "brew"
            if install_packages(match.group(0)) != wanted.get(tool):
                problems.append(f"{name}: {match.group(0).strip()}")
    setup = (root / "scripts" / "setup.sh").read_text(encoding="utf-8")
    installed = set(re.findall(r"[a-z0-9][a-z0-9.+-]*", " ".join(
        re.findall(r"(?:apt_install|brew install) ([^\n|&;]*)", setup))))
    missing = sorted({p for packages in wanted.values() for p in packages} - installed)
    if missing:
        problems.append(f"scripts/setup.sh does not install {missing}")
    return problems


def check_first_screens(page, site, check):
    """Getting started's first screens: three groups of four pattern tabs (the model, the view, the
    test) that follow one choice; each view compiled against SwiftUI's interface, each test run."""
    getting_started = site / "GettingStarted.html"
    if not getting_started.is_file():
        return
    page.navigate(getting_started.as_uri())
    # The tab group that follows the heading `id`.
    group_after = ("const group = id => { let e = document.getElementById(id);"
                   " while (e && !(e.classList && e.classList.contains('tab-group'))) e = e.nextElementSibling;"
                   " return e; };")
    groups = page.evaluate(
        "(() => { " + group_after + " return ['the-model', 'the-view', 'the-test'].map(id => group(id) ?"
        " [...group(id).querySelectorAll('[role=tab]')].map(t => t.textContent.trim()) : null); })()")
    patterns = ["Interactors", "Reducer pipeline", "Protocol store", "Context store"]
    check(groups == [patterns] * 3,
          f"Getting started shows the model, the view and the test in a group of the four patterns each ({groups})")
    followed = page.evaluate(
        "(() => { const tabs = [...document.querySelectorAll('[role=tab]')]"
        ".filter(t => t.textContent.trim() === 'Context store'); tabs[0].click();"
        " return [...document.querySelectorAll('.tab-group [role=tab][aria-selected=true]')]"
        ".map(t => t.textContent.trim()); })()")
    check(followed == ["Context store"] * 3, f"choosing a pattern in one group chooses it in the others ({followed})")
    badges = page.evaluate(
        "(() => { " + group_after +
        " const views = [...group('the-view').querySelectorAll('.badge')].map(b => b.textContent.trim());"
        " const tests = [...group('the-test').querySelectorAll('figure')].map(f =>"
        "   [f.querySelector('.badge').textContent.trim(), (f.querySelector('samp') || {}).textContent || '']);"
        " return { views, tests }; })()")
    check(badges["views"] == ["Compiled against SwiftUI's interface"] * 4
          and len(badges["tests"]) == 4
          and all(b == "Tested" and o.startswith("✔ Test ") and "passed" in o for b, o in badges["tests"]),
          f"each first screen's view is compiled against SwiftUI's interface and its test ran and passed ({badges})")


# The most Choosing may measure at 1280 px, whichever tab is chosen: its verdict, picture, five
# sections of excerpts, figures and benchmark fit in it; more means a section has grown.
CHOOSING_HEIGHT = 11500
# The first line of an excerpt that starts at its declaration: attributes, modifiers, then a
# declaration's keyword (Apple's sample code shows an excerpt inside what contains it).
DECLARATION = re.compile(
    r"^(@\w+|((public|private|fileprivate|internal|package|open|final|nonisolated|static|override|"
    r"mutating|@MainActor)\s+)*(struct|class|enum|extension|protocol|actor|func|var|let|init|case)\b)")


def check_choosing(page, site, check, shots):
    """Choosing read in one pass: one section per topic, each tab an excerpt that starts at its
    declaration (the app's code from the Compare examples, the spec's test in the Spec tab), the
    page under CHOOSING_HEIGHT at 1280 px whichever tab is chosen, every table fitting its column
    at 1280 px, and the verdict table showing at 390 px that it scrolls."""
    choosing = site / "Choosing.html"
    if not choosing.is_file():
        return
    page.viewport(1280, 900)
    page.navigate(choosing.as_uri())
    page.wait_until("document.querySelectorAll('.tab-group.tabs-enabled').length > 1")
    headings = page.evaluate(
        "[...document.querySelectorAll('article h2, article h3')].map(h => h.textContent.trim())")
    repeated = sorted({h for h in headings if headings.count(h) > 1})
    check(bool(headings) and not repeated and not any(h.startswith("How each is tested") for h in headings),
          f"Choosing has one section per topic ({len(headings)} sections; repeated: {repeated or 'none'})")
    tabs = page.evaluate(
        "[...document.querySelectorAll('article .tab-panel')].map(p => { const a = p.querySelector('.sample-source');"
        " return {tab: p.dataset.tab, source: a ? a.textContent : '',"
        " first: p.querySelector('pre code').textContent.split('\\n')[0]}; })")
    misplaced = [f"{t['tab']}: {t['source'] or t['first'][:40]}" for t in tabs
                 if not (t["source"].startswith("Tests/CompareTests/") if t["tab"] == "Spec"
                         else t["source"].startswith("Examples/Compare/") and "/Drivers/" not in t["source"])]
    undeclared = [f"{t['source']}: {t['first']!r}" for t in tabs if not DECLARATION.match(t["first"])]
    check(len(tabs) >= 25 and not misplaced,
          f"Choosing's tabs show the Compare examples' code and, under Spec, the spec's test"
          f" ({len(tabs)} tabs; {misplaced or 'none elsewhere'})")
    check(len(tabs) >= 25 and not undeclared,
          f"every tab of Choosing starts at the declaration of what it shows ({undeclared or 'all do'})")
    documentation = page.evaluate(
        "(() => { const s = [...document.querySelectorAll('.tab-panel:not([hidden]) .sample[data-hidden-lines]')]"
        ".find(x => x.querySelector('.hidden-toggle')); if (!s) return null;"
        " const lines = [...s.querySelectorAll('.hidden-line')];"
        " const before = lines.filter(l => l.getClientRects().length).length;"
        " const toggle = s.querySelector('.hidden-toggle'); const label = toggle.textContent; toggle.click();"
        " const after = lines.filter(l => l.getClientRects().length).length;"
        " const marker = getComputedStyle(lines[0], '::after').content;"
        " const comments = lines.every(l => l.textContent.trim().startsWith('///')); toggle.click();"
        " return {lines: lines.length, before, after, label, marker, comments}; })()")
    check(bool(documentation) and documentation["before"] == 0 and documentation["after"] == documentation["lines"]
          and documentation["comments"] and "documentation line" in documentation["label"]
          and documentation["marker"] in ("none", "normal"),
          f"an excerpt's documentation comments are folded, and its toggle shows them as the file has them"
          f" ({documentation})")
    titles = page.evaluate("[...new Set([...document.querySelectorAll('.tab-button')].map(b => b.textContent))]")
    heights = {}
    for title in titles:
        heights[title] = page.evaluate(
            "(() => { [...document.querySelectorAll('.tab-button')].find(b => b.textContent === %s).click();"
            " return document.documentElement.scrollHeight; })()" % json.dumps(title))
    check(bool(heights) and max(heights.values()) < CHOOSING_HEIGHT,
          f"at 1280 px Choosing is under {CHOOSING_HEIGHT} px tall whichever tab is chosen ({heights})")
    page.evaluate("[...document.querySelectorAll('.tab-button')][0].click()")
    overflowing = page.evaluate(
        "[...document.querySelectorAll('article .table-scroll')].filter(w => w.scrollWidth > w.clientWidth)"
        ".map(w => (w.previousElementSibling || {}).id || w.querySelector('th').textContent + ': '"
        " + (w.scrollWidth - w.clientWidth) + ' px')")
    check(overflowing == [], f"at 1280 px every table of Choosing fits its column ({overflowing or 'all do'})")
    page.viewport(390, 844, mobile=True)
    page.navigate(choosing.as_uri())
    verdict = "document.querySelector('article .table-scroll')"
    before = page.evaluate(
        f"(() => {{ const w = {verdict}; return {{more: w.dataset.more || '', mask: getComputedStyle(w).maskImage"
        " || getComputedStyle(w).webkitMaskImage}; })()")
    page.evaluate(f"(() => {{ const w = {verdict}; w.scrollLeft = w.scrollWidth; }})()")
    after = page.wait_until(f"{verdict}.dataset.more === 'left' && {verdict}.dataset.more")
    check(before["more"] == "right" and before["mask"] not in ("", "none") and after == "left",
          f"at 390 px the verdict table fades at the edge it scrolls to, and the fade follows the scroll"
          f" (before {before}, scrolled to the end: {after})")
    page.evaluate(f"{verdict}.scrollLeft = 0; {verdict}.scrollIntoView()")
    page.screenshot(shots / "choosing-verdict-390.png")
    page.viewport(1280, 900)


# Each pattern article and the page for an app moving from the library its design comes from.
MIGRATION_PAGES = {
    "Interactors": "ComingFromCleanKit", "ReducerPipeline": "ComingFromAsyncViewModel",
    "ProtocolStore": "ComingFromXUI", "ContextStore": "ComingFromChiui",
}


def check_migration_pages(page, site, check):
    """The pattern articles are for adopters: each links, in its opening, to a page of its own for
    an app coming from the original library, which the overview links too and which links back;
    no article keeps a "Coming from" section. The reference lists the compatibility names under
    a Deprecated topic, each badged."""
    if not all((site / f"{a}.html").is_file() for a in MIGRATION_PAGES):
        return
    problems = []
    overview = (site / "index.html").read_text(encoding="utf-8")
    for article, migration in MIGRATION_PAGES.items():
        page.navigate((site / f"{article}.html").as_uri())
        found = page.evaluate(
            "(() => { const body = document.querySelector('.page-body'); const h2 = body.querySelector('h2');"
            " const opening = [...body.querySelectorAll('a')].filter(a => !h2 || (a.compareDocumentPosition(h2)"
            " & Node.DOCUMENT_POSITION_FOLLOWING)).map(a => a.getAttribute('href'));"
            " const sections = [...body.querySelectorAll('h2, h3')].map(h => h.textContent.trim());"
            " return {opening, sections}; })()")
        if f"{migration}.html" not in found["opening"]:
            problems.append(f"{article}: its opening does not link {migration}")
        if any(h.startswith("Coming from") for h in found["sections"]):
            problems.append(f"{article}: still has a Coming from section")
        if not (site / f"{migration}.html").is_file():
            problems.append(f"{migration}: no page")
            continue
        back = (site / f"{migration}.html").read_text(encoding="utf-8")
        if f'href="{article}.html"' not in back:
            problems.append(f"{migration}: does not link back to {article}")
        if f'href="{migration}.html"' not in overview:
            problems.append(f"the overview does not link {migration}")
    check(not problems, f"each pattern article opens with a link to its own migration page, which the overview"
          f" lists and which links back ({problems or 'all do'})")
    unlinked = [article for article in MIGRATION_PAGES
                if (site / "reference" / article / "index.html").is_file()
                and f'href="../../{article}.html"' not in
                (site / "reference" / article / "index.html").read_text(encoding="utf-8")]
    check(not unlinked, f"each pattern's module page links to its guide article ({unlinked or 'all do'})")
    interactor = site / "reference" / "Interactors" / "Interactor.html"
    if interactor.is_file():
        page.navigate(interactor.as_uri())
        declarations = page.evaluate("[...document.querySelectorAll('pre.declaration')].map(p => p.textContent)")
        long_lines = [d[:60] for d in declarations
                      if "\n" not in d.strip() and len(d.strip()) > 80 and re.search(r"\(\s*\w+[ :]", d)]
        wrapped = [d for d in declarations if "(\n    " in d]
        check(bool(wrapped) and not long_lines,
              f"Interactor's long declarations show one parameter per line ({len(wrapped)} wrapped;"
              f" {long_lines or 'none left on one line'})")
        deprecated = page.evaluate(
            "(() => { const h = document.getElementById('topic-deprecated'); if (!h) return null;"
            " const list = h.nextElementSibling; const items = [...list.querySelectorAll('li')];"
            " const topics = [...document.querySelectorAll('h3[id^=\"topic-\"]')].map(x => x.textContent.trim());"
            " const elsewhere = [...document.querySelectorAll('h3[id^=\"topic-\"]')].filter(x => x !== h)"
            ".flatMap(x => [...x.nextElementSibling.querySelectorAll('.badge-deprecated')]).length;"
            " return {items: items.length, badged: items.filter(i => i.querySelector('.badge-deprecated')).length,"
            " last: topics[topics.length - 1], elsewhere}; })()")
        check(bool(deprecated) and deprecated["items"] > 0 and deprecated["badged"] == deprecated["items"]
              and deprecated["last"] == "Deprecated" and deprecated["elsewhere"] == 0,
              f"Interactor's compatibility names are its last topic, Deprecated, each badged ({deprecated})")


def check_tutorial(page, site, check):
    """The tutorial shows each file the reader creates under its path, with a Copy button, light
    and dark. (Tests/DocBuildEndToEndTests/TutorialTests follows it, and runs its commands.)"""
    tutorial = site / "Tutorial.html"
    if not tutorial.is_file():
        return
    wanted = ["Package.swift", "Sources/Shapes/Square.swift", "docbuild.json", "Documentation/Squares.md",
              "Documentation/SUMMARY.md", ".github/workflows/docs.yml"]
    for scheme in ("light", "dark"):
        page.color_scheme(scheme)
        page.navigate(tutorial.as_uri())
        found = page.evaluate(
            "[...document.querySelectorAll('.sample .sample-source')].map(s => { const f = s.closest('.sample');"
            " const button = f.querySelector('.copy-button'); const code = f.querySelector('pre code');"
            " return [s.textContent, !!button && !button.hidden, code.textContent.length]; })")
        named = [name for name, *_ in found]
        unusable = [name for name, copyable, length in found if not (copyable and length)]
        check(all(name in named for name in wanted) and not unusable,
              f"the tutorial names each file above its code, with a Copy button ({scheme};"
              f" {[n for n in wanted if n not in named] or 'all named'}; {unusable or 'all copyable'})")
    page.color_scheme("light")


def check_asides(page, site, check, shots):
    """Using docbuild's GitHub alerts and DocC asides are titled callouts, each kind's title and
    text readable (4.5:1) in light and dark, and they fit a 390 px screen."""
    using = site / "UsingDocbuild.html"
    if not using.is_file():
        return
    wanted = {"aside-note", "aside-tip", "aside-important", "aside-warning", "aside-caution", "aside-experiment"}
    for scheme, width in (("light", 1280), ("dark", 1280), ("dark", 390)):
        page.viewport(width, 900, mobile=width < 500)
        page.color_scheme(scheme)
        page.navigate(using.as_uri())
        asides = page.evaluate(ASIDE_SCRIPT)
        kinds = {aside["kind"] for aside in asides}
        unreadable = [a for a in asides if min(a["titleContrast"], a["bodyContrast"]) < 4.5]
        check(wanted <= kinds and not unreadable and not any(a["quoteShown"] for a in asides),
              f"{scheme} at {width} px: each GitHub alert and DocC aside kind is a titled callout"
              f" ({sorted(wanted - kinds) or 'all kinds shown'}), readable ({unreadable or 'all at least 4.5:1'})")
        check(len({a["bar"] for a in asides}) >= 4, f"{scheme}: the callouts' kinds have bars of their own colours")
        if width < 500:
            check(all(a["fits"] for a in asides), f"at 390 px every callout fits the screen ({asides})")
        page.evaluate("document.querySelector('article aside.aside').scrollIntoView()")
        page.screenshot(shots / f"asides-{scheme}-{width}.png")
    page.viewport(1280, 900)
    page.color_scheme("light")


TRANSCRIPT_SCRIPT = """(() => {
  const heading = document.getElementById('check-a-commands-transcripts');
  if (!heading) return null;
  const figures = [];
  for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
    const figure = node.matches('figure') ? node : null;
    if (figure) figures.push({
      badge: (figure.querySelector('.badge') || {}).textContent || '',
      transcript: figure.classList.contains('sample-transcript'),
      code: figure.querySelector('pre code').textContent,
      fits: figure.getBoundingClientRect().right <= document.documentElement.clientWidth + 1,
    });
  }
  return figures;
})()"""


def check_transcripts(page, site, check, shots):
    """Using docbuild's command and the transcripts that run it are badged as checked, framed as
    samples with a Copy button, light and dark, and fit a 390 px screen."""
    using = site / "UsingDocbuild.html"
    if not using.is_file():
        return
    for scheme, width in (("light", 1280), ("dark", 390)):
        page.viewport(width, 900, mobile=width < 500)
        page.color_scheme(scheme)
        page.navigate(using.as_uri())
        figures = page.evaluate(TRANSCRIPT_SCRIPT) or []
        badges = [(f["badge"].strip(), f["transcript"]) for f in figures]
        check(badges == [("Verified command", False), ("Verified", True), ("Verified", True)],
              f"{scheme} at {width} px: the @main command and the two transcripts that run it are badged ({badges})")
        check(all(f["fits"] for f in figures), f"{scheme} at {width} px: the command and its transcripts fit")
        check(all(f["code"].startswith("$ shout") for f in figures if f["transcript"]),
              "each transcript shows its prompt lines as written")
        page.evaluate("document.getElementById('check-a-commands-transcripts').scrollIntoView()")
        page.screenshot(shots / f"transcripts-{scheme}-{width}.png")
    page.viewport(1280, 900)
    page.color_scheme("light")


def check_overview_cards(page, site, check):
    """Each card on the overview says in one whole sentence what its page is for: not cut, not
    two sentences, not the article's learning objective ("After this article you can")."""
    page.viewport(1280, 900)
    page.navigate((site / "index.html").as_uri())
    cards = page.evaluate(
        "[...document.querySelectorAll('.cards li')].map(li => [li.querySelector('strong').textContent,"
        " (li.querySelector('span') || {}).textContent || ''])")
    wrong = [title for title, summary in cards
             if not summary or summary.endswith("…") or not summary.rstrip().endswith((".", "!", "?"))
             or re.search(r"[.!?] [A-Z]", summary) or summary.startswith("After this")]
    check(len(cards) >= 8 and not wrong,
          f"each overview card's summary is one whole sentence ({len(cards)} cards; {wrong or 'all are'})")


def check_output_shown_once(page, site, articles, check):
    """A verified sample's output is on the page once: in its `// Prints` lines, not in an output
    box too, unless a `// Prints` line is hidden."""
    files = [site / f"{source.stem}.html" for source in sorted(articles.glob("*.md"))
             if (site / f"{source.stem}.html").is_file()]
    twice = []
    for file, found in Page.evaluate_in_each([page], files,
            "[...document.querySelectorAll('figure.sample-run')].filter(f => f.querySelector('.sample-output')"
            " && ![...f.querySelectorAll('.hidden-line')].some(l => l.textContent.includes('// Prints')))"
            ".map(f => f.querySelector('code').textContent.split('\\n')[0])"):
        twice += [f"{file.name}: {first}" for first in found or []]
    check(not twice, f"a verified sample shows its output once, in its // Prints lines ({twice or 'all do'})")


def log(message):
    print(f"browser-test: {message}", flush=True)


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def install_chromium():
    """Installs Debian's chromium with apt-get (through sudo when not root)."""
    if not shutil.which("apt-get"):
        sys.exit("browser-test: chromium is missing and apt-get is not available: install Chromium, then rerun")
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    log("chromium is missing: installing it with apt-get (Debian's package)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(prefix + ["apt-get", "update", "-qq"], check=False, env=env)
    subprocess.run(prefix + ["apt-get", "install", "-y", "-qq", "chromium"], check=True, env=env)


class Browser:
    """Chromium with the DevTools protocol on fds 3 (commands in) and 4 (replies out)."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="browser-test-profile-")
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()
        # Lift the child's ends above fd 4, so that placing them at 3 and 4 cannot clobber either.
        high_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD_CLOEXEC, 10)
        high_write = fcntl.fcntl(replies_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(commands_read)
        os.close(replies_write)
        arguments = [
            executable, "--headless=new", "--remote-debugging-pipe", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--hide-scrollbars",
            "--user-data-dir=" + self.profile, "about:blank",
        ]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")  # Chromium refuses to run its sandbox as root.
        devnull = os.open(os.devnull, os.O_RDWR)
        # Its own session, so that closing kills Debian's wrapper script and every Chromium process.
        self.pid = os.posix_spawnp(
            executable, arguments, os.environ,
            file_actions=[
                (os.POSIX_SPAWN_DUP2, devnull, 0), (os.POSIX_SPAWN_DUP2, devnull, 1),
                (os.POSIX_SPAWN_DUP2, devnull, 2),
                (os.POSIX_SPAWN_DUP2, high_read, 3), (os.POSIX_SPAWN_DUP2, high_write, 4),
            ],
            setsid=True)
        for fd in (devnull, high_read, high_write):
            os.close(fd)
        self.next_id = 0
        self.messages = queue.Queue()
        self.pending_events = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        while True:
            chunk = os.read(self.replies, 1 << 16)
            if not chunk:
                self.messages.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                self.messages.put(json.loads(message))

    def _next_message(self, deadline):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("Chromium did not answer in time")
        message = self.messages.get(timeout=remaining)
        if message is None:
            raise RuntimeError("Chromium exited")
        return message

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            request["sessionId"] = session
        os.write(self.commands, json.dumps(request).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            message = self._next_message(deadline)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})
            self.pending_events.append(message)

    def wait_for_event(self, method, timeout=30, session=None):
        """The first event `method` not yet waited for; from the page of `session` only, if given."""
        def matches(event):
            return event.get("method") == method and (session is None or event.get("sessionId") == session)
        deadline = time.monotonic() + timeout
        for index, event in enumerate(self.pending_events):
            if matches(event):
                return self.pending_events.pop(index)
        while True:
            message = self._next_message(deadline)
            if matches(message):
                return message
            self.pending_events.append(message)

    def drain_events(self):
        while True:
            try:
                message = self.messages.get_nowait()
            except queue.Empty:
                return
            if message is not None:
                self.pending_events.append(message)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and os.waitpid(self.pid, os.WNOHANG) == (0, 0):
            time.sleep(0.1)
        try:
            os.killpg(self.pid, signal.SIGKILL)  # whatever is left of this browser's session
        except ProcessLookupError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    def __init__(self, browser):
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.send(f"{domain}.enable")

    def send(self, method, params=None, timeout=30):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {expression}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def forget_load_events(self):
        """Forgets this page's earlier load events, so that ``wait_loaded`` waits for the next one."""
        self.browser.pending_events = [
            e for e in self.browser.pending_events
            if not (e.get("method") == "Page.loadEventFired" and e.get("sessionId") == self.session)]

    def start_navigation(self, url):
        """Starts loading `url`, forgetting this page's earlier load events; see ``wait_loaded``."""
        self.forget_load_events()
        self.send("Page.navigate", {"url": url})

    def wait_loaded(self):
        self.browser.wait_for_event("Page.loadEventFired", session=self.session)

    def navigate(self, url):
        self.start_navigation(url)
        self.wait_loaded()

    @staticmethod
    def evaluate_in_each(pages, files, expression):
        """Loads each of `files` in one of `pages`, as many at once as there are pages, and
        evaluates `expression` in it once loaded; yields (file, value) in the order of `files`.
        One page at a time spent most of a minute on the site's pages, each waiting on its load."""
        for start in range(0, len(files), len(pages)):
            batch = list(zip(pages, files[start:start + len(pages)]))
            for page, file in batch:
                page.start_navigation(file.as_uri())
            for page, _ in batch:
                page.wait_loaded()
            for page, file in batch:
                yield file, page.evaluate(expression)

    # What Chromium answers when a page navigates away while an evaluation is in flight: the
    # condition could not be evaluated yet, which is not the same as false, nor a failure.
    NAVIGATING = ("Inspected target navigated or closed", "Execution context was destroyed",
                  "Cannot find context with specified id")

    def wait_until(self, expression, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                value = self.evaluate(expression)
            except RuntimeError as error:
                if not any(reason in str(error) for reason in self.NAVIGATING):
                    raise
                value = None
            if value:
                return value
            time.sleep(0.05)
        return None

    def press(self, key, code=None, key_code=0, text=None):
        event = {"key": key, "code": code or key, "windowsVirtualKeyCode": key_code, "nativeVirtualKeyCode": key_code}
        if text is not None:
            event.update(text=text, unmodifiedText=text)
        self.send("Input.dispatchKeyEvent", dict(event, type="keyDown"))
        self.send("Input.dispatchKeyEvent", dict(event, type="keyUp"))

    def type(self, text):
        for character in text:
            self.press(character, code="Key" + character.upper() if character.isalpha() else character,
                       key_code=ord(character.upper()), text=character)

    def viewport(self, width, height, mobile=False):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def color_scheme(self, scheme):
        self.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        path.write_bytes(base64.b64decode(data))
        log(f"screenshot {path}")


def console_errors(browser):
    """The console errors, uncaught exceptions and failed loads logged so far."""
    browser.drain_events()
    errors = []
    for event in browser.pending_events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            errors.append(details.get("exception", {}).get("description") or details.get("text"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            errors.append(" ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            errors.append(f"{entry.get('text')} {entry.get('url', '')}".strip())
    return errors


# The contrast of each kind of text against the background it is drawn on (the first ancestor
# with an opaque background), by WCAG 2's relative luminance; the lowest of each kind.
CONTRAST_SCRIPT = """(() => {
  const rgb = (color) => (color.match(/[\\d.]+/g) || []).map(Number);
  const luminance = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const ratio = (element) => {
    const a = luminance(rgb(getComputedStyle(element).color).slice(0, 3));
    const b = luminance(background(element));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  const kinds = {
    "body text": "article p", "faint text": ".toc-title, .sidebar-section, .sample-output-label",
    "code comments": "pre .c", "links": "article p a",
  };
  const result = {};
  for (const [name, selector] of Object.entries(kinds)) {
    const elements = Array.from(document.querySelectorAll(selector)).filter((e) => e.getClientRects().length);
    result[name] = elements.length ? Math.min(...elements.map(ratio)) : null;
  }
  return result;
})()"""


# Each callout of an article: its kind, title, the contrast of its title and first block, its bar's
# colour, and whether it fits the window; the contrast as CONTRAST_SCRIPT measures it.
ASIDE_SCRIPT = CONTRAST_SCRIPT.split("  const kinds = {")[0] + """
  return [...document.querySelectorAll('article aside.aside')].map((a) => {
    const title = a.querySelector('.aside-title'), body = a.querySelector('.aside-title ~ *');
    const box = a.getBoundingClientRect();
    return {kind: [...a.classList].find((c) => c.startsWith('aside-')), title: title && title.textContent,
            titleContrast: title ? ratio(title) : 0, bodyContrast: body ? ratio(body) : 0,
            bar: getComputedStyle(a).borderLeftColor, fits: box.right <= window.innerWidth + 0.5,
            quoteShown: a.textContent.includes('[!')};
  });
})()"""


class Checks:
    """`check(condition, message)`: counts the check and logs it as ok or FAILED, keeping the
    messages of those that failed for the summary."""

    def __init__(self):
        self.count = 0
        self.failures = []

    def __call__(self, condition, message):
        self.count += 1
        if condition:
            log(f"ok: {message}")
        else:
            log(f"FAILED: {message}")
            self.failures.append(message)


def parse_options():
    """The command line: the site to open, the search to try on it, where screenshots go, and the
    slow parts (docbuild preview, the copied package's build) to leave out."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", nargs="?", default="site/public")
    parser.add_argument("--query", default="doctests")
    parser.add_argument("--expect", default="Doctests.html")
    parser.add_argument("--screenshots", default=".build/browser-test")
    parser.add_argument("--articles", default="Articles")
    parser.add_argument("--docbuild", default=".build/debug/docbuild",
                        help="the docbuild executable whose preview is tried (built by `swift build`)")
    parser.add_argument("--skip-preview", action="store_true", help="do not try docbuild preview")
    parser.add_argument("--skip-copied-build", action="store_true",
                        help="do not build the Compare examples copied into a fresh package (about a minute)")
    return parser.parse_args()


def chromium_executable():
    """The Chromium to drive: the one on PATH, or Debian's, installed when there is none."""
    executable = find_chromium()
    if not executable:
        install_chromium()
        executable = find_chromium() or sys.exit("browser-test: chromium is still missing after installing it")
    return executable


def start_copied_build(options, site):
    """Starts building the Compare examples copied into a fresh package on a thread of its own, and
    returns the thread (None with --skip-copied-build) and the dict its result goes in, for
    check_copied_build."""
    # The copied package's build (a cold build of the modules it depends on, most of this test's
    # time) runs beside the browser's checks, which leave the cores mostly idle; its result is
    # checked last. It reads only the site, which nothing here changes.
    copied_result = {}
    copied_build = None
    if not options.skip_copied_build:
        root = pathlib.Path(options.articles).resolve().parent
        scratch = pathlib.Path(options.screenshots).resolve() / "copied"
        scratch.mkdir(parents=True, exist_ok=True)
        copied_build = threading.Thread(
            target=lambda: copied_result.update(result=build_copied_compare(site, root, scratch)), daemon=True)
        copied_build.start()
    return copied_build, copied_result


def start_preview(options):
    """Starts `docbuild preview` on a copy of the Shapes fixture for preview_checks, and returns its
    process (None with --skip-preview)."""
    preview = None
    if not options.skip_preview:
        docbuild = pathlib.Path(options.docbuild).resolve()
        if not docbuild.is_file():
            sys.exit(f"browser-test: no docbuild at {docbuild}: build it first with `swift build`,"
                     " or pass --skip-preview")
        scratch = pathlib.Path(options.screenshots).resolve() / "preview"
        scratch.mkdir(parents=True, exist_ok=True)
        preview = PreviewProcess(docbuild, pathlib.Path(options.articles).resolve().parent, scratch)
    return preview


def search_results_listing(page, expect):
    """The hrefs of the search's results once `expect` is among them; None if it never is."""
    return page.wait_until(
        "Array.from(document.querySelectorAll('#site-search-results li a')).map(a => a.getAttribute('href'))"
        f".filter(h => h.split('#')[0].endsWith({json.dumps(expect)})).length ? "
        "Array.from(document.querySelectorAll('#site-search-results li a')).map(a => a.getAttribute('href')) : null")


def clear_search(page):
    """Empties the search box (and so its results) and gives it the focus, ready for a new query."""
    page.evaluate("(() => { const i = document.getElementById('site-search-input'); i.value = '';"
                  " i.dispatchEvent(new Event('input')); i.focus(); })()")


def check_search(page, site, options, check, shots):
    """The overview's search box is shown, under a header marked with the theme folder's logo, and
    typing the query lists the expected page among the results, the match highlighted and each
    result page named once. Returns the light page's background colour, for the dark mode check."""
    page.viewport(1280, 900)
    page.color_scheme("light")
    page.navigate((site / "index.html").as_uri())
    check(page.evaluate("!document.getElementById('site-search').hidden"), "the search box is shown")
    # The package's own theme folder (docbuild.json's `theme`) shows: its logo marks the header.
    if (site / "theme" / "logo.svg").is_file():
        mark = page.evaluate("getComputedStyle(document.querySelector('.site-title'), '::before').backgroundImage")
        check("theme/logo.svg" in (mark or ""), f"the header's mark is the theme folder's logo ({mark})")

    page.evaluate("document.getElementById('site-search-input').focus()")
    page.type(options.query)
    hrefs = search_results_listing(page, options.expect)
    check(bool(hrefs), f"typing {options.query!r} lists {options.expect} among the results")
    check(bool(page.evaluate("document.querySelectorAll('#site-search-results mark').length")),
          "the match is highlighted in the results")
    light = page.evaluate("getComputedStyle(document.body).backgroundColor")
    pages_named = page.evaluate(
        "Array.from(document.querySelectorAll('#site-search-results .result-page')).map(p => p.textContent)")
    check(bool(pages_named) and len(pages_named) == len(set(pages_named)),
          f"each result page is named once in the results ({pages_named})")
    page.screenshot(shots / "search-light.png")
    return light


def check_search_ranking(page, site, check):
    """The ranking a reader expects, query by query (SEARCH_RANKING: which page comes first, which
    before which), each query answered within a frame, and a search index that is a small share of
    the site's HTML."""
    for query, first, orders in SEARCH_RANKING:
        found = page.evaluate(
            "(() => { const i = document.getElementById('site-search-input'); const ms = [];"
            f" for (let n = 0; n < {SEARCH_TIMINGS}; n++) {{ i.value = " + json.dumps(query) + ";"
            " const start = performance.now(); i.dispatchEvent(new Event('input'));"
            " ms.push(performance.now() - start); }"
            " ms.sort((a, b) => a - b);"
            " return {ms: ms[ms.length >> 1], slowest: ms[ms.length - 1],"
            " hrefs: Array.from(document.querySelectorAll('#site-search-results li a'))"
            ".map(a => a.getAttribute('href').toLowerCase())}; })()")
        hrefs = found["hrefs"]
        if first:
            check(bool(hrefs) and hrefs[0].endswith(first.lower()),
                  f"searching {query!r} puts {first} first ({hrefs[:4]})")
        for before, after in orders:
            early = [i for i, h in enumerate(hrefs) if before.lower() in h]
            late = [i for i, h in enumerate(hrefs) if after.lower() in h]
            page_name, anchor = after.split("#")
            exists = any(f'id="{anchor}"' in f.read_text(encoding="utf-8") for f in site.rglob(page_name))
            check(bool(early) and exists and (not late or max(early) < min(late)),
                  f"searching {query!r} lists {before} before {after} ({hrefs[:8]})")
        check(found["ms"] <= SEARCH_FRAME_MS,
              f"searching {query!r} answers within a frame (median of {SEARCH_TIMINGS}: {found['ms']:.1f} ms"
              f" ≤ {SEARCH_FRAME_MS} ms; slowest {found['slowest']:.1f} ms)")
    html_bytes = sum(f.stat().st_size for f in site.rglob("*.html"))
    index_bytes = (site / "search-index.js").stat().st_size
    check(index_bytes <= SEARCH_INDEX_SHARE * html_bytes,
          f"the search index is {index_bytes / html_bytes:.1%} of the site's HTML "
          f"(≤ {SEARCH_INDEX_SHARE:.0%}: {index_bytes} of {html_bytes} bytes)")


def check_search_snippets(page, check):
    """An attribute written only in code (`MainActor`) is found, and the snippets of a search show
    the words that matched."""
    clear_search(page)
    page.type("MainActor")
    attribute_hits = page.wait_until(
        "document.querySelectorAll('#site-search-results li a').length || null")
    check(bool(attribute_hits), f"searching 'MainActor' finds something ({attribute_hits} results)")
    clear_search(page)
    page.type("cancels")
    snippets = page.wait_until(
        "(() => { const s = Array.from(document.querySelectorAll('#site-search-results .result-snippet'));"
        " return s.length ? s.map(x => x.querySelector('mark') !== null) : null; })()")
    check(bool(snippets) and any(snippets),
          f"the snippets of a search for 'cancels' show the matched word ({snippets})")


def check_opening_result(page, options, check, shots, light):
    """The query typed again, arrow keys and Enter open the expected page from its results, with its
    title; switching to dark mode changes the page. Returns False, checking nothing, when the
    results do not list the page (check_search has reported that)."""
    clear_search(page)
    page.type(options.query)
    hrefs = search_results_listing(page, options.expect)
    if not hrefs:
        return False
    position = next(i for i, h in enumerate(hrefs) if h.split("#")[0].endswith(options.expect))
    for _ in range(position):
        page.press("ArrowDown", key_code=40)
    page.forget_load_events()
    page.press("Enter", key_code=13)
    page.wait_loaded()
    arrived = page.wait_until(
        f"location.pathname.endsWith({json.dumps('/' + options.expect)}) && document.readyState === 'complete'")
    check(bool(arrived), f"arrow keys and Enter open {options.expect}")
    time.sleep(0.3)
    check(bool(page.evaluate("document.querySelector('article h1') !== null")), "the page has its title")
    page.screenshot(shots / "page-light.png")
    page.color_scheme("dark")
    dark = page.evaluate("getComputedStyle(document.body).backgroundColor")
    check(dark != light, f"dark mode changes the page (light {light}, dark {dark})")
    page.screenshot(shots / "page-dark.png")
    return True


def check_phone_and_print(page, site, options, check, shots):
    """At 360 px (in dark mode) nothing overflows sideways and the menu button opens the chapters,
    full height, also from the keyboard (Enter opens them and moves the focus in, Escape closes
    them and gives it back); printed, the page leaves the navigation out."""
    page.viewport(360, 740, mobile=True)
    page.navigate((site / options.expect).as_uri())
    width = page.evaluate("document.documentElement.scrollWidth")
    check(width <= 360, f"at 360 px nothing overflows sideways (page width {width} px)")
    page.screenshot(shots / "page-dark-360.png")
    page.evaluate("document.querySelector('.nav-button').click()")
    time.sleep(0.4)
    opened = page.evaluate(
        "getComputedStyle(document.querySelector('.site-sidebar')).visibility === 'visible' &&"
        " document.querySelector('.site-sidebar').getBoundingClientRect().bottom >= innerHeight - 1")
    check(opened, "at 360 px the menu button opens the chapters, full height")
    page.screenshot(shots / "chapters-dark-360.png")
    # The drawer from the keyboard: Enter on its button opens it and moves focus into it,
    # Escape closes it and gives the focus back.
    page.navigate((site / options.expect).as_uri())
    page.evaluate("document.querySelector('.nav-button').focus()")
    page.press("Enter", key_code=13)
    time.sleep(0.4)
    keyboard_open = page.evaluate(
        "document.getElementById('site-nav-toggle').checked &&"
        " document.querySelector('.nav-button').getAttribute('aria-expanded') === 'true' &&"
        " document.activeElement.closest('.site-sidebar') !== null")
    page.press("Escape", key_code=27)
    time.sleep(0.4)
    keyboard_closed = page.evaluate(
        "!document.getElementById('site-nav-toggle').checked &&"
        " document.activeElement === document.querySelector('.nav-button')")
    check(keyboard_open and keyboard_closed,
          "at 360 px the chapters open with Enter on their button and close with Escape")
    page.viewport(900, 1200)
    page.send("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    hidden = page.evaluate("getComputedStyle(document.querySelector('.site-sidebar')).display === 'none'")
    check(hidden, "the print stylesheet leaves the navigation out")
    page.screenshot(shots / "page-print.png")
    page.send("Emulation.setEmulatedMedia", {"media": "", "features": []})


def check_contrast(page, site, options, check):
    """Text meets WCAG AA (4.5:1) in light and dark, body text, faint text, code comments and links
    alike; and links in prose are underlined."""
    contrast_page = site / options.expect
    page.viewport(1280, 900)
    for scheme in ("light", "dark"):
        page.color_scheme(scheme)
        page.navigate(contrast_page.as_uri())
        ratios = page.evaluate(CONTRAST_SCRIPT)
        for name, ratio in sorted(ratios.items()):
            check(ratio is not None and ratio >= 4.5,
                  f"{scheme}: {name} has a contrast of {ratio if ratio is None else round(ratio, 2)}:1 (at least 4.5)")
    check(page.evaluate("getComputedStyle(document.querySelector('article p a')).textDecorationLine"
                        ".includes('underline')"), "links in prose are underlined")


def check_code_at_1280(page, site, check):
    """At 1280 px no article sample whose lines fit 100 columns scrolls sideways, and the sidebar
    stays below the header even at the very end of a page."""
    page.viewport(1280, 900)
    page.color_scheme("light")
    article_pages = [path for path in sorted(site.glob("*.html"))
                     if 'class="page-article"' in path.read_text(encoding="utf-8")]
    fitting, scrolling, sidebar_under = 0, [], []
    for article in article_pages:
        page.navigate(article.as_uri())
        blocks = page.evaluate(
            "Array.from(document.querySelectorAll('article pre')).map(pre => ({"
            " columns: Math.max(0, ...pre.innerText.split('\\n').map(l => l.length)),"
            " scrolls: pre.scrollWidth > pre.clientWidth + 1}))")
        for index, block in enumerate(blocks):
            if block["columns"] <= 100:
                fitting += 1
                if block["scrolls"]:
                    scrolling.append(f"{article.name} block {index + 1}")
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        time.sleep(0.05)
        if page.evaluate("document.querySelector('.site-sidebar').getBoundingClientRect().top + 1 <"
                         " document.querySelector('.site-header').getBoundingClientRect().bottom"):
            sidebar_under.append(article.name)
    check(fitting > 0 and not scrolling,
          f"at 1280 px none of the {fitting} article code blocks of at most 100 columns scrolls sideways"
          + (f" (these do: {', '.join(scrolling[:8])})" if scrolling else ""))
    check(bool(article_pages) and not sidebar_under,
          f"at the end of each of {len(article_pages)} articles the sidebar is still below the header"
          + (f" (not on {', '.join(sidebar_under)})" if sidebar_under else ""))


def check_outline(page, site, options, check, shots):
    """The page's outline ("On this page"): below 1180 px it is above the article, folded, and
    opens; from 1280 px, where most laptops are, it is a column of its own beside the article, on
    an article and on a long reference page; and it opens or folds as the window is resized."""
    page.viewport(1000, 900)
    page.navigate((site / options.expect).as_uri())
    outline = page.evaluate(
        "(() => { const d = document.querySelector('.toc-details'); if (!d) return null;"
        " const folded = !d.open; const shown = d.getClientRects().length > 0;"
        " const above = d.getBoundingClientRect().top"
        " < document.querySelector('article h1').getBoundingClientRect().top;"
        " d.querySelector('summary').click();"
        " const link = d.querySelector('ol a');"
        " return {folded, shown, above, opened: d.open && link.getClientRects().length > 0}; })()")
    check(bool(outline) and all(outline.values()),
          f"at 1000 px the page's outline is above the article, folded, and opens ({outline})")
    page.screenshot(shots / "outline-1000.png")

    page.viewport(1280, 800)
    for outline_page in [site / options.expect, site / "reference/Interactors/Interactor.html"]:
        if not outline_page.is_file():
            continue
        page.navigate(outline_page.as_uri())
        beside = page.evaluate(
            "(() => { const t = document.querySelector('.site-toc'); const a = document.querySelector('article');"
            " if (!t || !a) return null; const tr = t.getBoundingClientRect(), ar = a.getBoundingClientRect();"
            " return {beside: tr.left >= ar.right - 1, open: document.querySelector('.toc-details').open,"
            " width: document.documentElement.scrollWidth}; })()")
        check(bool(beside) and beside["beside"] and beside["open"] and beside["width"] <= 1280,
              f"at 1280 px {outline_page.name}'s outline is a column beside the article ({beside})")
    page.screenshot(shots / "outline-1280.png")
    # A window made wider after the page loaded narrow shows the outline open beside the
    # article, and one made narrow again folds it.
    page.viewport(1000, 900)
    page.navigate((site / options.expect).as_uri())
    page.viewport(1280, 900)
    widened = page.wait_until(
        "(() => { const d = document.querySelector('.toc-details'); const link = d && d.querySelector('ol a');"
        " return d && d.open && link && link.getClientRects().length > 0; })()")
    page.viewport(1000, 900)
    narrowed = page.wait_until("!document.querySelector('.toc-details').open")
    check(bool(widened) and bool(narrowed),
          f"\"On this page\" opens when the window is widened past 1280 px, and folds when narrowed"
          f" (widened: {widened}, narrowed: {narrowed})")
    page.viewport(1280, 900)


def check_tabs(page, site, check, shots):
    """Tab groups on Choosing: each shows one tab; choosing a tab chooses it in every group of the
    page, and is remembered on the next load; with JavaScript off every tab is shown, stacked
    under its title."""
    tabs_page = site / "Choosing.html"
    if not tabs_page.is_file():
        return
    page.viewport(1280, 900)
    page.color_scheme("light")
    page.navigate(tabs_page.as_uri())
    page.wait_until("document.querySelectorAll('.tab-group.tabs-enabled').length > 1")
    shown = ("Array.from(document.querySelectorAll('.tab-group.tabs-enabled')).map(g =>"
             " Array.from(g.querySelectorAll(':scope > .tab-panel')).filter(p => !p.hidden)"
             ".map(p => p.dataset.tab).join('|'))")
    before = page.evaluate(shown)
    check(bool(before) and all(v and "|" not in v for v in before),
          f"each tab group shows one tab ({len(before or [])} groups)")
    target = page.evaluate(
        "(() => { const b = document.querySelectorAll('.tab-group.tabs-enabled')[0]"
        ".querySelectorAll('.tab-button'); const last = b[b.length - 1]; last.click();"
        " return last.textContent; })()")
    after = page.evaluate(shown)
    check(bool(target) and all(v == target for v in after),
          f"clicking the tab {target!r} in one group switches every group on the page ({after})")
    page.screenshot(shots / "tabs-light.png")
    page.navigate(tabs_page.as_uri())
    page.wait_until("document.querySelectorAll('.tab-group.tabs-enabled').length > 1")
    check(page.evaluate(shown) == after, "the chosen tab is remembered on the next page load")
    page.send("Emulation.setScriptExecutionDisabled", {"value": True})
    page.navigate(tabs_page.as_uri())
    page.send("Emulation.setScriptExecutionDisabled", {"value": False})
    stacked = page.evaluate(
        "Array.from(document.querySelectorAll('.tab-panel')).every(p => !p.hidden &&"
        " getComputedStyle(p.querySelector('.tab-title')).display !== 'none')")
    check(stacked, "with JavaScript off every tab is shown, stacked under its title")


def check_hidden_lines(page, site, check, shots):
    """A sample's hidden (`# `) lines are not shown at first; its toggle, on each sample that has
    hidden lines and only on those, shows them, marked hidden; with JavaScript off they stay
    hidden, with no toggle. (An included region's hidden documentation comments are
    check_choosing's.)"""
    set_up = re.compile(r'<figure class="sample[^"]*">(?:(?!</figure>).)*class="hidden-line"', re.S)
    hidden_page = next((path for path in sorted(site.glob("*.html"))
                        if set_up.search(path.read_text(encoding="utf-8"))), None)
    check(hidden_page is not None, "some page has a sample with hidden lines")
    if hidden_page is None:
        return
    page.viewport(1280, 900)
    page.color_scheme("light")
    page.navigate(hidden_page.as_uri())
    page.wait_until("document.querySelector('.hidden-toggle') !== null")
    shown_lines = ("Array.from(document.querySelectorAll('.hidden-line'))"
                   ".filter(l => getComputedStyle(l).display !== 'none' && l.getClientRects().length).length")
    state = page.evaluate(
        "(() => { const s = document.querySelector('.sample:not([data-hidden-lines]) .hidden-line')"
        ".closest('.sample');"
        " const code = s.querySelector('pre code'); const lines = s.querySelectorAll('.hidden-line').length;"
        f" const before = {shown_lines}; const height = code.getBoundingClientRect().height;"
        " const toggles = document.querySelectorAll('.hidden-toggle').length;"
        " const withHidden = Array.from(document.querySelectorAll('.sample'))"
        ".filter(x => x.querySelector('.hidden-line')).length;"
        " s.querySelector('.hidden-toggle').click();"
        f" const after = Array.from(s.querySelectorAll('.hidden-line'))"
        ".filter(l => getComputedStyle(l).display !== 'none').length;"
        " const grown = code.getBoundingClientRect().height - height;"
        " const label = getComputedStyle(s.querySelector('.hidden-line'), '::after').content;"
        " return {lines, before, after, grown, toggles, withHidden, label,"
        " pressed: s.querySelector('.hidden-toggle').getAttribute('aria-pressed')}; })()")
    check(state["before"] == 0, f"{hidden_page.name}: hidden lines are not shown at first ({state})")
    check(state["toggles"] == state["withHidden"],
          f"{hidden_page.name}: a toggle on each sample with hidden lines, and only those ({state})")
    check(state["after"] == state["lines"] and state["grown"] > 0 and state["pressed"] == "true"
          and "hidden" in state["label"],
          f"{hidden_page.name}: clicking the toggle shows the sample's hidden lines, marked hidden ({state})")
    page.screenshot(shots / "hidden-lines-shown.png")
    page.send("Emulation.setScriptExecutionDisabled", {"value": True})
    page.navigate(hidden_page.as_uri())
    page.send("Emulation.setScriptExecutionDisabled", {"value": False})
    off = page.evaluate(f"({{shown: {shown_lines}, toggles: document.querySelectorAll('.hidden-toggle').length,"
                        " lines: document.querySelectorAll('.hidden-line').length})")
    check(off["lines"] > 0 and off["shown"] == 0 and off["toggles"] == 0,
          f"{hidden_page.name}: with JavaScript off hidden lines stay hidden, with no toggle ({off})")


def check_flow_figures(page, site, check, shots):
    """Flow figures are text (a list of steps and a caption, not a picture of text), and their
    steps fit a 390 px screen."""
    flow_pages = [path for path in sorted(site.glob("*.html"))
                  if 'class="flow"' in path.read_text(encoding="utf-8")]
    check(bool(flow_pages), "some page has a flow figure")
    page.viewport(390, 844, mobile=True)
    for flow_page in flow_pages:
        page.navigate(flow_page.as_uri())
        flow = page.evaluate(
            "(() => { const f = document.querySelector('figure.flow');"
            " const steps = f.querySelectorAll('li').length;"
            " const caption = (f.querySelector('figcaption') || {}).textContent || '';"
            " const fits = Array.from(f.querySelectorAll('li'))"
            ".every(li => li.getBoundingClientRect().right <= innerWidth);"
            " f.scrollIntoView(); return {steps, caption: caption.length, fits,"
            " width: document.documentElement.scrollWidth}; })()")
        check(flow["steps"] >= 3 and flow["caption"] > 0 and flow["fits"] and flow["width"] <= 390,
              f"{flow_page.name}: at 390 px the flow figure's steps fit, with a caption ({flow})")
        page.screenshot(shots / f"flow-390-{flow_page.stem}.png")


def check_overview_look(page, site, check, shots):
    """The overview's chapter cards are not underlined like prose links; screenshots of the
    overview and the Examples page, light and dark, at 1280 px, show the rest."""
    page.viewport(1280, 900)
    for scheme in ("light", "dark"):
        page.color_scheme(scheme)
        page.navigate((site / "index.html").as_uri())
        if scheme == "light":
            check(not page.evaluate("Array.from(document.querySelectorAll('.cards a')).some(a =>"
                                    " getComputedStyle(a).textDecorationLine.includes('underline'))"),
                  "the overview's chapter cards are not underlined like prose links")
        page.screenshot(shots / f"overview-{scheme}.png")
        if (site / "examples.html").is_file():
            page.navigate((site / "examples.html").as_uri())
            page.screenshot(shots / f"examples-{scheme}.png")


def check_example_files(page, site, check, shots):
    """On the Examples page a file's Copy button copies the file's text, its Download link names a
    file of the site with the same text, and a line anchor of a file's source page scrolls to its
    line, below the header. (The clipboard calls are recorded instead of made: headless Chromium
    from file:// may refuse them.)"""
    examples_page = site / "examples.html"
    if not examples_page.is_file():
        return
    page.viewport(1280, 900)
    page.color_scheme("light")
    page.navigate(examples_page.as_uri())
    page.wait_until("document.querySelector('.example-file .file-copy:not([hidden])') !== null")
    links = page.evaluate(
        "Array.from(document.querySelectorAll('.example-file a.file-download')).map(a =>"
        " ({href: a.getAttribute('href'), download: a.hasAttribute('download')}))")
    missing = [link["href"] for link in links if not link["download"] or not (site / link["href"]).is_file()]
    check(bool(links) and not missing,
          f"each of {len(links)} Download links has `download` and names a file of the site"
          + (f" (not: {', '.join(missing[:5])})" if missing else ""))
    copied = page.evaluate(
        "(async () => { let copied = null;"
        " if (navigator.clipboard) navigator.clipboard.writeText = t => { copied = t; return Promise.resolve(); };"
        " document.execCommand = c => { if (c === 'copy') copied = document.activeElement.value; return true; };"
        " const file = document.querySelector('.example-file'); file.open = true;"
        " const button = file.querySelector('.file-copy'); button.click();"
        " for (let i = 0; i < 100 && button.textContent !== 'Copied'; i++) await new Promise(r => setTimeout(r, 20));"
        " return {copied, label: button.textContent,"
        " href: file.querySelector('a.file-download').getAttribute('href')}; })()")
    expected = (site / copied["href"]).read_text(encoding="utf-8") if copied and copied.get("href") else None
    check(bool(copied) and copied["label"] == "Copied" and copied["copied"] == expected,
          f"Copy on {copied and copied.get('href')} copies the file's text, the Download's bytes"
          f" ({len(copied['copied'] or '') if copied else 0} of {len(expected or '')} characters)")
    page.screenshot(shots / "examples-light.png")
    # A file long enough that line 10 is below the fold until the anchor scrolls to it.
    source = page.evaluate(
        "Array.from(document.querySelectorAll('.example-file')).filter(f =>"
        " parseInt(f.querySelector('.line-count').textContent) > 80)"
        ".map(f => f.querySelector('a.file-source').getAttribute('href'))[0]")
    page.navigate((site / source).as_uri() + "#L10")
    time.sleep(0.2)
    line = page.evaluate(
        "(() => { const l = document.getElementById('L10'); if (!l) return null;"
        " const r = l.getBoundingClientRect();"
        " const header = document.querySelector('.site-header').getBoundingClientRect().bottom;"
        " const number = l.querySelector('a.line-number');"
        " return {top: r.top, header, height: innerHeight, scrolled: scrollY > 0,"
        " self: number && number.getAttribute('href') === '#L10',"
        " selectable: number && getComputedStyle(number).userSelect}; })()")
    check(bool(line) and line["scrolled"] and line["header"] <= line["top"] < line["height"]
          and line["self"] and line["selectable"] == "none",
          f"{source}#L10 scrolls line 10 into view below the header; its number links to itself ({line})")
    page.screenshot(shots / "source-line-anchor.png")



def check_pattern_outlines(page, site, check):
    """The four pattern articles share one outline, so that a reader comparing them finds the same
    sections in the same order: each page's h2 headings hold these seven, in order, once each."""
    spine = ["What you will build", "The pieces", "A complete screen", "Navigation",
             "Async work and errors", "Testing", "Pitfalls"]

    def matches(heading, name):
        return heading.startswith(name) and len(heading) > len(name) if name.endswith(" ") \
            else heading == name

    page.viewport(1280, 900)
    for pattern in ("Interactors", "ReducerPipeline", "ProtocolStore", "ContextStore"):
        pattern_page = site / f"{pattern}.html"
        if not pattern_page.is_file():
            check(False, f"{pattern_page.name} exists, with the pattern articles' outline")
            continue
        page.navigate(pattern_page.as_uri())
        headings = page.evaluate(
            "Array.from(document.querySelectorAll('article h2')).map(h => h.textContent.trim())")
        found = [next((i for i, h in enumerate(headings) if matches(h, name)), None) for name in spine]
        counts = [sum(matches(h, name) for h in headings) for name in spine]
        in_order = None not in found and found == sorted(found) and counts == [1] * len(spine)
        check(in_order, f"{pattern_page.name}: the h2 headings hold the seven of the outline, in order"
              f" ({' / '.join(headings)})")


def check_reference(page, site, check, shots):
    """The API reference: a search that names a symbol exactly lists its reference page first; the
    page shows its declaration without sideways scrolling, in the sidebar under "API reference";
    an article's code span that names a symbol links to it; and the reference's index shows the
    coverage table."""
    reference_index = site / "reference" / "index.html"
    if not reference_index.is_file():
        return
    page.viewport(1280, 900)
    page.navigate((site / "index.html").as_uri())
    page.evaluate("document.getElementById('site-search-input').focus()")
    # `load` is all over the articles' prose and headings ("Loadable content"); the
    # interactor's `load(_:_:)` is named so exactly, and comes first.
    page.type("load")
    first = page.wait_until(
        "(() => { const a = document.querySelector('#site-search-results li a');"
        " return a ? a.getAttribute('href') : null; })()")
    check(bool(first) and "reference/" in first and "#load(" in first,
          f"searching 'load' lists a symbol named load in the reference first ({first})")
    symbol_pages = sorted((site / "reference").glob("*/*.html"))
    type_page = next((p for p in symbol_pages if p.name == "TestClock.html"), None)
    if type_page is None:
        check(False, "reference/QuartetSupport/TestClock.html exists")
    else:
        page.navigate(type_page.as_uri())
        shown = page.evaluate(
            "(() => { const d = document.querySelector('pre.declaration');"
            " const current = document.querySelector('.site-sidebar a.current');"
            " return {declaration: d ? d.textContent : '', wide: d ? d.scrollWidth > d.clientWidth : true,"
            " current: current ? current.textContent : '',"
            " sidebar: Array.from(document.querySelectorAll('.site-sidebar a')).map(a => a.textContent),"
            " members: document.querySelectorAll('section.symbol').length}; })()")
        check("TestClock" in shown["declaration"] and not shown["wide"] and shown["members"] > 3
              and shown["current"] == "QuartetSupport" and "API reference" in shown["sidebar"],
              f"TestClock's page shows its declaration and members, its module current in the sidebar"
              f" ({ {k: v for k, v in shown.items() if k != 'sidebar'} })")
        page.screenshot(shots / "reference-type.png")
    linked = {}
    for article in sorted(site.glob("*.html")):
        page.navigate(article.as_uri())
        linked[article.name] = page.evaluate(
            "Array.from(document.querySelectorAll('article p a.symbol-link'))"
            ".map(a => a.getAttribute('href')).filter(h => h.includes('reference/')).length")
    check(sum(linked.values()) > 0,
          f"code spans in the articles that name a symbol link to the reference ({linked})")
    page.navigate(reference_index.as_uri())
    rows = page.evaluate("document.querySelectorAll('table.coverage tbody tr').length")
    check(rows >= 1, f"the reference's index shows the coverage table ({rows} modules)")


def check_tables(page, site, articles, root, check):
    """GitHub tables: every table of an article is a <table> on its page, with the columns and rows
    of its source. (That a wide one scrolls inside its wrapper at 390 px, not the page, is
    check_choosing_tables'.)"""
    sources = sorted(articles.glob("*.md")) if articles.is_dir() else []
    check(bool(sources), f"the articles the site was built from are in {articles}/")
    page.viewport(1280, 900)
    page.color_scheme("light")
    table_pages = []
    for source in sources:
        expected = markdown_tables(with_includes(source.read_text(encoding="utf-8"), root))
        if not expected or not (site / f"{source.stem}.html").is_file():
            continue
        table_pages.append(source.stem)
        page.navigate((site / f"{source.stem}.html").as_uri())
        shown = page.evaluate(
            "Array.from(document.querySelectorAll('article .table-scroll > table')).map(t =>"
            " [t.tHead ? t.tHead.rows[0].cells.length : 0, t.rows.length])")
        check([tuple(t) for t in shown] == expected,
              f"{source.name}: its {len(expected)} tables are <table>s with their columns and rows"
              f" (source {expected}, page {shown})")
    check(len(table_pages) >= 2, f"some articles have tables ({', '.join(table_pages)})")


def check_verdict_first(page, site, articles, check, shots):
    """Choosing opens with its verdict: the page's first table, before any heading or code, whose
    figures are the ones its sample prints; its picture of the screen's states loads."""
    choosing = site / "Choosing.html"
    page.navigate(choosing.as_uri())
    first = page.evaluate(
        "(() => { const t = document.querySelector('article .table-scroll');"
        " if (!t) return null;"
        " const before = e => e && (t.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING);"
        " return {heading: !!before(document.querySelector('article h2')),"
        " code: !!before(document.querySelector('article pre')),"
        " columns: Array.from(t.querySelectorAll('th')).map(th => th.textContent.trim())}; })()")
    check(bool(first) and not first["heading"] and not first["code"]
          and "Choose it when" in first["columns"] and "Avoid it when" in first["columns"],
          f"Choosing opens with its verdict table, before any section or code ({first})")
    figure = page.evaluate(
        "(() => { const i = document.querySelector('article img[src$=\".svg\"]');"
        " if (!i) return null; i.scrollIntoView(); return i.naturalWidth; })()")
    check(bool(figure), f"Choosing's picture of the screen's states loads (natural width {figure})")
    page.screenshot(shots / "choosing-figure.png")
    page.evaluate("document.querySelector('article .tab-group').scrollIntoView()")
    page.screenshot(shots / "choosing-tabs.png")
    source = articles / "Choosing.md"
    if source.is_file():
        mismatches = verdict_mismatches(source.read_text(encoding="utf-8"))
        check(mismatches == [],
              f"Choosing's verdict table has the figures its sample prints ({mismatches or 'all agree'})")


def site_config(root):
    """docbuild.json of the package the site was built from, as a dict (empty when there is none)."""
    config_file = root / "docbuild.json"
    return json.loads(config_file.read_text(encoding="utf-8")) if config_file.is_file() else {}


def check_declared_config(page, site, root, config, check):
    """The version docbuild.json declares is the one the README and every footer name; a
    placeholder repository is a visible note, without a link, on the overview and on every page
    that shows its address; and every install line is docbuild.json's, its packages installed by
    scripts/setup.sh."""
    version = config.get("version")
    if version:
        readme = (root / "README.md").read_text(encoding="utf-8")
        footer = page.evaluate("(document.querySelector('.site-version') || {}).textContent || ''")
        check(f"**{version}**" in readme and footer.endswith(version),
              f"the README and the footer name docbuild.json's version {version} (footer {footer!r})")
    if config.get("repositoryIsPlaceholder"):
        page.navigate((site / "index.html").as_uri())
        note = page.evaluate(
            "(() => { const n = document.querySelector('.repository-placeholder');"
            " return n && n.getClientRects().length > 0 && !n.querySelector('a'); })()")
        check(note is True, "the overview says, in a visible note and without a link, that the"
              " repository address is a placeholder")
        page.navigate((site / "Choosing.html").as_uri())
        repository = html.escape(config.get("repository", ""))
        unnoted = [f.name for f in sorted(site.glob("*.html"))
                   if repository in (text := f.read_text(encoding="utf-8"))
                   and 'class="repository-placeholder"' not in text]
        check(bool(repository) and not unnoted,
              f"every page that shows the placeholder address says it is not published yet"
              f" ({unnoted or 'all do'})")
    install_problems = install_line_problems(config, root, site)
    check(not install_problems,
          f"every install line on the site and in the README is docbuild.json's, and"
          f" scripts/setup.sh installs those packages ({install_problems or 'all agree'})")


def check_catalog_and_benchmark(site, root, config, check):
    """The Examples catalog's groups come in docbuild.json's order, and the
    benchmark's recorded results support what Choosing says of them."""
    groups = re.findall(r'<h2 id="([^"]+)">', (site / "examples.html").read_text(encoding="utf-8"))
    wanted = [g.lower() for g in config.get("exampleGroups", [])]
    check(not wanted or [g for g in groups if g in wanted] == wanted,
          f"the catalog's groups come in docbuild.json's order ({groups})")
    results = root / "Benchmarks" / "Results" / "compare-benchmark.md"
    if results.is_file():
        claims = benchmark_claim_mismatches(results.read_text(encoding="utf-8"))
        check(claims == [], f"the benchmark's results support what Choosing says of them ({claims or 'all hold'})")


def check_choosing_tables(page, site, check, shots):
    """Choosing's tables (the page already open): header cells are <th scope="col">, with colours
    of their own in dark mode; at 390 px a wide table scrolls inside its wrapper, not the page."""
    choosing = site / "Choosing.html"
    header = page.evaluate(
        "Array.from(document.querySelectorAll('article .table-scroll th')).every(th =>"
        " th.getAttribute('scope') === 'col')")
    check(header, "a table's header cells are <th scope=\"col\">")
    page.evaluate("Array.from(document.querySelectorAll('article .table-scroll')).pop().scrollIntoView()")
    page.screenshot(shots / "table-light.png")
    page.color_scheme("dark")
    cell = page.evaluate(
        "(() => { const th = document.querySelector('article .table-scroll th');"
        " return th ? [getComputedStyle(th).backgroundColor, getComputedStyle(th).color] : null; })()")
    check(bool(cell) and cell[0] != cell[1], f"in dark mode a header cell has its own colours ({cell})")
    page.evaluate("Array.from(document.querySelectorAll('article .table-scroll')).pop().scrollIntoView()")
    page.screenshot(shots / "table-dark.png")
    page.color_scheme("light")
    page.viewport(390, 844, mobile=True)
    page.navigate(choosing.as_uri())
    narrow = page.evaluate(
        "({page: document.documentElement.scrollWidth,"
        " scrolling: Array.from(document.querySelectorAll('article .table-scroll'))"
        ".filter(w => w.scrollWidth > w.clientWidth).length,"
        " wrappers: document.querySelectorAll('article .table-scroll').length})")
    check(narrow["page"] <= 390 and narrow["scrolling"] >= 1,
          f"at 390 px a wide table scrolls inside its wrapper and the page does not ({narrow})")
    page.evaluate("document.querySelector('article .table-scroll').scrollIntoView()")
    page.screenshot(shots / "table-390.png")
    page.viewport(1280, 900)


def stray_pipes_and_build_talk(readers, site):
    """Every page's tables left as text and sentences about the build, read with `readers` (pages
    at 1280 px): {page: count of pipe runs} and {page: BUILD_TALK phrases found}, each without
    the pages where there are none."""
    # No table is left as a paragraph of pipes anywhere: no prose text node holds a delimiter
    # row's run, and no paragraph starts with a pipe. Code (pre, code) may show Markdown.
    # The same walk looks for sentences about the build (BUILD_TALK) in the visible text and
    # tooltips of every page, code included: a comment in a sample is read too.
    stray = {}
    talk = {}
    walk = (
        "(() => { const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);"
        f" const run = {DELIMITER_RUN_JS}; let hits = 0;"
        " for (let n = walker.nextNode(); n; n = walker.nextNode()) {"
        "   if (!n.parentElement.closest('pre, code, script, style') && run.test(n.textContent)) hits++; }"
        " const pipes = hits + Array.from(document.querySelectorAll('p'))"
        ".filter(p => p.textContent.trim().startsWith('|')).length;"
        " const text = (document.body.innerText + ' ' + Array.from(document.querySelectorAll('[title]'))"
        ".map(e => e.getAttribute('title')).join(' ')).toLowerCase().replace(/\\s+/g, ' ');"
        f" const phrases = {json.dumps(BUILD_TALK)};"
        " return {pipes, talk: phrases.filter(p => new RegExp('\\\\b' + p + '\\\\b').test(text))}; })()")
    for html_page, found in Page.evaluate_in_each(readers, sorted(site.rglob("*.html")), walk):
        name = str(html_page.relative_to(site))
        if found["pipes"]:
            stray[name] = found["pipes"]
        if found["talk"]:
            talk[name] = found["talk"]
    return stray, talk


def check_every_page(page, browser, site, check):
    """Every page of the site, reference and source pages included: none shows a table's pipes as
    text, none is wider than a 390 px phone (its wide code and tables scrolling inside their own
    boxes), and none speaks about the machine it was built on."""
    readers = [page] + [Page(browser) for _ in range(3)]
    for reader in readers:
        reader.viewport(1280, 900)
    stray, talk = stray_pipes_and_build_talk(readers, site)
    check(not stray, f"no page shows a table's pipes as text ({stray or 'none on any page'})")
    for reader in readers:
        reader.viewport(390, 844, mobile=True)
    wide = {}
    for html_page, width in Page.evaluate_in_each(
            readers, sorted(site.rglob("*.html")), "document.documentElement.scrollWidth"):
        if width > 390:
            wide[str(html_page.relative_to(site))] = width
    for reader in readers:
        reader.viewport(1280, 900)
    check(not wide, f"at 390 px no page is wider than the screen ({wide or 'none is'})")
    check(not talk, f"no page speaks about the machine it was built on ({talk or 'none on any page'})")


def check_table_search(page, site, check):
    """A search for words in a table's cells shows them in its snippets without the table's pipes."""
    page.navigate((site / "index.html").as_uri())
    page.evaluate("document.getElementById('site-search-input').focus()")
    page.type("concurrency guarantees")
    snippets = page.wait_until(
        "(() => { const s = Array.from(document.querySelectorAll('#site-search-results .result-snippet'))"
        ".map(e => e.textContent); return s.length ? s : null; })()")
    check(bool(snippets) and not any("|" in snippet for snippet in snippets),
          f"a search for words in a table's cells shows them without pipes ({(snippets or [])[:2]})")


def check_without_javascript(page, site, options, check):
    """With JavaScript off, everything but search still works: the page reads fine, with its
    chapters and code, and nothing half-working (the search box, Copy buttons) is shown."""
    page.viewport(1280, 900)
    page.color_scheme("light")
    page.send("Emulation.setScriptExecutionDisabled", {"value": True})
    page.navigate((site / options.expect).as_uri())
    page.send("Emulation.setScriptExecutionDisabled", {"value": False})
    without_script = page.evaluate(
        "({links: document.querySelectorAll('.site-sidebar a').length,"
        " search: getComputedStyle(document.getElementById('site-search')).display,"
        " copy: Array.from(document.querySelectorAll('.copy-button'))"
        ".filter(b => getComputedStyle(b).display !== 'none').length,"
        " code: document.querySelectorAll('pre code').length})")
    check(without_script["links"] > 0 and without_script["code"] > 0 and without_script["search"] == "none"
          and without_script["copy"] == 0,
          f"with JavaScript off the page reads fine and hides search and copy buttons ({without_script})")


def check_console_errors(browser, check):
    """No page the test opened logged a console error, threw an uncaught exception or failed to
    load a file."""
    time.sleep(0.3)
    errors = console_errors(browser)
    check(not errors, "no console errors" + ("" if not errors else ": " + "; ".join(map(str, errors))))


def check_copied_build(copied_build, copied_result, check):
    """The Compare examples and ReadingList, downloaded from the site into a fresh package that
    depends on Quartet by path, build: what the site offers for download is code that compiles.
    Waits for start_copied_build's thread; checks nothing when there is none."""
    if copied_build is not None:
        copied_build.join()
        built, detail = copied_result.get("result", (False, "the build's thread ended without a result"))
        check(built, "the Compare examples and ReadingList, downloaded into a fresh package that depends on"
              f" Quartet by path, build with swift build, SwiftUI files aside ({detail})")


def main():
    """Opens the site in headless Chromium, runs every check in turn, and reports: 0 when all passed."""
    options = parse_options()
    site = pathlib.Path(options.site).resolve()
    if not (site / "index.html").is_file():
        sys.exit(f"browser-test: no site at {site}: build it first with `swift run docbuild --output {options.site}`")
    shots = pathlib.Path(options.screenshots)
    shots.mkdir(parents=True, exist_ok=True)
    executable = chromium_executable()
    copied_build, copied_result = start_copied_build(options, site)
    preview = start_preview(options)

    check = Checks()
    browser = Browser(executable)
    try:
        page = Page(browser)
        light = check_search(page, site, options, check, shots)
        check_search_ranking(page, site, check)
        check_search_snippets(page, check)
        if check_opening_result(page, options, check, shots, light):
            check_phone_and_print(page, site, options, check, shots)
        check_contrast(page, site, options, check)
        check_code_at_1280(page, site, check)
        check_outline(page, site, options, check, shots)
        check_tabs(page, site, check, shots)
        check_hidden_lines(page, site, check, shots)
        check_flow_figures(page, site, check, shots)
        check_overview_look(page, site, check, shots)
        check_example_files(page, site, check, shots)
        check_pattern_outlines(page, site, check)
        check_reference(page, site, check, shots)
        articles = pathlib.Path(options.articles)
        root = articles.resolve().parent
        check_tables(page, site, articles, root, check)
        # These run only on a site that has Choosing, the page most of them start from or come back to.
        choosing = site / "Choosing.html"
        if choosing.is_file():
            check_verdict_first(page, site, articles, check, shots)
            config = site_config(root)
            check_declared_config(page, site, root, config, check)
            check_first_screens(page, site, check)
            check_choosing(page, site, check, shots)
            check_output_shown_once(page, site, articles, check)
            check_migration_pages(page, site, check)
            check_overview_cards(page, site, check)
            check_tutorial(page, site, check)
            check_asides(page, site, check, shots)
            check_transcripts(page, site, check, shots)
            page.navigate(choosing.as_uri())
            check_catalog_and_benchmark(site, root, config, check)
            check_choosing_tables(page, site, check, shots)
        check_every_page(page, browser, site, check)
        check_table_search(page, site, check)
        check_without_javascript(page, site, options, check)
        if (site / "examples.html").is_file():
            page.navigate((site / "examples.html").as_uri())
        if preview is not None:
            preview_checks(page, preview, check)
        check_console_errors(browser, check)
    finally:
        browser.close()
        if preview is not None:
            preview.stop()

    check_copied_build(copied_build, copied_result, check)

    if check.failures:
        log(f"{len(check.failures)} of {check.count} checks failed")
        return 1
    log(f"all {check.count} checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
