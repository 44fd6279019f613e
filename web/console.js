// The browser console: runs the firmware in the MicroPython WebAssembly VM, draws its screen and LEDs, takes keys and touches, keeps its files in the browser.
//
// At load: the VM (micropython.mjs/.wasm) and firmware.json (every .py file, by VM path) are
// fetched together; the files are written into the VM's file system, the save folder is
// restored from localStorage, and web/page.py boots the app on web/board.py. Then
// requestAnimationFrame calls page.tick() every FRAME_MS (25 frames a second): the frame the
// app showed is drawn into <canvas id="oled">, the LEDs into the four dots, and when the frame
// wrote into the save folder the whole folder is copied into localStorage at once, so a closed
// tab or a reload finds the game as the last frame left it (the Pico's power cut).
//
// URL: ?seed=N seeds the games started from the menu (N, N+1, ...), as the simulator's --seed.
// window.sevenRocks is the page's script interface (docs/web.md): tests and tools/web_*.py
// pause the loop, step the app one frame at a time and read its timings.
import { loadMicroPython } from "./micropython.mjs";

// Button bits in the app's order (firmware/board.py: bit 0 Up, 1 Down, 2 Left, 3 Right, 4 A, 5 B).
const BITS = { U: 1, D: 2, L: 4, R: 8, A: 16, B: 32 };
// The simulator's keys (sim/window.py): arrows, Z = A, X = B; P saves a picture.
const KEYS = { arrowup: "U", arrowdown: "D", arrowleft: "L", arrowright: "R", z: "A", x: "B" };
const CODES = { KeyZ: "A", KeyX: "B" };
const SHOT_KEY = "p";
// The lit OLED pixel, as the simulator draws it (sim/png.py ON); dark pixels are black.
const ON = [235, 245, 255];
const SHOT_SCALE = 4;
const WIDTH = 128;
const HEIGHT = 64;
// web/page.py tick()'s flags, and where it puts the panel's contrast.
const NEW_FRAME = 1;
const NEW_LEDS = 2;
const NEW_ERROR = 4;
const DECIDED = 8;
const LEVEL_SHIFT = 8;
// localStorage key of the save folder's copy: {"dirs": [...], "files": {path: base64}}.
const STORE_KEY = "seven-rocks-console/files";
// A copy that cannot be read is kept under this key instead of being lost.
const BAD_KEY = STORE_KEY + ".bad";
// Emscripten's open() flags that mean the file may change.
const O_ACCMODE = 3;
const O_CREAT = 64;
const O_TRUNC = 512;
// A frame slower than this misses the 60 Hz display refresh it was due on.
const SLOW_MS = 16;

const $ = (id) => document.getElementById(id);
const statusLine = $("status");

function say(text, bad) {
  statusLine.textContent = text;
  statusLine.classList.toggle("bad", !!bad);
}

// --- the save folder in the browser ---------------------------------------------------------

function toBase64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

