import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { CHROMIUM_LAUNCH } from '../playwright.config';

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

/**
 * Launch options of a browser whose camera plays `file`, with the permission prompt answered
 * "allow" (use in `test.use({ launchOptions: fakeCameraLaunch(file) })`).
 */
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
