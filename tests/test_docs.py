# Documentation checks: Markdown links resolve inside the repository, nothing points outside it,
# docs/rules.md covers every game with its settings and its decisions, the README stays a short
# front door whose commands exist and whose figures say where they are measured, and the pages of
# docs/ are all listed in docs/README.md.
import glob
import os
import re
import subprocess
import sys

from games import registry
from games.table import SIDE_NAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(ROOT, "docs", "rules.md")
README = "README.md"
# The README is a front door: what the console is, the commands, playing, building one, the
# games in brief and a map of docs/ (issue 26). Everything longer lives in docs/.
README_MAX_LINES = 250
# The first screen of the README, where `make sim` and `make test` must be.
FIRST_SCREEN = 25

# Files of a clone that are not sources: skipped when walking the tree (see .gitignore).
_SKIP_DIRS = (".git", ".venv", "node_modules", "build", "__pycache__", ".pytest_cache",
              ".hypothesis")
_TEXT_EXT = (".md", ".py", ".json", ".txt", ".sh", ".mjs", ".ini", ".cfg", ".toml", ".yml")
_INLINE_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_REF_LINK = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)")
# Places a clone does not have: the folders beside the repository the project was written in,
# and the names of the rule and log texts kept there. The repository's own copies are
# docs/rules.md and docs/game-log.md (lower case).
_OUTSIDE = ("../shared", "/work/", "RULES.md", "GAME-LOG.md")


def _source_files():
    """Every source file of the repository, as relative paths (build outputs and installs
    skipped)."""
    out = []
    for top, dirs, files in os.walk(ROOT):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS)
        for f in sorted(files):
            out.append(os.path.relpath(os.path.join(top, f), ROOT))
    return out


def _markdown_files():
    return [p for p in _source_files() if p.endswith(".md")]


def _prose_lines(path):
    """(line number, text) of a Markdown file outside fenced code blocks."""
    fenced = False
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if not fenced:
                yield n, line


