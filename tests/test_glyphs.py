# firmware/app/frame/font.py holds exactly the glyph table tools/glyphs.py builds.
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_font_table_is_the_generated_one():
    out = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "glyphs.py")],
                         capture_output=True, text=True, check=True).stdout
    with open(os.path.join(ROOT, "firmware", "app", "frame", "font.py"), encoding="utf-8") as f:
        src = f.read()
    assert out.strip() in src