function fromBase64(text) {
  const s = atob(text);
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

// The save folder as {dirs, files}: every folder under it and every file's bytes in base64.
function snapshot(FS, dir) {
  const out = { dirs: [], files: {} };
  const walk = (d) => {
    for (const name of FS.readdir(d).sort()) {
      if (name === "." || name === "..") continue;
      const p = d + "/" + name;
      const mode = FS.stat(p).mode;
      if (FS.isDir(mode)) {
        out.dirs.push(p);
        walk(p);
      } else if (FS.isFile(mode)) {
        out.files[p] = toBase64(FS.readFile(p));
      }
    }
  };
  walk(dir);
  return out;
}

// A path the copy may hold: inside dir, with no empty, "." or ".." step.
function inside(dir, p) {
  if (typeof p !== "string" || !p.startsWith(dir + "/")) return false;
  return p.slice(dir.length + 1).split("/").every((s) => s && s !== "." && s !== "..");
}

// Write the browser's copy of the save folder into the VM. Returns a sentence for the status
// line when the copy could not be used (it is then kept under BAD_KEY and the console starts
// with no save), or "".
function restore(FS, dir, store) {
  FS.mkdirTree(dir);
  let text;
  try {
    text = store.getItem(STORE_KEY);
  } catch (e) {
    return `This browser keeps no saves here (${e.message}): the game lasts until the tab closes.`;
  }
  if (text === null) return "";
  let copy;
  try {
    copy = JSON.parse(text);
    if (!copy || typeof copy !== "object" || !Array.isArray(copy.dirs) ||
        !copy.files || typeof copy.files !== "object") {
      throw new Error("it has no dirs list and files object");
    }
    for (const d of copy.dirs) {
      if (!inside(dir, d)) throw new Error(`folder ${JSON.stringify(d)} is outside ${dir}`);
    }
    for (const p of Object.keys(copy.files)) {
      if (!inside(dir, p)) throw new Error(`file ${JSON.stringify(p)} is outside ${dir}`);
      if (typeof copy.files[p] !== "string") throw new Error(`file ${p} holds no text`);
      fromBase64(copy.files[p]);
    }
  } catch (e) {
    // Nothing is lost: the unreadable copy stays in the browser beside the new one.
    try {
      store.setItem(BAD_KEY, text);
      store.removeItem(STORE_KEY);
    } catch (ignored) {
      // Storage refused even that: the copy stays where it was, unread.
    }
    return `The saved files in this browser could not be read (${e.message}); they are kept ` +
      `as localStorage["${BAD_KEY}"] and the console starts afresh.`;
  }
  for (const d of copy.dirs) FS.mkdirTree(d);
  for (const [p, data] of Object.entries(copy.files)) {
    FS.mkdirTree(p.slice(0, p.lastIndexOf("/")));
    FS.writeFile(p, fromBase64(data));
  }
  return "";
}

// Call mark() whenever the VM changes anything under dir. MicroPython's files are Emscripten's
// FS, whose system calls look up FS.open, FS.write, FS.rename... on the FS object each time, so
// wrapping those methods sees every write, rename, removal and new folder.
function watchWrites(FS, dir, mark) {
  const under = (p) => typeof p === "string" && (p === dir || p.startsWith(dir + "/"));
  const wrap = (name, changes) => {
    const real = FS[name];
    FS[name] = function (...args) {
      if (changes(...args)) mark();
      return real.apply(this, args);
    };
  };
  wrap("open", (p, flags) => under(p) && (typeof flags === "string" ? flags !== "r"
    : (flags & O_ACCMODE) !== 0 || (flags & (O_CREAT | O_TRUNC)) !== 0));
  wrap("write", (stream) => stream && under(stream.path));
  wrap("rename", (a, b) => under(a) || under(b));
  wrap("unlink", under);
  wrap("rmdir", under);
  wrap("mkdir", under);
  wrap("truncate", (p) => under(typeof p === "string" ? p : FS.getPath(p)));
}

// --- drawing ------------------------------------------------------------------------------

class Screen {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.image = this.ctx.createImageData(WIDTH, HEIGHT);
    this.frame = new Uint8Array(WIDTH * HEIGHT / 8);
    this.level = 255;
    this.dark = false;
  }

  // A frame as web/board.py frame_hex() gives it: MONO_VLSB, each byte 8 pixels of a column.
  setFrame(hex) {
    for (let i = 0; i < this.frame.length; i++) {
      this.frame[i] = parseInt(hex.substr(i * 2, 2), 16);
    }
    this.draw();
  }

  setLevel(level) {
    if (level !== this.level) {
      this.level = level;
      this.draw();
    }
  }

  // The SSD1306's contrast changes brightness only a little, and so does the drawing (as the
  // simulator's window draws it).
  draw() {
    const k = 0.45 + 0.55 * this.level / 255;
    const on = ON.map((c) => Math.floor(c * k));
    const px = this.image.data;
    for (let y = 0; y < HEIGHT; y++) {
      const row = (y >> 3) * WIDTH;
      const bit = 1 << (y & 7);
      for (let x = 0; x < WIDTH; x++) {
        const o = (y * WIDTH + x) * 4;
        const lit = this.frame[row + x] & bit;
        px[o] = lit ? on[0] : 0;
        px[o + 1] = lit ? on[1] : 0;
        px[o + 2] = lit ? on[2] : 0;
        px[o + 3] = 255;
      }
    }
    this.ctx.putImageData(this.image, 0, 0);
  }

  // The frame at SHOT_SCALE times its size, lit pixels at full brightness (the simulator's
  // screenshots), as a PNG blob.
  png() {
    const c = document.createElement("canvas");
    c.width = WIDTH * SHOT_SCALE;
    c.height = HEIGHT * SHOT_SCALE;
    const ctx = c.getContext("2d");
    ctx.fillStyle = "#000";
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.fillStyle = `rgb(${ON.join(",")})`;
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        if (this.frame[(y >> 3) * WIDTH + x] & (1 << (y & 7))) {
          ctx.fillRect(x * SHOT_SCALE, y * SHOT_SCALE, SHOT_SCALE, SHOT_SCALE);
        }
      }
    }
    return new Promise((resolve) => c.toBlob(resolve, "image/png"));
  }
}

// The screen's size on the page: a whole number of device pixels per OLED pixel, as large as
// the width allows (beside the two side LEDs) and no more than about half the window's height.
function fit(canvas) {
  const dpr = window.devicePixelRatio || 1;
  const led = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--led"));
  const room = Math.min(document.documentElement.clientWidth, 720) - 16 - 2 * (led + 6) - 12;
  const high = window.innerHeight * 0.42;
  const k = Math.max(1, Math.floor(Math.min(room / WIDTH, 2 * high / WIDTH) * dpr));
  canvas.style.width = `${k * WIDTH / dpr}px`;
  canvas.style.height = `${k * HEIGHT / dpr}px`;
}