def github_anchor(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _anchors(path):
    found = set()
    for _, line in _prose_lines(path):
        m = re.match(r"#{1,6}\s+(.*)", line)
        if m:
            found.add(github_anchor(m.group(1)))
    return found


def links(path):
    """(line number, target) of every link and image in a Markdown file."""
    out = []
    for n, line in _prose_lines(path):
        # Inline code is not a link: `[a](b)` inside backticks is shown, not followed.
        line = re.sub(r"`[^`]*`", "", line)
        for m in _INLINE_LINK.finditer(line):
            out.append((n, m.group(1)))
        m = _REF_LINK.match(line)
        if m:
            out.append((n, m.group(1)))
    return out


def link_problem(path, target):
    """Why a link target in Markdown file `path` is broken, or None when it resolves to a file
    in this repository (and, for a .md file, to one of its headings when it names one)."""
    if re.match(r"[a-z][a-z0-9+.-]*:", target):
        return None if target.startswith(("http://", "https://", "mailto:")) else \
            "a %s link does not lead into the repository" % target.split(":")[0]
    where, _, anchor = target.partition("#")
    if where:
        full = os.path.normpath(os.path.join(ROOT, os.path.dirname(path), where))
        if os.path.commonpath([full, ROOT]) != ROOT:
            return "points outside the repository"
        if not os.path.exists(full):
            return "no such file in the repository"
    else:
        full = os.path.join(ROOT, path)
    if anchor and full.endswith(".md"):
        if anchor not in _anchors(os.path.relpath(full, ROOT)):
            return "no heading #%s in %s" % (anchor, os.path.relpath(full, ROOT))
    return None


def test_markdown_links_resolve_inside_the_repository():
    bad = []
    for path in _markdown_files():
        for n, target in links(path):
            why = link_problem(path, target)
            if why:
                bad.append("%s:%d: %s: %s" % (path, n, target, why))
    assert not bad, "broken links:\n" + "\n".join(bad)


def test_the_link_check_catches_what_it_must():
    # The checker itself, on targets that must fail and targets that must pass.
    assert link_problem("README.md", "../shared/RULES.md") == "points outside the repository"
    assert link_problem("README.md", "RULES.md") == "no such file in the repository"
    assert link_problem("seeds/README.md", "../../x.md") == "points outside the repository"
    assert link_problem("README.md", "file:///tmp/x") is not None
    assert "no heading" in link_problem("README.md", "docs/rules.md#no-such-heading")
    assert link_problem("README.md", "docs/rules.md#seven-rocks") is None
    assert link_problem("seeds/README.md", "../docs/rules.md") is None
    assert link_problem("docs/game-log.md", "rules.md") is None
    assert link_problem("README.md", "https://example.org/x") is None
    assert links("README.md"), "README.md has links to check"
    assert github_anchor("Decisions where the rules are silent (Seven Rocks)") == \
        "decisions-where-the-rules-are-silent-seven-rocks"


def test_no_file_points_outside_the_repository():
    mine = os.path.relpath(os.path.abspath(__file__), ROOT)
    bad = []
    for path in _source_files():
        if path == mine or not (path.endswith(_TEXT_EXT) or os.path.basename(path) == "Makefile"):
            continue
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                for word in _OUTSIDE:
                    if word in line:
                        bad.append("%s:%d: %s" % (path, n, word))
    assert not bad, ("these name a place a clone does not have; point them at docs/rules.md "
                     "or docs/game-log.md:\n" + "\n".join(bad))


def _sections(path):
    """Level-2 heading -> the text under it, up to the next level-2 heading."""
    sections = {}
    name = None
    for _, line in _prose_lines(path):
        if line.startswith("## "):
            name = line[3:].strip()
            sections[name] = ""
        elif name is not None:
            sections[name] += line
    return sections


def test_rules_cover_every_game_its_settings_and_its_decisions():
    sections = _sections(os.path.relpath(RULES, ROOT))
    for game in registry.NAMES:
        spec = registry.get(game)
        assert spec.title in sections, "docs/rules.md has no \"## %s\" section" % spec.title
        body = sections[spec.title]
        assert "### Decisions where the rules are silent" in body, \
            "docs/rules.md: %s lists no decisions" % spec.title
        for name, _default, _choices in spec.options:
            assert "`%s`" % name in body, "docs/rules.md: %s never explains setting %s" % (
                spec.title, name)
    seven_rocks = sections[registry.get("seven-rocks").title]
    for side in SIDE_NAMES:
        assert "`%s`" % side in seven_rocks, "docs/rules.md: attach point %s unexplained" % side


def test_readmes_point_at_the_rules():
    for path in ("README.md", "seeds/README.md"):
        targets = [t.partition("#")[0] for _, t in links(path)]
        resolved = [os.path.normpath(os.path.join(ROOT, os.path.dirname(path), t))
                    for t in targets if t]
        assert RULES in resolved, "%s does not link to docs/rules.md" % path


def test_readme_warns_about_the_first_run_next_to_the_commands():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    at = [i for i in range(len(lines)) if lines[i].startswith("make test ")]
    assert at, "README.md shows no `make test` command"
    near = " ".join(lines[at[0]:at[0] + 8])
    for word in ("first", "minutes", "PyPI", "npm", "apt"):
        assert word in near, "README.md: no first-run warning (%r) beside `make test`" % word


def _front_pages():
    """README.md and every page of docs/, as relative paths."""
    pages = sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))
    return [README] + pages


def _read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


def code_of(text):
    """(line number, code) of a Markdown text: each line of a fenced block, and each inline
    `code` span outside them. Commands are written as code, so this is where they are looked for."""
    out = []
    fenced = False
    for n, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            out.append((n, line))
        else:
            out.extend((n, m.group(1)) for m in re.finditer(r"`([^`]+)`", line))
    return out


def makefile_targets(text):
    """The targets a Makefile's rules define (not its variable assignments)."""
    return set(re.findall(r"^([a-z][a-z0-9_-]*)\s*:(?!=)", text, re.M))


def make_targets_named(text):
    """(line number, target) of every `make TARGET` in the code of a Markdown text."""
    return [(n, m.group(1)) for n, code in code_of(text)
            for m in re.finditer(r"(?:^|[\s;&(])make ([a-z][a-z0-9_-]*)", code)]


def sim_commands_named(text):
    """(line number, command) of every `python -m sim COMMAND` in the code of a Markdown text."""
    return [(n, m.group(1)) for n, code in code_of(text)
            for m in re.finditer(r"python3? -m sim ([a-z]+)", code)]


