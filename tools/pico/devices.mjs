// Device models around rp2040js: QSPI flash (erase/program through the SSI, so littlefs writes
// persist, with power cuts in the middle of an operation), SSD1306 on I2C, WS2812 on a pin.
import { BasePeripheral } from 'rp2040js';
import zlib from 'zlib';
import fs from 'fs';

// ---------------------------------------------------------------------------------------------
// IO_QSPI: a plain register file, so the bootrom's flash_cs_force()/flash_was_aborted() work.
export class IOQSPI extends BasePeripheral {
  constructor(rp2040, name, onCS) {
    super(rp2040, name);
    this.regs = new Uint32Array(0x40);
    this.onCS = onCS;
  }
  readUint32(offset) {
    if (offset < 0x100) return this.regs[offset >> 2];
    return 0;
  }
  writeUint32(offset, value) {
    if (offset >= 0x100) return;
    this.regs[offset >> 2] = value >>> 0;
    if (offset === 0x0c) {
      // GPIO_QSPI_SS_CTRL OUTOVER (bits 8-9): 2 = drive low (selected), 3 = drive high
      const over = (value >> 8) & 3;
      this.onCS(over === 2 ? 'low' : over === 3 ? 'high' : 'normal');
    }
  }
}

// Applies the first `fraction` of an erase ([base, size, null]) or a program ([page, 0, bytes])
// to `mem`, which holds the flash from address `offset`: a power cut while the chip is busy
// leaves part of the sector erased or part of the page programmed.
function applyOp(mem, offset, [base, size, bytes], fraction) {
  if (bytes === null) {
    const end = base + Math.floor(size * fraction);
    for (let a = base; a < end; a++) if (a >= offset && a - offset < mem.length) mem[a - offset] = 0xff;
    return;
  }
  const n = Math.floor(bytes.length * fraction);
  for (let i = 0; i < n; i++) {
    const [a, v] = bytes[i];
    if (a >= offset && a - offset < mem.length) mem[a - offset] &= v;
  }
}

// SSI + a W25Q16-like flash chip behind it.
const SSI_SR = 0x28, SSI_DR0 = 0x60, SSI_TXFLR = 0x20, SSI_RXFLR = 0x24;
export class FlashSSI extends BasePeripheral {
  constructor(rp2040, name, opts = {}) {
    super(rp2040, name);
    this.regs = new Map();
    this.rx = [];
    this.cs = 'normal';
    this.tx = []; // bytes of the current forced-CS transaction
    this.busyUntil = 0;
    this.modelBusy = opts.modelBusy !== false;
    this.stats = { erase4k: 0, erase64k: 0, erase32k: 0, pages: 0, busyNs: 0 };
    this.ops = 0; // erases and programs so far
    this.lastOpNs = -1e12;
    this.onOp = null; // onOp(n, partial): partial(copy, offset, fraction) applies part of op n
  }
  busy() { return this.now() < this.busyUntil; }
  setCS(state) {
    if (state === 'low' && this.cs !== 'low') this.tx = [];
    if (state !== 'low' && this.cs === 'low') this.endTransaction();
    this.cs = state;
  }
  now() { return this.rp2040.clock.nanos; }
  endTransaction() {
    const t = this.tx;
    if (!t.length) return;
    const cmd = t[0];
    const addr = ((t[1] << 16) | (t[2] << 8) | t[3]) >>> 0;
    const flash = this.rp2040.flash;
    // An erase or a program is a list of [address, new byte] writes; a power cut (onOp) sees it
    // before it is applied, and may keep a copy of the flash with part of it done.
    let writes = null, busyNs = 0;
    const erase = (size, ns, stat) => {
      const base = addr & ~(size - 1);
      writes = [base, size, null]; busyNs = ns; this.stats[stat]++;
    };
    if (cmd === 0x20 && t.length >= 4) erase(4096, 45e6, 'erase4k');
    else if (cmd === 0x52 && t.length >= 4) erase(32768, 120e6, 'erase32k');
    else if (cmd === 0xd8 && t.length >= 4) erase(65536, 150e6, 'erase64k');
    else if (cmd === 0x02 && t.length > 4) {
      // Page program: the address wraps inside its 256-byte page; bits only go from 1 to 0.
      const page = addr & ~0xff;
      const bytes = [];
      for (let i = 4; i < t.length; i++) bytes.push([page + ((addr + i - 4) & 0xff), t[i]]);
      writes = [page, 0, bytes]; busyNs = 0.4e6; this.stats.pages++;
    }
    if (writes) {
      this.ops++;
      if (this.onOp) this.onOp(this.ops, (copy, offset, fraction) => applyOp(copy, offset, writes, fraction));
      applyOp(flash, 0, writes, 1);
      if (this.modelBusy) { this.busyUntil = this.now() + busyNs; this.stats.busyNs += busyNs; }
      this.lastOpNs = this.now();
    }
    this.tx = [];
  }
  response(i) {
    // Byte the flash returns for the i-th byte clocked in this transaction.
    const t = this.tx;
    const cmd = t[0];
    if (i === 0) return 0;
    switch (cmd) {
      case 0x05: return this.now() < this.busyUntil ? 1 : 0; // status 1: BUSY bit
      case 0x35: return 0x02; // status 2: QE set
      case 0x9f: return [0, 0xef, 0x40, 0x15][i] ?? 0;
      case 0x4b: return i >= 5 ? (0xe6 + i) & 0xff : 0; // unique id
      case 0x03: {
        if (i < 4) return 0;
        const addr = ((t[1] << 16) | (t[2] << 8) | t[3]) >>> 0;
        return this.rp2040.flash[addr + i - 4];
      }
      default: return 0;
    }
  }
  readUint32(offset) {
    switch (offset) {
      case SSI_SR: return 0x06 | (this.rx.length ? 0x08 : 0); // TFNF|TFE|RFNE, never busy
      case SSI_TXFLR: return 0;
      case SSI_RXFLR: return this.rx.length;
      case SSI_DR0: return this.rx.length ? this.rx.shift() : 0;
      case 0x58: return 0x51535049;
      case 0x5c: return 0x3430312a;
    }
    return this.regs.get(offset) ?? 0;
  }
  writeUint32(offset, value) {
    if (offset === SSI_DR0) {
      const b = value & 0xff;
      let resp = 0;
      if (this.cs === 'low') {
        this.tx.push(b);
        resp = this.response(this.tx.length - 1);
      } else {
        // Hardware-CS commands (boot2's status register reads): SR2 answers QE set, the rest 0.
        resp = this._prevCmd === 0x35 ? 0x02 : 0;
        this._prevCmd = b;
      }
      if (this.rx.length < 64) this.rx.push(resp);
      return;
    }
    if (offset === 0x08 && !(value & 1)) this.rx = []; // SSIENR=0 clears FIFOs
    this.regs.set(offset, value >>> 0);
  }
}

