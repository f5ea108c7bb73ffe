import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { HOST_URL } from './stack';

/**
 * A camera for the tests: Chromium's fake video capture device plays a file we write, showing
 * QR codes (or anything drawn as a grey image) as a phone camera would. The file is a .y4m
 * (YUV4MPEG2, 4:2:0): a header line, then per frame `FRAME\n` and the Y, U and V planes.
 * Chromium loops it, so a test that reads several codes sees each in turn, again and again.
 */

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES_PER_SECOND = 10;
/** Modules of light margin around a QR symbol, as the standard asks. */
const QUIET_ZONE = 4;

/** One picture of the video: a grey image, 0 black … 255 white, WIDTH × HEIGHT. */
export type GreyFrame = Uint8Array;

/**
 * A QR symbol holding exactly these bytes (byte mode, no ECI, no character-set guess), as a
 * pharmacy's printer makes a Shift_JIS notebook code.
 */
export function qrFrameOfBytes(bytes: Uint8Array): GreyFrame {
  const symbol = QRCode.create([{ mode: 'byte', data: bytes }], { errorCorrectionLevel: 'M' });
  const { size } = symbol.modules;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 2 * QUIET_ZONE));
  if (scale < 2)
    throw new Error(`a QR symbol of ${size} modules does not fit a ${WIDTH}×${HEIGHT} frame`);
  const frame = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!symbol.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        frame.fill(
          0,
          (top + row * scale + y) * WIDTH + left + col * scale,
          (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
        );
      }
    }
  }
  return frame;
}

// qrcode writes no Structured Append header of its own; its segment list is where one goes.
const require = createRequire(import.meta.url);
const segments = require('qrcode/lib/core/segments') as {
  fromArray: (data: unknown[]) => unknown[];
};

/**
 * QR Structured Append (連結) header written as a qrcode segment: mode indicator 0011, then
 * the symbol's position and the set's size less one (4 bits each), then the parity byte.
 */
function structuredAppendHeader(index: number, count: number, parity: number) {
  return {
    mode: { id: 'StructuredAppend', bit: 0b0011, ccBits: [8, 8, 8] },
    getLength: () => (index << 4) | (count - 1),
    getBitsLength: () => 8,
    write: (buffer: { put: (value: number, bits: number) => void }) => buffer.put(parity, 8),
  };
}

/**
 * One message cut into `count` Structured Append symbols at even byte offsets (so a cut may fall
 * inside a Shift_JIS character, as printers do), each symbol carrying its position and the
 * message's parity.
 */
export function structuredAppendFrames(message: Uint8Array, count: number): GreyFrame[] {
  const parity = message.reduce((acc, byte) => acc ^ byte, 0);
  const size = Math.ceil(message.length / count);
  const frames: GreyFrame[] = [];
  const original = segments.fromArray;
  for (let index = 0; index < count; index += 1) {
    segments.fromArray = (data) => [
      structuredAppendHeader(index, count, parity),
      ...original(data),
    ];
    try {
      frames.push(qrFrameOfBytes(message.subarray(index * size, (index + 1) * size)));
    } finally {
      segments.fromArray = original;
    }
  }
  return frames;
}

/** EAN digit patterns (1 = bar): L and G on the left half, R on the right. */
const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const EAN_G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const EAN_R = EAN_L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
/** EAN-13: the first digit is not drawn; it chooses L or G for each of the next six. */
const EAN13_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

function eanModules(code: string): string {
  const digits = [...code].map(Number);
  if (code.length === 8) {
    const left = digits
      .slice(0, 4)
      .map((d) => EAN_L[d])
      .join('');
    const right = digits
      .slice(4)
      .map((d) => EAN_R[d])
      .join('');
    return `101${left}01010${right}101`;
  }
  if (code.length !== 13) throw new Error(`not an EAN-13 or EAN-8: ${code}`);
  const parity = EAN13_PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'L' ? EAN_L[d] : EAN_G[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => EAN_R[d])
    .join('');
  return `101${left}01010${right}101`;
}

/** The barcode of a medicine box: an EAN-13 or EAN-8 of these digits (check digit included). */
export function eanFrame(code: string): GreyFrame {
  const modules = eanModules(code);
  const scale = Math.floor(WIDTH / (modules.length + 22));
  const frame = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const left = Math.floor((WIDTH - modules.length * scale) / 2);
  const top = Math.floor(HEIGHT * 0.25);
  const bottom = Math.floor(HEIGHT * 0.75);
  for (let y = top; y < bottom; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] === '1')
        frame.fill(0, y * WIDTH + left + m * scale, y * WIDTH + left + (m + 1) * scale);
    }
  }
  return frame;
}

/** Writes a .y4m showing each frame for `secondsEach` seconds, in order; returns its path. */
export function writeFakeCameraVideo(
  name: string,
  frames: readonly GreyFrame[],
  secondsEach = 1.5,
): string {
  const file = path.join(os.tmpdir(), `harmo-fake-camera-${process.pid}-${name}.y4m`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const repeat = Math.max(1, Math.round(secondsEach * FRAMES_PER_SECOND));
  const chunks: Buffer[] = [
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAMES_PER_SECOND}:1 Ip A1:1 C420jpeg\n`),
  ];
  for (const frame of frames) {
    for (let i = 0; i < repeat; i += 1) {
      chunks.push(Buffer.from('FRAME\n'), Buffer.from(frame), chroma, chroma);
    }
  }
  fs.writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/** A video of QR symbols made from raw bytes, one symbol after the other. */
export function fakeCameraOfQrSymbols(name: string, symbols: readonly Uint8Array[]): string {
  return writeFakeCameraVideo(name, symbols.map(qrFrameOfBytes));
}

/** Launch options of a browser whose camera plays `file`, the permission prompt answered "allow". */
export function fakeCameraLaunch(file: string) {
  return {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  };
}

/**
 * A phone-sized page in a browser of its own whose camera plays `file` (a browser's fake camera
 * is chosen at launch, so it cannot be the test's shared browser). Close it when done.
 */
export async function openPageWithCamera(
  file: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch(fakeCameraLaunch(file));
  const context = await browser.newContext({
    baseURL: HOST_URL,
    viewport: { width: 360, height: 740 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  const page = await context.newPage();
  return { page, close: () => browser.close() };
}
