// Runs a Python script inside the MicroPython 1.27 WebAssembly VM with the repo mounted at /repo: node tools/mpy.mjs SCRIPT.py [ARGS...]
//
// What the script sees (kept close to what mpremote/the board gives us):
//   - cwd is /repo, a copy of firmware/, tests/, seeds/ and tools/*.py (no node_modules, caches, .venv, .git)
//   - sys.path = [<script dir>, /repo/firmware, /repo/tools, <VM defaults>] (tests/core/mp_runner.py
//     adds its own folder)
//   - sys.argv = [SCRIPT, ...ARGS]; __name__ == "__main__"; __file__ is the script's VM path
// Exit status: 0 normally; SystemExit(n) -> n (None -> 0, non-int -> printed to stderr, 1);
// any other uncaught exception -> Python traceback on stderr, 1.
// stdout/stderr are passed through byte-exact (unbuffered byte callbacks, batched here); this runner
// itself writes nothing to stdout.
//
// Environment:
//   MPY_HEAPSIZE  initial GC heap, e.g. 262144, 512k, 8m (default: the package's 1 MiB). NOTE: the
//                 pyscript build grows its heap on demand, so this is not a hard memory cap.
//   MPY_PYSTACK   Python stack size in words (default 2048, the package default); raise it for deep recursion.
//   MPY_FIRMWARE  a directory to mount as /repo/firmware instead of firmware/, e.g. build/mpy (the
//                 mpy-cross output `make mpy` writes, as the board loads it).
//
// Steps: this VM collects garbage only between calls from JavaScript (a gc.collect() inside a
// call is deferred to its end), so a script that measures the live heap defines mpy_step(): after
// the script has run, it is called from here again and again, a collection between calls, until
// it returns a false value.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TOOLS_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.dirname(TOOLS_DIR);
const VM_REPO = "/repo";
const COPY_DIRS = ["firmware", "tests", "seeds"];
const SKIP = new Set(["node_modules", "__pycache__", ".venv", ".git", ".pytest_cache", ".hypothesis", "build"]);

function parseSize(text, name) {
  const m = /^(\d+)([kKmM]?)$/.exec(text.trim());
  if (!m) {
    process.stderr.write(`mpy.mjs: bad ${name}=${text} (use e.g. 262144, 256k, 4m)\n`);
    process.exit(2);
  }
  const mult = { "": 1, k: 1024, m: 1024 * 1024 }[m[2].toLowerCase()];
  return parseInt(m[1], 10) * mult;
}

// Collects the VM's byte-at-a-time output and writes it in chunks. Before one stream writes, the
// other is flushed so that interleaving on a terminal stays roughly in order.
class Sink {
  constructor(fd) {
    this.fd = fd;
    this.buf = Buffer.alloc(1 << 16);
    this.len = 0;
    this.other = null;
  }
  push(byte) {
    if (this.other && this.other.len) this.other.flush();
    this.buf[this.len++] = byte;
    if (this.len === this.buf.length) this.flush();
  }
  write(text) {
    if (this.other && this.other.len) this.other.flush();
    this.flush();
    fs.writeSync(this.fd, text);
  }
  flush() {
    let off = 0;
    while (off < this.len) {
      try {
        off += fs.writeSync(this.fd, this.buf, off, this.len - off);
      } catch (e) {
        // The reader went away (`make selfplay RUNTIME=micropython | head`): it has what it
        // wanted, so stop at once and quietly, as a command-line tool does.
        if (e.code === "EPIPE") process.exit(0);
        if (e.code !== "EAGAIN") throw e;
      }
    }
    this.len = 0;
  }
}