// ---------------------------------------------------------------------------------------------
// WS2812 (NeoPixel) chain on one GPIO: a bit is a high pulse, long (about 0.8 us) for 1 and
// short (about 0.4 us) for 0; 24 bits a LED, green-red-blue, most significant first; the line
// held low for over 50 us latches what was sent. `nanos()` is the time of a pin change; the run
// loop calls poll(now) so that the last data latches once the line has stayed low.
// onLatch(leds, extraBits, atNs) gets the time the LEDs showed the data, 50 us after the last
// fall: the run loop may see the latch much later (it polls between slices, and a sleeping
// core's slice can span hundreds of ms), or only at the next rising edge.
export class WS2812 {
  constructor(pin, nanos, onLatch) {
    this.bits = []; this.rise = -1; this.lowSince = -1; this.onLatch = onLatch; this.nanos = nanos;
    this.lastFallCpu = 0;
    pin.addListener((state) => this.edge(state === 1 /* GPIOPinState.High */));
  }
  edge(high) {
    const t = this.nanos();
    if (high) {
      if (this.bits.length && t - this.fallAt > 50e3) this.latch();
      this.rise = t; return;
    }
    if (this.rise < 0) return;
    this.bits.push(t - this.rise > 625 ? 1 : 0);
    this.rise = -1;
    this.fallAt = t;
    this.fallCpu = null;
  }
  // Called by the run loop with the CPU's time: after 50 us of low the LEDs show the data.
  poll(cpuNs) {
    if (!this.bits.length || this.rise >= 0) return;
    if (this.fallCpu === null) { this.fallCpu = cpuNs; return; }
    if (cpuNs - this.fallCpu >= 50e3) this.latch();
  }
  latch() {
    const leds = [];
    for (let i = 0; i + 24 <= this.bits.length; i += 24) {
      let v = 0;
      for (let k = 0; k < 24; k++) v = (v << 1) | this.bits[i + k];
      leds.push([(v >> 8) & 0xff, (v >> 16) & 0xff, v & 0xff]); // GRB on the wire -> RGB
    }
    const extra = this.bits.length % 24;
    this.bits = [];
    this.onLatch(leds, extra, this.fallAt + 50e3);
  }
}

