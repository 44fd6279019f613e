# The firmware boots through main.py and plays on the MicroPython VM with stand-in hardware modules.
import os
import re
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_main_loop_boots_and_plays_on_micropython():
    p = subprocess.run([shutil.which("node") or "node", "tools/mpy.mjs", "tests/mpboard/boot.py"],
                       cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, timeout=600)
    out = p.stdout.decode()
    assert p.returncode == 0, out + p.stderr.decode()[-4000:]
    m = re.search(r"frames (\d+) moves (\d+)", out)
    assert m, out
    assert int(m.group(1)) > 50 and int(m.group(2)) > 20, out


# Settings files that stopped App() at boot, a boot loop on the Pico (TypeError, on MicroPython
# too), or failed every frame that lit an LED ({"leds": 2.0}).
_DAMAGED_SETTINGS = (b'{"contrast": 3.0}', b'{"lang": 1.0}', b'{"leds": 2.0}', b'{"lang": true}',
                     b"[" * 3000, b'{"lang": 1}' + b" " * 9000, b"\xff\xfe")


def test_main_loop_boots_and_plays_with_a_damaged_settings_file(tmp_path):
    for data in _DAMAGED_SETTINGS:
        # The settings file is written in the VM's /tmp, then the same boot as above.
        script = tmp_path / "damaged_settings.py"
        script.write_text(
            'with open("/tmp/boot_settings.json", "wb") as f:\n'
            '    f.write(%r)\n'
            'exec(open("/repo/tests/mpboard/boot.py").read())\n'
            'import os\n'
            'print("left", sorted(n for n in os.listdir("/tmp") if n.startswith("boot_set")))\n'
            % data)
        p = subprocess.run([shutil.which("node") or "node", "tools/mpy.mjs", str(script)],
                           cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, timeout=600)
        out = p.stdout.decode()
        what = "%r: %s" % (data[:20], out + p.stderr.decode()[-4000:])
        assert p.returncode == 0, what
        m = re.search(r"frames (\d+) moves (\d+)", out)
        assert m and int(m.group(1)) > 50 and int(m.group(2)) > 20, what
        assert "left ['boot_settings.json.bad']" in out, what
