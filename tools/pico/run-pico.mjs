// The console on an emulated Raspberry Pi Pico (rp2040js) running MicroPython for the Pico.
//
// Devices: SSD1306 on I2C1 @0x3C (or --display 0x3d, or none: --display none), frames decoded
// from the driver's bytes, its display and charge pump going off and on logged; VSYS/3 on ADC3
// (--vsys MV, else 0: no battery); machine.lightsleep's naps logged, a press due during one
// delivered then (waking the chip as its pin interrupt does); the Pico's own LED on GP25 (its changes logged); buttons GP2-GP7
// (active low), WS2812 LEDs on GP16 (decoded from the pin's pulses), a QSPI flash that erases and
// programs (littlefs saves persist) and can lose power mid-operation, USB CDC serial (a raw REPL
// script, or a pseudo-terminal for mpremote). A watchdog reset (machine.reset()) reboots the chip
// with its flash kept. How it is used: tools/pico/pico.py; what was learned building it:
// README.md "Building the device".
//
// node run-pico.mjs [SCRIPT.py] --firmware BIN|UF2 --bootrom BIN [--put DIR]... [--file SRC:DEST]...
//   [--skip NAME]... [--fs-in IMG] [--fs-out IMG] [--boot] [--keys SPEC] [--settle MS] [--display ADDR|none] [--vsys MV]
//   [--linger MS] [--frames DIR] [--json OUT] [--timeout EMU_S] [--interrupt-at EMU_S] [--serial-fd FD]
//   [--cut-every N --cut-count K --cut-dir DIR] [--quiet]
import fs from 'fs';
import path from 'path';
import os from 'os';
import tty from 'tty';
import { execFileSync } from 'child_process';
import { Simulator, USBCDC, ConsoleLogger, LogLevel } from 'rp2040js';
import { IOQSPI, FlashSSI, SSD1306, WS2812, raiseTxEmptyOnAbort, deviceStartOfFrame, writePNG } from './devices.mjs';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const PYTHON = process.env.PICO_PYTHON || 'python3';  // needs the PyPI package littlefs-python
// MicroPython's rp2 filesystem (RPI_PICO): littlefs v2 from flash offset 0xA0000 to the end.
const FS_START = 0xa0000, FS_SIZE = 352 * 4096;
const KEYPIN = { U: 2, D: 3, L: 4, R: 5, A: 6, B: 7 };
const PIXEL_PIN = 16;
const STATUS_LED_PIN = 25; // the Pico's own LED, Pin("LED")
const CYCLE_NS = 8; // 125 MHz
const CLOCKS_SLEEP_EN0 = 0xa8;

function usage(msg) {
  if (msg) console.error('run-pico: ' + msg);
  console.error('usage: see the header of tools/pico/run-pico.mjs');
  process.exit(2);
}

// ---- arguments ----
const argv = process.argv.slice(2);
const opt = { put: [], file: [], skip: [], boot: false, keys: null, hold: 80, gap: 120, settle: 0,
  frames: null, json: null, timeout: 600, fsIn: null, fsOut: null,
  firmware: process.env.PICO_FIRMWARE, bootrom: process.env.PICO_BOOTROM, quiet: false,
  script: null, interruptAt: null, serialFd: null, cutEvery: 0, cutCount: 0, cutDir: null,
  display: 0x3c, vsys: 0 };