// ---------------------------------------------------------------------------------------------
// rp2040js' I2C controller flushes its TX FIFO on an abort (an address nobody acknowledges) but
// never raises TX_EMPTY for the emptied FIFO, which the RP2040's does: the pico-sdk waits for
// TX_EMPTY after each byte, so a write to an absent device timed out (ETIMEDOUT after 50 ms)
// instead of failing at once (EIO), and the abort it never cleared failed the next write too.
const I2C_TX_EMPTY = 1 << 4;
export function raiseTxEmptyOnAbort(i2c) {
  const abort = i2c.abort.bind(i2c);
  i2c.abort = (reason) => { abort(reason); i2c.setInterrupts(I2C_TX_EMPTY); };
}

// ---------------------------------------------------------------------------------------------
// USB start-of-frame packets, one a millisecond from the host, as a device sees them: rp2040js
// makes them only as a USB host. MicroPython turns the SOF interrupt on for 16 frames when a host
// opens the serial port, then sends what was printed before (shared/tinyusb/mp_usbd_cdc.c): the
// console's boot line, printed before the port opens. While the firmware enables the interrupt,
// DEV_SOF is raised each millisecond; reading SOF_RD clears it, as on the RP2040. Only then: an
// alarm always pending would make every sleeping step of the run loop 1 ms long.
const USB_INTR_DEV_SOF = 1 << 17, USB_SOF_RD = 0x48;
export function deviceStartOfFrame(usb, clock) {
  const read = usb.readUint32.bind(usb);
  usb.readUint32 = (offset) => {
    if (offset === USB_SOF_RD && usb.intRaw & USB_INTR_DEV_SOF) {
      usb.intRaw &= ~USB_INTR_DEV_SOF;
      usb.checkInterrupts();
    }
    return read(offset);
  };
  let on = false;
  const alarm = clock.createAlarm(() => {
    usb.sofFrameNumber = (usb.sofFrameNumber + 1) & 0x7ff;
    usb.intRaw |= USB_INTR_DEV_SOF;
    usb.checkInterrupts();
    alarm.schedule(1e6);
  });
  const write = usb.writeUint32.bind(usb);
  usb.writeUint32 = (offset, value) => {
    write(offset, value);
    const want = !!(usb.intEnable & USB_INTR_DEV_SOF);
    if (want && !on) alarm.schedule(1e6);
    else if (!want && on) alarm.cancel();
    on = want;
  };
}

