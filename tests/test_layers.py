# The layers run core -> games -> ai -> app: a lower layer never imports a higher one.
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT = re.compile(r"^\s*(?:from|import)\s+([A-Za-z_][\w.]*)", re.M)


def _imports(folder):
    out = []
    base = os.path.join(ROOT, "firmware", folder)
    for name in sorted(os.listdir(base)):
        if name.endswith(".py"):
            with open(os.path.join(base, name), encoding="utf-8") as f:
                for m in IMPORT.finditer(f.read()):
                    out.append((folder + "/" + name, m.group(1).split(".")[0]))
    return out


def test_games_and_core_import_no_ai_and_no_app():
    bad = [(f, mod) for folder in ("core", "games") for f, mod in _imports(folder)
           if mod in ("ai", "app", "match")]
    assert bad == [], bad


def test_ai_imports_no_app():
    bad = [(f, mod) for f, mod in _imports("ai") if mod in ("app", "match")]
    assert bad == [], bad