# Files the docs name as examples of what a contributor would add (docs/adding-a-game.md,
# docs/languages.md): they are not meant to exist.
_EXAMPLE_NAMES = ("foo_bar", "lang/xx")
_REPO_FILE = re.compile(r"(?<![\w./-])((?:tools|tests|sim|firmware)/[\w./-]*\w\.(?:py|mjs|sh))")


def files_named(text):
    """(line number, path) of every repository file a Markdown text names under tools/, tests/,
    sim/ or firmware/ (a script a command runs, a module it points at)."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        for m in _REPO_FILE.finditer(line):
            if not any(x in m.group(1) for x in _EXAMPLE_NAMES):
                out.append((n, m.group(1)))
    return out


# A measured figure: a number with a unit of time, memory or share.
_FIGURE = re.compile(r"\b\d+(?:[.,]\d+)?\s?(?:ms|us|KB|MB|GB|s|%|minutes?|seconds?|hours?)(?!\w)")
# A commit named by its hash: 7 to 40 hex digits with at least one digit and one letter.
_COMMIT = re.compile(r"\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b")
# Where the README's figures are measured, with the commands that measure them again (or, for
# the battery, worked out from their sources, the arithmetic shown).
_MEASURED_IN = ("docs/bench.md", "docs/ai.md", "docs/hardware.md")


def paragraphs(text):
    """(first line number, text) of each block of prose lines (tables included) between blank
    lines, fenced code left out."""
    out = []
    fenced = False
    start, block = None, []
    for n, line in enumerate(text.splitlines() + [""], 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            line = ""
        if fenced or not line.strip() or line.startswith("#"):
            if block:
                out.append((start, "\n".join(block)))
            start, block = None, []
            continue
        if start is None:
            start = n
        block.append(line)
    return out


def unmeasured_figures(text):
    """(line number, figure) of each figure in a paragraph that does not link a page that
    measures it (_MEASURED_IN): the README's figures must say how to measure them again."""
    bad = []
    for n, par in paragraphs(text):
        figures = _FIGURE.findall(par) if not any(p in par for p in _MEASURED_IN) else []
        bad.extend((n, f) for f in figures)
    return bad


def test_readme_is_at_most_250_lines():
    lines = _read(README).splitlines()
    assert len(lines) <= README_MAX_LINES, (
        "README.md has %d lines, more than %d: move the detail into a page of docs/ and link it"
        % (len(lines), README_MAX_LINES))


def test_readme_shows_the_two_commands_on_its_first_screen():
    first = _read(README).splitlines()[:FIRST_SCREEN]
    for command in ("make sim", "make test"):
        assert any(line.startswith(command + " ") for line in first), \
            "README.md: `%s` is not in its first %d lines" % (command, FIRST_SCREEN)


def test_relative_links_in_readme_and_docs_point_at_files():
    pages = _front_pages()
    assert "docs/rules.md" in pages and "docs/README.md" in pages, pages
    bad = []
    checked = 0
    for path in pages:
        for n, target in links(path):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue
            checked += 1
            why = link_problem(path, target)
            if why:
                bad.append("%s:%d: %s: %s" % (path, n, target, why))
    assert checked > len(pages), "only %d relative links found in %d pages" % (checked, len(pages))
    assert not bad, "broken links:\n" + "\n".join(bad)


def test_docs_index_lists_every_page():
    index = "docs/README.md"
    listed = {os.path.normpath(os.path.join("docs", t.partition("#")[0]))
              for _, t in links(index) if t.partition("#")[0]}
    missing = [p for p in _front_pages()[1:] if p != index and p not in listed]
    assert not missing, "%s does not list: %s" % (index, ", ".join(missing))


def test_gallery_shows_every_screenshot():
    shown = {os.path.basename(t) for _, t in links("docs/gallery.md")}
    pictures = sorted(os.path.basename(p)
                      for p in glob.glob(os.path.join(ROOT, "docs", "screenshots", "*.png")))
    assert pictures, "no screenshots in docs/screenshots"
    missing = [p for p in pictures if p not in shown]
    assert not missing, "docs/gallery.md does not show: %s" % ", ".join(missing)


def _named_but_missing(named, exists, say):
    """What named(text) finds in README.md and the docs pages that exists(name) refuses, as
    "page:line: " + say % name."""
    bad = []
    for path in _front_pages():
        for n, name in named(_read(path)):
            if not exists(name):
                bad.append("%s:%d: %s" % (path, n, say % name))
    return bad