// A NeoPixel colour as a person sees it: the app drives the LEDs dim, which a real LED still
// shows brightly, so the colour is lifted (sim/board.py seen, sim/window.py lit_color).
function ledColor(r, g, b) {
  const c = [r, g, b].map((v) => Math.round(255 * Math.pow(v / 255, 0.4)));
  const top = Math.max(...c);
  return top > 0 && top < 210 ? c.map((v) => Math.floor(v * 210 / top)) : c;
}

function drawLeds(text) {
  text.split(";").forEach((rgb, i) => {
    const dot = $(`led${i}`);
    if (!dot) return;
    const [r, g, b] = rgb.split(",").map(Number);
    const lit = r || g || b;
    dot.style.background = lit ? `rgb(${ledColor(r, g, b).join(",")})` : "#000";
    dot.classList.toggle("lit", !!lit);
  });
}

// --- the console ---------------------------------------------------------------------------

function seedFromUrl() {
  const text = new URLSearchParams(location.search).get("seed");
  if (text === null) return [-1, ""];
  if (!/^\d{1,9}$/.test(text)) {
    return [-1, `seed=${text} is not a whole number from 0 to 999999999: the games take their ` +
      `seeds from the clock.`];
  }
  return [parseInt(text, 10), ""];
}

class Stats {
  constructor() {
    this.reset();
  }

  reset() {
    this.ticks = { n: 0, sum: 0, max: 0, slow: 0 };
    this.decisions = { n: 0, sum: 0, max: 0, slow: 0 };
    this.others = { n: 0, sum: 0, max: 0, slow: 0 };
  }

  add(ms, decided) {
    for (const s of [this.ticks, decided ? this.decisions : this.others]) {
      s.n += 1;
      s.sum += ms;
      s.max = Math.max(s.max, ms);
      if (ms > SLOW_MS) s.slow += 1;
    }
  }

  // {ticks, decisions, others}: each {n, meanMs, maxMs, slow (ticks over SLOW_MS)}.
  summary() {
    const one = (s) => ({ n: s.n, meanMs: s.n ? s.sum / s.n : 0, maxMs: s.max, slow: s.slow });
    return { ticks: one(this.ticks), decisions: one(this.decisions), others: one(this.others) };
  }
}

class Console {
  constructor() {
    this.screen = new Screen($("oled"));
    this.keys = 0;
    this.touches = new Map();
    this.paused = false;
    this.due = 0;
    this.dirty = false;
    this.stored = null;
    this.storeFailed = false;
    this.stats = new Stats();
    this.timing = { vmMs: 0, menuMs: 0 };
    this.count = 0;
  }

  async boot() {
    const [mp, bundle] = await Promise.all([
      loadMicroPython({
        linebuffer: true,
        stdout: (line) => console.log(line),
        stderr: (line) => console.error(line),
      }),
      fetch("firmware.json", { cache: "no-cache" }).then((r) => {
        if (!r.ok) throw new Error(`firmware.json: HTTP ${r.status}`);
        return r.json();
      }),
    ]);
    this.timing.vmMs = performance.now();
    const FS = mp.FS;
    for (const [p, text] of Object.entries(bundle.files)) {
      FS.mkdirTree(p.slice(0, p.lastIndexOf("/")));
      FS.writeFile(p, text);
    }
    // The web's board and page first, so `import board` is web/board.py.
    mp.runPython("import sys\nsys.path[:0] = ['/web', '/firmware']\ndel sys");
    this.board = mp.pyimport("board");
    this.page = mp.pyimport("page");
    this.FS = FS;
    this.dir = this.board.SAVE_DIR;
    const why = restore(FS, this.dir, localStorage);
    this.stored = why ? null : JSON.stringify(snapshot(FS, this.dir));
    watchWrites(FS, this.dir, () => { this.dirty = true; });
    const [seed, seedWhy] = seedFromUrl();
    this.tickPy = this.page.tick;
    this.frameMs = this.page.FRAME_MS;
    this.page.start(seed);
    this.step(0);
    this.timing.menuMs = performance.now();
    say(why || seedWhy || "Ready.", !!(why || seedWhy));
    this.listen();
    this.due = performance.now() + this.frameMs;
    requestAnimationFrame((t) => this.loop(t));
  }

