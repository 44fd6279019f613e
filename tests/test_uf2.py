# make uf2 stops in one line on a MicroPython tree it cannot build from: none given, a path that is
# not there, not MicroPython, another version, a submodule missing, from a folder or a .tar.gz.
import os
import subprocess
import tarfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUBMODULES = {"pico-sdk": "README.md", "tinyusb": "src", "mbedtls": "include",
              "micropython-lib": "micropython/drivers/display/ssd1306"}


def _tree(top, version="1.27.0", without=()):
    """A stand-in MicroPython source tree: the files make uf2 checks before building."""
    os.makedirs(os.path.join(top, "ports", "rp2"))
    open(os.path.join(top, "ports", "rp2", "Makefile"), "w").close()
    os.makedirs(os.path.join(top, "py"))
    major, minor, micro = version.split(".")
    with open(os.path.join(top, "py", "mpconfig.h"), "w") as f:
        f.write("#define MICROPY_VERSION_MAJOR %s\n#define MICROPY_VERSION_MINOR %s\n"
                "#define MICROPY_VERSION_MICRO %s\n" % (major, minor, micro))
    for name, inside in SUBMODULES.items():
        if name not in without:
            path = os.path.join(top, "lib", name, inside)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if inside.endswith(".md"):
                open(path, "w").close()
            else:
                os.makedirs(path)
    return top


def _uf2(tmp_path, micropython=None):
    """make uf2 with its outputs in tmp_path (UF2_OUT), so the real build is left alone."""
    args = ["make", "--no-print-directory", "-s", "uf2", "UF2_OUT=%s" % (tmp_path / "out")]
    env = dict(os.environ)
    env.pop("MICROPYTHON", None)
    if micropython is not None:
        args.append("MICROPYTHON=%s" % micropython)
    return subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def _one_line(r, *words):
    assert r.returncode != 0, r.stdout
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    for w in words:
        assert w in lines[0], lines[0]


def test_without_micropython_it_says_what_to_give(tmp_path):
    _one_line(_uf2(tmp_path), "set MICROPYTHON=", "v1.27.0", ".tar.gz")


def test_a_path_that_is_not_there(tmp_path):
    _one_line(_uf2(tmp_path, tmp_path / "nowhere"), "does not exist")


def test_a_folder_that_is_not_micropython(tmp_path):
    _one_line(_uf2(tmp_path, tmp_path), "is not a MicroPython source tree")


def test_another_micropython_version(tmp_path):
    tree = _tree(str(tmp_path / "mp"), version="1.26.1")
    _one_line(_uf2(tmp_path, tree), "is MicroPython 1.26.1", "v1.27.0")


@pytest.mark.parametrize("missing", sorted(SUBMODULES))
def test_a_missing_submodule_is_named_with_the_command_that_fetches_it(tmp_path, missing):
    tree = _tree(str(tmp_path / "mp"), without=[missing])
    _one_line(_uf2(tmp_path, tree), "lacks the submodule lib/%s" % missing,
              "git submodule update --init lib/%s" % missing)


def test_a_tarball_is_unpacked_into_the_build_folder_and_checked_the_same(tmp_path):
    tree = _tree(str(tmp_path / "src" / "micropython-v1.27.0"), without=["mbedtls"])
    archive = tmp_path / "micropython-v1.27.0-rp2.tar.gz"
    with tarfile.open(archive, "w:gz") as t:
        t.add(tree, arcname="micropython-v1.27.0")
    r = _uf2(tmp_path, archive)
    unpacked = tmp_path / "out" / "micropython-v1.27.0-rp2"
    assert (unpacked / "py" / "mpconfig.h").is_file(), r.stderr
    assert "unpacking" in r.stdout
    _one_line(r, "%s lacks the submodule lib/mbedtls" % unpacked)
    # Beside the archive nothing was written.
    assert sorted(os.listdir(tmp_path)) == ["micropython-v1.27.0-rp2.tar.gz", "out", "src"]
