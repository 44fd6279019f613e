# Documentation checks: Markdown links resolve inside the repository, nothing points outside it,
# and docs/rules.md covers every game with its settings and its decisions.
import os
import re

from games import registry
from games.table import SIDE_NAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(ROOT, "docs", "rules.md")

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