  // One frame of the app with `bits` pressed into it: tick, draw, keep the files. Returns
  // web/page.py's flags.
  step(bits) {
    const t = performance.now();
    const flags = this.tickPy(bits);
    if (flags & NEW_FRAME) this.screen.setFrame(this.board.frame_hex());
    this.screen.setLevel(flags >> LEVEL_SHIFT);
    if (flags & NEW_LEDS) drawLeds(this.board.leds_text());
    if (flags & NEW_ERROR) console.error(`the app recovered from ${this.page.error_text()}`);
    if (this.dirty) this.keep();
    this.count += 1;
    this.stats.add(performance.now() - t, !!(flags & DECIDED));
    return flags;
  }

  // Copy the save folder into localStorage (one item, so a copy is always whole).
  keep() {
    this.dirty = false;
    const text = JSON.stringify(snapshot(this.FS, this.dir));
    if (text === this.stored) return;
    try {
      localStorage.setItem(STORE_KEY, text);
      this.stored = text;
      if (this.storeFailed) say("Saved in this browser again.");
      this.storeFailed = false;
    } catch (e) {
      // The game goes on; the next frame that writes tries again.
      this.storeFailed = true;
      say(`Not saved in this browser (${e.message}): the game lasts until the tab closes.`, true);
    }
  }

  loop(now) {
    requestAnimationFrame((t) => this.loop(t));
    // A display refresh comes every 16.7 ms at 60 Hz: tick on the one at or just before the
    // frame is due, so 25 frames a second come out on average.
    if (this.paused || now + 1 < this.due) return;
    this.due += this.frameMs;
    // Behind by more than a frame (a hidden tab, a long AI decision): start counting afresh.
    if (this.due < now) this.due = now + this.frameMs;
    this.step(0);
  }

  held() {
    let bits = this.keys;
    for (const b of this.touches.values()) bits |= b;
    this.board.hold(bits);
  }

  press(bit) {
    this.board.tap(bit);
    this.held();
  }

  listen() {
    addEventListener("keydown", (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const name = KEYS[(e.key || "").toLowerCase()] || CODES[e.code];
      if (name) {
        e.preventDefault();
        if (e.repeat) return; // the app repeats held arrows itself
        this.keys |= BITS[name];
        this.press(BITS[name]);
        $(`key-${name}`).classList.add("down");
      } else if ((e.key || "").toLowerCase() === SHOT_KEY && !e.repeat) {
        this.savePicture();
      }
    });
    addEventListener("keyup", (e) => {
      const name = KEYS[(e.key || "").toLowerCase()] || CODES[e.code];
      if (name) {
        this.keys &= ~BITS[name];
        this.held();
        $(`key-${name}`).classList.remove("down");
      }
    });
    // Keys let go while the page had no focus never send keyup.
    addEventListener("blur", () => {
      this.keys = 0;
      this.touches.clear();
      this.held();
      document.querySelectorAll(".key.down").forEach((k) => k.classList.remove("down"));
    });
    for (const key of document.querySelectorAll(".key")) {
      const bit = BITS[key.dataset.key];
      key.addEventListener("pointerdown", (e) => {
        e.preventDefault();
        key.setPointerCapture(e.pointerId);
        this.touches.set(e.pointerId, bit);
        key.classList.add("down");
        this.press(bit);
      });
      const up = (e) => {
        if (!this.touches.delete(e.pointerId)) return;
        if (![...this.touches.values()].includes(bit)) key.classList.remove("down");
        this.held();
      };
      key.addEventListener("pointerup", up);
      key.addEventListener("pointercancel", up);
      key.addEventListener("lostpointercapture", up);
      key.addEventListener("contextmenu", (e) => e.preventDefault());
    }
    $("shot").addEventListener("click", () => this.savePicture());
    // A last copy when the tab goes away (every frame that wrote has made one already).
    addEventListener("pagehide", () => this.keep());
    const canvas = this.screen.canvas;
    addEventListener("resize", () => fit(canvas));
    fit(canvas);
  }

  async savePicture() {
    const blob = await this.screen.png();
    const a = document.createElement("a");
    const d = new Date();
    const two = (n) => String(n).padStart(2, "0");
    a.download = `seven-rocks-${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}-` +
      `${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}.png`;
    a.href = URL.createObjectURL(blob);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
    say(`Saved ${a.download}.`);
  }
}

const app = new Console();
fit(app.screen.canvas);

// The script interface (docs/web.md).
window.sevenRocks = {
  ready: app.boot().then(() => true, (e) => {
    say(`The console could not start: ${e.message}`, true);
    console.error(e);
    return false;
  }),
  pause() { app.paused = true; },
  resume() {
    app.paused = false;
    app.due = performance.now() + app.frameMs;
  },
  step: (bits) => app.step(bits),
  mode: () => app.page.mode(),
  ticks: () => app.count,
  stats: () => app.stats.summary(),
  resetStats: () => app.stats.reset(),
  timing: app.timing,
  saved: () => localStorage.getItem(STORE_KEY),
  files: () => JSON.stringify(snapshot(app.FS, app.dir)),
};