// ---------------------------------------------------------------------------------------------
// SSD1306 on an rp2040js I2C bus: decodes commands/data into GDDRAM, calls onFrame(buf) at the
// STOP of each data transfer, and onPower(what) when the display goes off or on (0xAE, 0xAF) or
// its charge pump does (0x8D 0x10, 0x8D 0x14). Each byte takes 9 bit times at `hz` of emulated
// time.
export class SSD1306 {
  constructor(mcu, i2c, addr, hz, onFrame) {
    this.mcu = mcu; this.i2c = i2c; this.addr = addr;
    this.byteNs = 9 * 1e9 / hz; this.bitNs = 1e9 / hz;
    this.ram = new Uint8Array(1024);
    this.mode = 0; // horizontal (0x20 0x00) - the driver's setting; 2 = page mode
    this.colStart = 0; this.colEnd = 127; this.pageStart = 0; this.pageEnd = 7;
    this.col = 0; this.page = 0;
    this.on = false; this.contrast = 0x7f; this.invert = false; this.pump = false;
    this.onPower = null;
    this.onFrame = onFrame;
    this.sel = false; this.first = false; this.ctl = 0; this.cmdQ = []; this.dataBytes = 0;
    this.bytes = 0; this.transfers = 0; this.unknown = new Set();
    this.contrastLog = [];
    const alarm = (fn) => { const a = mcu.clock.createAlarm(fn); return a; };
    this.aStart = alarm(() => i2c.completeStart());
    this.aStop = alarm(() => i2c.completeStop());
    this.pending = null;
    this.aByte = alarm(() => { const p = this.pending; this.pending = null; p(); });
    i2c.onStart = () => this.aStart.schedule(this.bitNs);
    i2c.onConnect = (address) => {
      this.sel = address === this.addr;
      this.first = true; this.dataBytes = 0;
      this.later(() => i2c.completeConnect(this.sel));
    };
    i2c.onWriteByte = (v) => { this.byte(v); this.later(() => i2c.completeWrite(true)); };
    i2c.onReadByte = () => this.later(() => i2c.completeRead(0xff));
    i2c.onStop = () => { this.stop(); this.aStop.schedule(this.bitNs); };
  }
  later(fn) { this.pending = fn; this.aByte.schedule(this.byteNs); }
  byte(v) {
    if (!this.sel) return;
    this.bytes++;
    if (this.first) { this.ctl = v; this.first = false; return; }
    if (this.ctl & 0x40) { this.data(v); this.dataBytes++; }
    else this.cmdQ.push(v), this.command();
  }
  data(v) {
    this.ram[this.page * 128 + this.col] = v;
    if (this.mode === 0) {
      if (++this.col > this.colEnd) { this.col = this.colStart; if (++this.page > this.pageEnd) this.page = this.pageStart; }
    } else if (this.mode === 1) {
      if (++this.page > this.pageEnd) { this.page = this.pageStart; if (++this.col > this.colEnd) this.col = this.colStart; }
    } else { if (++this.col > 127) this.col = 0; }
  }
  command() {
    const q = this.cmdQ; const c = q[0];
    const need = (n) => q.length >= n;
    const done = () => { this.cmdQ = []; };
    if (c === 0x81) { if (need(2)) { this.contrast = q[1]; this.contrastLog.push([this.mcu.clock.nanos, q[1]]); done(); } return; }
    if (c === 0x20) { if (need(2)) { this.mode = q[1] & 3; done(); } return; }
    if (c === 0x21) { if (need(3)) { this.colStart = q[1] & 127; this.colEnd = q[2] & 127; this.col = this.colStart; done(); } return; }
    if (c === 0x22) { if (need(3)) { this.pageStart = q[1] & 7; this.pageEnd = q[2] & 7; this.page = this.pageStart; done(); } return; }
    if (c === 0x8d) { if (need(2)) { this.pump = !!(q[1] & 0x04); this.power(this.pump ? 'pump-on' : 'pump-off'); done(); } return; }
    if (c === 0xa8 || c === 0xd3 || c === 0xd5 || c === 0xd9 || c === 0xda || c === 0xdb) { if (need(2)) done(); return; }
    if (c === 0xae) { this.on = false; this.power('off'); return done(); }
    if (c === 0xaf) { this.on = true; this.power('on'); return done(); }
    if (c === 0xa6) { this.invert = false; return done(); }
    if (c === 0xa7) { this.invert = true; return done(); }
    if (c >= 0xb0 && c <= 0xb7) { this.page = c & 7; return done(); }
    if (c <= 0x0f) { this.col = (this.col & 0xf0) | c; return done(); }
    if (c >= 0x10 && c <= 0x1f) { this.col = (this.col & 0x0f) | ((c & 0xf) << 4); return done(); }
    // 0xE3 is the no-op command board.py sends to ask whether a display is there.
    if ((c >= 0x40 && c <= 0x7f) || c === 0xa0 || c === 0xa1 || c === 0xc0 || c === 0xc8 || c === 0xa4 || c === 0xa5 || c === 0xe3) return done();
    this.unknown.add(c); done();
  }
  power(what) { if (this.onPower) this.onPower(what); }
  stop() {
    if (this.sel && this.dataBytes > 0) { this.transfers++; this.onFrame(this.ram, this); }
    this.sel = false;
  }
}

// 1-bit palette PNG of a MONO_VLSB 128x64 buffer (the same encoding as the project's sim/png.py).
function chunk(kind, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const kd = Buffer.concat([Buffer.from(kind), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(zlib.crc32 ? zlib.crc32(kd) >>> 0 : crc32(kd));
  return Buffer.concat([len, kd, crc]);
}
let crcTable = null;
function crc32(buf) {
  if (!crcTable) { crcTable = new Uint32Array(256); for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crcTable[n] = c >>> 0; } }
  let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0;
}
export function pngOf(ram, w = 128, h = 64) {
  const rowBytes = w >> 3; const raw = Buffer.alloc((rowBytes + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (rowBytes + 1)] = 0;
    for (let x = 0; x < w; x++) if ((ram[(y >> 3) * w + x] >> (y & 7)) & 1) raw[y * (rowBytes + 1) + 1 + (x >> 3)] |= 0x80 >> (x & 7);
  }
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 1; ihdr[9] = 3;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from([0, 0, 0, 235, 245, 255])), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
export function writePNG(path, ram) { fs.writeFileSync(path, pngOf(ram)); }