def test_make_targets_named_in_readme_and_docs_exist():
    targets = makefile_targets(_read("Makefile"))
    bad = _named_but_missing(make_targets_named, lambda t: t in targets, "make %s")
    assert not bad, "no such Makefile target:\n" + "\n".join(bad)


def test_sim_commands_named_in_readme_and_docs_exist():
    r = subprocess.run([sys.executable, "-m", "sim", "--help"], cwd=ROOT, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    m = re.search(r"\{([a-z,]+)\}", r.stdout)
    assert m, "python -m sim --help names no commands:\n" + r.stdout
    commands = set(m.group(1).split(","))
    bad = _named_but_missing(sim_commands_named, lambda c: c in commands, "python -m sim %s")
    assert not bad, "no such command of python -m sim:\n" + "\n".join(bad)


def test_files_named_in_readme_and_docs_exist():
    bad = _named_but_missing(files_named, lambda f: os.path.exists(os.path.join(ROOT, f)), "%s")
    assert not bad, "these files are not in the repository:\n" + "\n".join(bad)


def test_readme_figures_are_current_and_say_how_to_measure_them():
    text = _read(README)
    commits = [m.group(0) for m in _COMMIT.finditer(text)]
    assert not commits, ("README.md names commits (%s): figures by commit belong in "
                         "docs/bench.md or CHANGELOG.md" % ", ".join(commits))
    bad = unmeasured_figures(text)
    assert not bad, ("README.md: figures whose paragraph does not link %s:\n" % " or ".join(
        _MEASURED_IN)) + "\n".join("line %d: %s" % b for b in bad)


def test_bench_page_gives_each_figure_its_commit_and_the_commands():
    text = _read("docs/bench.md")
    commands = " ".join(code for _, code in code_of(text))
    for command in ("make bench", "make endurance", "tools/engine_bench.py", "tools/app_bench.py",
                    "tools/ai_chip_time.py"):
        assert command in commands, "docs/bench.md does not show how to run %s" % command
    bad = []
    for heading, body in _sections("docs/bench.md").items():
        # The commit goes in the heading, so that a section's own figures carry it (its
        # body may name other commits); a figure measured on no commit carries its date.
        if (_FIGURE.search(body) or "\n|" in body) and not (
                _COMMIT.search(heading) or re.search(r"\d{4}-\d{2}-\d{2}", body)):
            bad.append(heading)
    assert not bad, "docs/bench.md: figures with no commit or date: %s" % ", ".join(bad)


def test_readme_gives_every_game_a_row_and_its_rules():
    text = _read(README)
    targets = {t for _, t in links(README)}
    for game in registry.NAMES:
        title = registry.get(game).title
        assert re.search(r"^\| \*\*%s\*\* \|" % re.escape(title), text, re.M), \
            "README.md: no row for %s in the games table" % title
        assert "docs/rules.md#" + github_anchor(title) in targets, \
            "README.md: %s does not link its rules" % title


def test_the_readme_checks_catch_what_they_must():
    # The checkers themselves, on text that must fail and text that must pass.
    assert makefile_targets("sim: $(SIM_STAMP)\nPY := x\nbench: mpy\n") == {"sim", "bench"}
    assert [t for _, t in make_targets_named("run `make flsh` or\n```\nmake sim\n```\n")] == \
        ["flsh", "sim"]
    assert make_targets_named("make it so, in prose") == []
    assert [c for _, c in sim_commands_named("`python -m sim plya --game x`")] == ["plya"]
    assert [f for _, f in files_named("run `python3 tools/nope.py`, not tools/ or "
                                      "firmware/games/foo_bar.py")] == ["tools/nope.py"]
    assert unmeasured_figures("A hard move takes 893 ms.\n\nMore: 20 KB, [x](docs/bench.md).\n") \
        == [(1, "893 ms")]
    assert unmeasured_figures("Up to 250 points, 4 players, 128x64 pixels.\n") == []
    assert _COMMIT.findall("at f063ebc, not in seven-rocks or 2026 or deadbeef") == \
        ["f063ebc"]
    assert [n for n, _ in paragraphs("a\nb\n\n```\nx\n```\nc\n")] == [1, 7]
