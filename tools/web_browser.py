# The browser console under test: build/web served on 127.0.0.1, Debian's Chromium run by selenium.
#
# Shared by tests/test_web.py and the tools/web_*.py scripts. Chromium and its
# chromedriver come from Debian (tools/bootstrap.sh chromium); selenium is never let fetch a
# browser or a driver of its own: both paths are given to it.
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SITE = os.path.join(ROOT, "build", "web")
# Headless, and nothing that reaches out of the machine: no sync, updates or background fetches.
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync")
# A phone held upright (the README's picture).
PHONE = (390, 844)


def missing():
    """Why the browser tests cannot run here (one line), or None when Chromium, chromedriver and
    selenium are all installed."""
    for name, package in (("chromium", "chromium"), ("chromedriver", "chromium-driver")):
        if shutil.which(name) is None:
            return ("%s is not installed (Debian package %s; tools/bootstrap.sh chromium "
                    "installs it as root)" % (name, package))
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (requirements-dev.txt; make venv)"
    return None


def build(out=SITE):
    """Build the site into `out` with tools/web_build.py; raises RuntimeError with its message
    when that fails."""
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "web_build.py"), out],
                       capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError((r.stderr or r.stdout).strip())
    return out


class _Handler(http.server.SimpleHTTPRequestHandler):
    # Module scripts must be served as JavaScript, and the VM streams fastest as wasm.
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map,
                          **{".mjs": "text/javascript", ".js": "text/javascript",
                             ".wasm": "application/wasm"})

    def log_message(self, *args):
        pass  # a test's output stays its own


class Server:
    """The site folder served on 127.0.0.1 at a free port, in a thread, until close()."""

    def __init__(self, folder=SITE):
        handler = lambda *a, **kw: _Handler(*a, directory=folder, **kw)  # noqa: E731
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        """Stop serving and free the port."""
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Browser:
    """Headless Chromium in a fresh profile (a new temporary --user-data-dir, removed at
    close()), its window `size` pixels, downloads going to self.downloads."""

    def __init__(self, size=PHONE, profile=None):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        self._own = profile is None
        self.profile = profile or tempfile.mkdtemp(prefix="seven-rocks-chromium-")
        self.downloads = os.path.join(self.profile, "downloads")
        os.makedirs(self.downloads, exist_ok=True)
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium")
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument("--user-data-dir=" + self.profile)
        options.add_argument("--window-size=%d,%d" % size)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        options.add_experimental_option("prefs", {"download.default_directory": self.downloads,
                                                  "download.prompt_for_download": False})
        self.driver = webdriver.Chrome(options=options,
                                       service=Service(shutil.which("chromedriver")))
        # --window-size sets the window; the page's own viewport is what a phone would have.
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})
        self.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {
            "behavior": "allow", "downloadPath": self.downloads})

    def open(self, url, timeout=20):
        """Load the page at url and wait until the console runs; returns the page's timing
        ({vmMs, menuMs}, milliseconds from the start of the navigation)."""
        self.driver.get(url)
        return self.ready(timeout)

    def ready(self, timeout=20):
        """Wait for window.sevenRocks.ready; raises RuntimeError when the console did not start."""
        self.driver.set_script_timeout(timeout)
        ok = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "const wait = () => window.sevenRocks ? window.sevenRocks.ready.then(done)"
            " : setTimeout(wait, 20); wait();")
        if not ok:
            raise RuntimeError("the console did not start: %s"
                               % self.driver.find_element("id", "status").text)
        return self.driver.execute_script("return window.sevenRocks.timing")

    def js(self, script, *args):
        """Run script in the page (its `arguments` are args) and return what it returns."""
        return self.driver.execute_script(script, *args)

    def errors(self):
        """The browser console's error lines since the last call."""
        return [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]

    def close(self):
        """Quit Chromium and remove its profile when this made it."""
        try:
            self.driver.quit()
        finally:
            if self._own:
                shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