for (let i = 0; i < argv.length; i++) {
  const a = argv[i]; const v = () => { if (i + 1 >= argv.length) usage(a + ' needs a value'); return argv[++i]; };
  if (a === '--put') opt.put.push(v());
  else if (a === '--file') opt.file.push(v());
  else if (a === '--skip') opt.skip.push(v());
  else if (a === '--boot') opt.boot = true;
  else if (a === '--keys') opt.keys = v();
  else if (a === '--hold') opt.hold = +v();
  else if (a === '--gap') opt.gap = +v();
  else if (a === '--settle') opt.settle = +v();
  else if (a === '--linger') opt.linger = +v();
  else if (a === '--frames') opt.frames = v();
  else if (a === '--json') opt.json = v();
  else if (a === '--timeout') opt.timeout = +v();
  else if (a === '--interrupt-at') opt.interruptAt = +v();
  else if (a === '--fs-in') opt.fsIn = v();
  else if (a === '--fs-out') opt.fsOut = v();
  else if (a === '--firmware') opt.firmware = v();
  else if (a === '--bootrom') opt.bootrom = v();
  else if (a === '--serial-fd') opt.serialFd = +v();
  else if (a === '--cut-every') opt.cutEvery = +v();
  else if (a === '--cut-count') opt.cutCount = +v();
  else if (a === '--cut-dir') opt.cutDir = v();
  else if (a === '--quiet') opt.quiet = true;
  else if (a === '--vsys') { opt.vsys = +v(); if (!(opt.vsys >= 0 && opt.vsys <= 9900)) usage('--vsys: millivolts on VSYS, 0 to 9900'); }
  else if (a === '--display') {
    const d = v();
    opt.display = d === 'none' ? null : parseInt(d, 16);
    if (opt.display !== null && !(opt.display > 0 && opt.display < 0x80)) usage('--display: an I2C address in hex (3c, 3d) or none');
  }
  else if (a.startsWith('--')) usage('unknown option ' + a);
  else if (!opt.script) opt.script = a;
  else usage('one script only');
}
if (!opt.firmware || !opt.bootrom) usage('give --firmware and --bootrom (or PICO_FIRMWARE / PICO_BOOTROM)');
if (!opt.script && !opt.boot && opt.serialFd === null) usage('give a SCRIPT.py, --boot or --serial-fd');
const script = opt.script ? fs.readFileSync(opt.script) : null;
if (opt.frames) {
  fs.mkdirSync(opt.frames, { recursive: true });
  for (const n of fs.readdirSync(opt.frames)) if (n.startsWith('frame-')) fs.unlinkSync(path.join(opt.frames, n));
}
if (opt.cutDir) fs.mkdirSync(opt.cutDir, { recursive: true });