function copyTree(FS, hostDir, vmDir) {
  FS.mkdirTree(vmDir);
  for (const ent of fs.readdirSync(hostDir, { withFileTypes: true })) {
    if (SKIP.has(ent.name)) continue;
    const h = path.join(hostDir, ent.name);
    const v = vmDir + "/" + ent.name;
    if (ent.isDirectory()) copyTree(FS, h, v);
    else if (ent.isFile()) FS.writeFile(v, fs.readFileSync(h));
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length < 1 || argv[0] === "-h" || argv[0] === "--help") {
    process.stderr.write("usage: node tools/mpy.mjs SCRIPT.py [ARGS...]\n");
    return 2;
  }
  const [script, ...args] = argv;
  const hostScript = path.resolve(script);
  if (!fs.existsSync(hostScript)) {
    process.stderr.write(`mpy.mjs: no such script: ${script}\n`);
    return 2;
  }

  let loadMicroPython;
  try {
    ({ loadMicroPython } = await import("@micropython/micropython-webassembly-pyscript"));
  } catch (e) {
    process.stderr.write(`mpy.mjs: cannot load the MicroPython VM (${e.message}); run \`make node\` (npm ci in tools/)\n`);
    return 2;
  }

  const out = new Sink(1);
  const err = new Sink(2);
  out.other = err;
  err.other = out;
  const opts = {
    linebuffer: false, // byte callbacks: exact bytes, and a last line without "\n" is not lost
    stdout: (bytes) => { for (const b of bytes) out.push(b); },
    stderr: (bytes) => { for (const b of bytes) err.push(b); },
  };
  if (process.env.MPY_HEAPSIZE) opts.heapsize = parseSize(process.env.MPY_HEAPSIZE, "MPY_HEAPSIZE");
  if (process.env.MPY_PYSTACK) opts.pystack = parseSize(process.env.MPY_PYSTACK, "MPY_PYSTACK");
  const mp = await loadMicroPython(opts);

  for (const d of COPY_DIRS) {
    let h = path.join(REPO, d);
    if (d === "firmware" && process.env.MPY_FIRMWARE) {
      h = path.resolve(process.env.MPY_FIRMWARE);
      if (!fs.existsSync(h)) {
        process.stderr.write(`mpy.mjs: MPY_FIRMWARE=${process.env.MPY_FIRMWARE} does not exist (run make mpy)\n`);
        return 2;
      }
    }
    if (fs.existsSync(h)) copyTree(mp.FS, h, `${VM_REPO}/${d}`);
  }
  mp.FS.mkdirTree(`${VM_REPO}/tools`);
  for (const name of fs.readdirSync(TOOLS_DIR)) {
    if (name.endsWith(".py")) mp.FS.writeFile(`${VM_REPO}/tools/${name}`, fs.readFileSync(path.join(TOOLS_DIR, name)));
  }

  // Scripts inside the repo run from the /repo copy; others are copied in at their host path.
  const rel = path.relative(REPO, hostScript);
  const inRepo = rel && !rel.startsWith("..") && !path.isAbsolute(rel);
  const vmScript = inRepo ? `${VM_REPO}/${rel.split(path.sep).join("/")}` : hostScript;
  const vmScriptDir = vmScript.slice(0, vmScript.lastIndexOf("/")) || "/";
  mp.FS.mkdirTree(vmScriptDir);
  mp.FS.writeFile(vmScript, fs.readFileSync(hostScript));

  // JSON string literals are valid Python string literals.
  const S = JSON.stringify;
  const vmPath = [vmScriptDir, `${VM_REPO}/firmware`, `${VM_REPO}/tools`];
  const setup = [
    "import sys, os",
    `os.chdir(${S(VM_REPO)})`,
    `_mpy_p = [p for p in sys.path if p not in ${S(vmPath)}]`,
    "sys.path.clear()",
    `sys.path.extend(${S(vmPath)} + _mpy_p)`,
    "sys.argv.clear()",
    `sys.argv.extend(${S([script, ...args])})`,
    `__file__ = ${S(vmScript)}`,
    "del _mpy_p, sys, os",
  ].join("\n");
  // Runs in __main__'s globals, so the script sees __name__ == "__main__".
  const run = [
    "_mpy_rc = 0",
    "try:",
    `    exec(compile(open(${S(vmScript)}).read(), ${S(vmScript)}, "exec"))`,
    "except SystemExit as _mpy_e:",
    "    _mpy_c = _mpy_e.args[0] if _mpy_e.args else None",
    "    if _mpy_c is None:",
    "        _mpy_rc = 0",
    "    elif isinstance(_mpy_c, int):",
    "        _mpy_rc = _mpy_c",
    "    else:",
    "        import sys as _mpy_sys",
    "        print(_mpy_c, file=_mpy_sys.stderr)",
    "        _mpy_rc = 1",
    "except BaseException as _mpy_e:",
    "    import sys as _mpy_sys",
    "    _mpy_sys.print_exception(_mpy_e, _mpy_sys.stderr)",
    "    _mpy_rc = 1",
  ].join("\n");

  let rc;
  try {
    mp.runPython(setup);
    mp.runPython(run);
    rc = mp.globals.get("_mpy_rc");
    const step = rc === 0 ? mp.globals.get("mpy_step") : undefined;
    if (typeof step === "function") {
      while (step()) {
        // Returning here lets the VM collect the garbage of the step before the next one.
      }
    }
  } catch (e) {
    // Only reached if the VM itself fails (e.g. an exception escaping the handler above).
    err.write(e && e.name === "PythonError" ? e.message : `mpy.mjs: ${e && e.stack ? e.stack : e}\n`);
    rc = 1;
  }
  out.flush();
  err.flush();
  return typeof rc === "number" ? rc : 1;
}

process.exitCode = await main();