// ---- filesystem image: what `make flash` copies, built on the host ----
let img;
if (opt.fsIn) img = fs.readFileSync(opt.fsIn);
else {
  const tmp = path.join(os.tmpdir(), `pico-fs-${process.pid}.img`);
  const args = [path.join(HERE, 'lfs.py'), 'mk', tmp];
  for (const d of opt.put) args.push('--put', d);
  for (const f of opt.file) args.push('--file', f);
  // A script run gets the REPL: the app's main.py is left out unless --boot.
  if (!opt.boot) args.push('--skip', 'main.py');
  for (const s of opt.skip) args.push('--skip', s);
  execFileSync(PYTHON, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  img = fs.readFileSync(tmp); fs.unlinkSync(tmp);
}

// A .bin is the flash image from offset 0; a .uf2 (what users download) is unpacked block by block.
function loadFirmware(file) {
  const data = fs.readFileSync(file);
  if (!file.endsWith('.uf2')) return data;
  const out = Buffer.alloc(2 * 1024 * 1024);
  let end = 0;
  for (let off = 0; off + 512 <= data.length; off += 512) {
    if (data.readUInt32LE(off) !== 0x0a324655 || data.readUInt32LE(off + 4) !== 0x9e5d5157) continue;
    const addr = data.readUInt32LE(off + 12) - 0x10000000, size = data.readUInt32LE(off + 16);
    data.copy(out, addr, off + 32, off + 32 + size);
    end = Math.max(end, addr + size);
  }
  return out.subarray(0, end);
}
const rom = fs.readFileSync(opt.bootrom);
const flashImage = Buffer.alloc(2 * 1024 * 1024, 0xff);
loadFirmware(opt.firmware).copy(flashImage, 0);
img.subarray(0, FS_SIZE).copy(flashImage, FS_START);

// ---- run state kept across reboots ----
let emuNs = 0; // emulated time since power-on, over reboots
let frameNo = 0, lastFrame = null, shows = 0, presses = 0, boots = 0;
const frameLog = [], ledLog = [], statusLog = [], records = [], cuts = [], bootAt = [];
const displayLog = []; // the display's power commands: {ms, what: off|on|pump-off|pump-on}
const napLog = []; // when each machine.lightsleep began (ms)
let stdoutText = '', stderrText = '', exitCode = null, finished = false;
let totalCycles = 0;
const t0 = Date.now();
const now = () => emuNs + (chip ? chip.clock.nanos : 0);
const ms = () => now() / 1e6;

// ---- the chip and its devices; built again by a watchdog reset ----
let chip = null;
function powerOn(flash) {
  if (chip) emuNs += chip.clock.nanos;
  const sim = new Simulator();
  const mcu = sim.rp2040;
  mcu.loadBootrom(new Uint32Array(rom.buffer, rom.byteOffset, rom.length / 4));
  mcu.logger = new ConsoleLogger(LogLevel.Error);
  mcu.flash.set(flash, 0);
  const ssi = new FlashSSI(mcu, 'SSI', { modelBusy: true });
  mcu.peripherals[0x18000] = ssi;
  mcu.peripherals[0x40018] = new IOQSPI(mcu, 'IO_QSPI', (s) => ssi.setCS(s));
  ssi.onOp = onFlashOp;
  for (const p of Object.values(KEYPIN)) mcu.gpio[p].setInputValue(true);
  const c = { sim, mcu, core: mcu.core, clock: mcu.clock, ssi };
  for (const bus of mcu.i2c) raiseTxEmptyOnAbort(bus);
  // Without a display nothing acknowledges on I2C1 (rp2040js' default), as with a module
  // unplugged or miswired.
  c.oled = opt.display === null ? null : new SSD1306(mcu, mcu.i2c[1], opt.display, 400000, onShow);
  if (c.oled) c.oled.onPower = (what) => displayLog.push({ ms: +ms().toFixed(3), what });
  // machine.lightsleep(ms) gates every clock but the timer's: its write of 0 to SLEEP_EN0 marks
  // each nap (the register keeps its reset value, all ones, otherwise).
  const clocksWrite = mcu.clocks.writeUint32.bind(mcu.clocks);
  mcu.clocks.writeUint32 = (offset, value) => {
    if (offset === CLOCKS_SLEEP_EN0 && value === 0) napLog.push(+ms().toFixed(3));
    clocksWrite(offset, value);
  };
  // VSYS through the Pico's divider (a third) on ADC3, 12 bits of 3.3 V.
  mcu.adc.channelValues[3] = Math.min(4095, Math.round(opt.vsys / 3 / 3300 * 4095));
  mcu.gpio[STATUS_LED_PIN].addListener((state) => {
    if (state === 0 || state === 1) statusLog.push({ ms: Math.round(ms()), on: state });
  });
  // MicroPython's rp2 machine.bitstream (under neopixel) times the pulses with the CPU and
  // drives the pin through SIO, so an edge happens at the CPU's time.
  c.leds = new WS2812(mcu.gpio[PIXEL_PIN], () => mcu.clock.nanos, onLeds);
  mcu.peripherals[0x40058].onWatchdogTrigger = () => { c.reset = true; };
  setupUSB(c);
  deviceStartOfFrame(mcu.usbCtrl, mcu.clock);
  mcu.core.PC = 0x10000000;
  chip = c;
  boots++;
  bootAt.push(Math.round(ms()));
  if (opt.serialFd !== null) process.stdout.write(`@@boot ${boots} ${Math.round(ms())}\n`);
}

function onShow(ram) {
  shows++;
  if (lastFrame && Buffer.compare(Buffer.from(ram), lastFrame) === 0) return;
  lastFrame = Buffer.from(ram);
  const t = ms();
  if (opt.frames) {
    const name = `frame-${String(frameNo).padStart(4, '0')}-ms-${String(Math.round(t)).padStart(8, '0')}.png`;
    writePNG(path.join(opt.frames, name), ram);
  }
  // To the microsecond: an LED latched just after a frame's last byte must not read as before it.
  frameLog.push({ ms: +t.toFixed(3), hex: lastFrame.toString('hex') });
  if (opt.serialFd !== null) process.stdout.write(`@@frame ${frameNo} ${Math.round(t)}\n`);
  frameNo++;
}

function onLeds(leds, extraBits, atNs) {
  ledLog.push({ ms: +((emuNs + atNs) / 1e6).toFixed(3), rgb: leds, extra_bits: extraBits });
}

// Power cuts: every cutEvery-th erase or program, a copy of the filesystem as a power cut in
// the middle of that operation leaves it (half the sector erased, or half the page programmed).
function onFlashOp(n, partial) {
  if (!opt.cutEvery || n % opt.cutEvery || cuts.length >= opt.cutCount) return;
  const copy = Buffer.from(chip.mcu.flash.subarray(FS_START, FS_START + FS_SIZE));
  partial(copy, FS_START, 0.5);
  const file = path.join(opt.cutDir, `cut-${String(n).padStart(5, '0')}.img`);
  fs.writeFileSync(file, copy);
  cuts.push({ op: n, ms: Math.round(ms()), file });
  if (cuts.length >= opt.cutCount) finish(0);
}

// ---- keys: "A", "3*D", "w500" (wait ms); with --settle, a press waits for a quiet screen ----
function parseKeys(spec) {
  const out = [];
  for (const tok of spec.trim().split(/\s+/).filter(Boolean)) {
    const m = /^(?:(\d+)\*)?(.+)$/.exec(tok); const n = m[1] ? +m[1] : 1; const t = m[2];
    for (let i = 0; i < n; i++) {
      if (/^w\d+$/.test(t)) out.push({ wait: +t.slice(1) });
      else if (/^[UDLRAB]$/.test(t)) out.push({ key: t });
      else usage(`--keys: bad token ${tok}`);
    }
  }
  return out;
}
const keys = opt.keys ? parseKeys(opt.keys) : null;
let keyIdx = 0, keyAt = 0, keyDown = null, keysStarted = false;
// When serviceKeys has something to do next (ms), or null: a core asleep in a long WFI (a
// lightsleep) is woken up to then, so a press lands during the nap as on a real chip.
let keyDueMs = null;
let lastChange = 0, lastRelease = 0; // when the screen last changed, a key was let go (ms)
let idleNs = 0; // time the core spent asleep (WFI/WFE), over reboots
const idleSamples = []; // [ms, idle ms] once a slice, for the last few seconds
const pressLog = []; // each press: the key and the distinct frame on screen when it went down
function idleFraction(sinceMs) {
  const t = ms(), idle = idleNs / 1e6;
  let i = idleSamples.length - 1;
  while (i > 0 && idleSamples[i - 1][0] >= sinceMs) i--;
  if (i < 0 || t - idleSamples[i][0] <= 0) return 0;
  return (idle - idleSamples[i][1]) / (t - idleSamples[i][0]);
}
function serviceKeys() {
  keyDueMs = null;
  if (!keys || !keysStarted) return;
  const t = ms();
  keyDueMs = nextKeyMs(t);
  pressKeys(t);
  keyDueMs = nextKeyMs(t);
}
function nextKeyMs(t) {
  if (keyDown) return keyDown.until;
  if (keyIdx < keys.length) return Math.max(keyAt, t + (t < keyAt ? 0 : 1)); // a settle: each ms
  if (opt.linger !== undefined) return keyAt + opt.linger;
  return null;
}
function pressKeys(t) {
  const gpio = chip.mcu.gpio;
  if (keyDown && t >= keyDown.until) { gpio[KEYPIN[keyDown.key]].setInputValue(true); keyDown = null; keyAt = t + opt.gap; lastRelease = t; }
  if (keyIdx >= keys.length && !keyDown && opt.linger !== undefined && t >= keyAt + opt.linger) finish(0);
  if (keyDown || t < keyAt || keyIdx >= keys.length) return;
  const s = keys[keyIdx];
  if (s.wait) { keyIdx++; keyAt = t + s.wait; return; }
  // Settled: the screen has not changed for `settle` ms, the flash is idle and the core was
  // asleep at least half of that time (a turn screen keeps it about half busy), so the app is
  // between frames waiting (for a press, or to end a move's show), not thinking or saving: a
  // press there acts the same in the simulator.
  // Quiet counts from the last press too: a press that starts long work (a deal, an AI's
  // move) changes the screen only when the work is done.
  const quietSince = Math.max(lastChange, lastRelease);
  if (opt.settle && (t - quietSince < opt.settle || chip.ssi.busy() || idleFraction(t - opt.settle) < 0.5)) return;
  keyIdx++;
  gpio[KEYPIN[s.key]].setInputValue(false); presses++;
  pressLog.push({ key: s.key, frame: frameNo - 1, ms: Math.round(t) });
  keyDown = { key: s.key, until: t + opt.hold };
}

// ---- USB CDC: a raw REPL script, or a pseudo-terminal (mpremote) ----
let inQ = [], connected = false, serialText = '', phase = 'boot', lineBuf = '';
const connectedAt = []; // when the host opened the serial port, each boot (ms)
function send(bytes) { for (const b of bytes) inQ.push(typeof b === 'string' ? b.charCodeAt(0) : b); }
function setupUSB(c) {
  const cdc = new USBCDC(c.mcu.usbCtrl);
  c.cdc = cdc;
  inQ = []; connected = false; serialText = '';
  phase = opt.serialFd !== null ? 'bridge' : (opt.script && !opt.boot && boots === 0) ? 'connect' : 'boot';
  // rp2040js' USBCDC answers every OUT-endpoint read the firmware arms at once, with a
  // zero-length packet when the host has nothing to send: an interrupt storm that made Python
  // about 3x slower. A read with nothing to send stays pending until bytes arrive, as on a host.
  c.pendingRead = null;
  const usbReadOrig = c.mcu.usbCtrl.onEndpointRead;
  c.completeRead = (size) => {
    const buf = new Uint8Array(Math.min(size, cdc.txFIFO.itemCount));
    for (let i = 0; i < buf.length; i++) buf[i] = cdc.txFIFO.pull();
    c.mcu.usbCtrl.endpointReadDone(cdc.outEndpoint, buf);
  };
  c.mcu.usbCtrl.onEndpointRead = (ep, size) => {
    if (ep === cdc.outEndpoint) {
      if (cdc.txFIFO.itemCount === 0) { c.pendingRead = size; return; }
      c.completeRead(size);
      return;
    }
    usbReadOrig(ep, size);
  };
  cdc.onDeviceConnected = () => {
    connected = true;
    connectedAt.push(Math.round(ms()));
    if (phase === 'connect') { send('\r\x03\x03'); setPhase('ctrlc'); }
    keysStarted = true;
  };
  cdc.onSerialData = onSerial;
}
function feed() {
  // rp2040js' CDC FIFO holds 512 bytes; keep it topped up from our queue.
  const c = chip, cdc = c.cdc;
  while (inQ.length && !cdc.txFIFO.full) cdc.sendSerialByte(inQ.shift());
  if (c.pendingRead !== null && cdc.txFIFO.itemCount > 0) { const n = c.pendingRead; c.pendingRead = null; c.completeRead(n); }
}
function setPhase(p) { phase = p; serialText = ''; }
function onLine(line) {
  if (line.startsWith('@@')) {
    const body = line.slice(2).trim();
    if (body === 'end') { finish(0); return; }
    try { records.push(JSON.parse(body)); } catch { records.push({ raw: body }); }
  }
  if (!opt.quiet || phase === 'err') process.stdout.write(line + '\n');
}
function flushLine() { if (lineBuf) onLine(lineBuf); lineBuf = ''; }
function onSerial(buf) {
  if (phase === 'bridge') { fs.writeSync(opt.serialFd, buf); return; }
  for (const b of buf) {
    const ch = String.fromCharCode(b);
    serialText += ch;
    if (phase === 'out' || phase === 'err' || phase === 'boot') {
      if (b === 4) {
        if (phase === 'out') { flushLine(); setPhase('err'); continue; }
        if (phase === 'err') { flushLine(); setPhase('done'); finish(stderrText.trim() ? 1 : 0); return; }
      }
      if (phase === 'out') stdoutText += ch; else if (phase === 'err') stderrText += ch;
      else if (phase === 'boot') stdoutText += ch;
      if (ch === '\n') flushLine(); else if (ch !== '\r') lineBuf += ch;
    }
  }
  if (phase === 'ctrlc' && serialText.includes('>')) { setPhase('raw'); send('\r\x01'); }
  else if (phase === 'raw' && serialText.includes('raw REPL; CTRL-B to exit\r\n>')) {
    // A soft reset from the raw REPL, as mpremote run does: a fresh heap, and no main.py (a
    // UF2's frozen one runs at every boot; Ctrl-C may have stopped it half way through an import).
    setPhase('reset'); send('\x04');
  } else if (phase === 'reset' && /soft reboot\r\n[^]*raw REPL; CTRL-B to exit\r\n>/.test(serialText)) {
    setPhase('send'); send(script); send('\x04');
  } else if (phase === 'send' && serialText.startsWith('OK')) {
    const rest = serialText.slice(2); setPhase('out');
    if (rest) onSerial(Buffer.from(rest, 'latin1'));
  }
}
if (opt.serialFd !== null) {
  // A tty stream reads in the event loop (a file stream's blocking read would hold up exit).
  const rs = new tty.ReadStream(opt.serialFd);
  rs.setRawMode(true);
  rs.on('data', (d) => send(d));
  rs.on('error', () => {}); // the host side closed: nothing more to send
}

// ---- run ----
function finish(code) { if (!finished) { finished = true; exitCode = code; } }
function report() {
  flushLine();
  const emuS = now() / 1e9, realS = (Date.now() - t0) / 1000;
  const summary = { exit: exitCode, emulated_s: +emuS.toFixed(3), real_s: +realS.toFixed(1),
    frames: frameLog, shows, leds: ledLog, status_led: statusLog, presses: pressLog, boots,
    boot_at_ms: bootAt, usb_connected_ms: connectedAt, flash: chip.ssi.stats, cuts, cpu_cycles: totalCycles, records,
    stdout: stdoutText, display_on: chip.oled ? chip.oled.on : null, display_log: displayLog, lightsleeps: napLog,
    contrast: chip.oled ? chip.oled.contrast : null,
    unknown_oled_cmds: chip.oled ? [...chip.oled.unknown] : [] };
  if (stderrText.trim()) summary.error = stderrText.trim();
  if (opt.json) fs.writeFileSync(opt.json, JSON.stringify(summary));
  if (opt.fsOut) fs.writeFileSync(opt.fsOut, chip.mcu.flash.subarray(FS_START, FS_START + FS_SIZE));
  console.error(`run-pico: exit ${exitCode} after ${emuS.toFixed(2)} emulated s (${realS.toFixed(1)} real s), ${frameNo} frames, ${shows} show()s`);
  if (stderrText.trim()) console.error(stderrText.trim());
}

powerOn(flashImage);
// A slice of real time the emulator runs before the event loop may deliver serial input: short
// while a host talks over the port (mpremote waits on each reply), long otherwise (cheaper).
const SLICE_MS = opt.serialFd !== null ? 4 : 40;
function slice() {
  const end = Date.now() + SLICE_MS;
  while (!finished && Date.now() < end) {
    const c = chip, core = c.core, clock = c.clock;
    for (let i = 0; i < 100000; i++) {
      if (core.waiting) {
        let n = clock.nanosToNextAlarm;
        if (n <= 0) { clock.tick(CYCLE_NS); idleNs += CYCLE_NS; continue; }
        // Asleep past a key's time: wake the run loop then, the core still asleep.
        const due = keyDueMs === null ? Infinity : keyDueMs * 1e6 - emuNs - clock.nanos;
        if (due < n) n = Math.max(CYCLE_NS, due);
        clock.tick(n); idleNs += n;
        if (n === due || due <= CYCLE_NS) break;
      } else {
        const cyc = core.executeInstruction();
        totalCycles += cyc;
        clock.tick(cyc * CYCLE_NS);
      }
      if (c.reset || finished) break;
    }
    if (chip.reset) {
      // machine.reset(): the watchdog reboots the chip; the flash keeps what was written.
      flushLine();
      const flash = Buffer.from(chip.mcu.flash);
      powerOn(flash);
      continue;
    }
    chip.leds.poll(chip.clock.nanos);
    if (frameNo && frameLog[frameNo - 1].ms > lastChange) lastChange = frameLog[frameNo - 1].ms;
    idleSamples.push([ms(), idleNs / 1e6]);
    if (idleSamples.length > 4096) idleSamples.splice(0, 2048);
    feed(); serviceKeys();
    if (opt.boot && opt.script && phase === 'boot' && connected && ms() / 1e3 >= (opt.interruptAt ?? 3)) {
      flushLine(); send('\r\x03\x03'); setPhase('ctrlc');
    }
    if (now() / 1e9 > opt.timeout) {
      if (!opt.quiet && opt.serialFd === null) console.error('run-pico: emulated timeout');
      finish(opt.serialFd !== null || (opt.boot && !opt.script) ? 0 : 124);
    }
  }
  if (finished) { report(); process.exit(exitCode ?? 0); }
  setImmediate(slice);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { finish(0); report(); process.exit(0); });
slice();
