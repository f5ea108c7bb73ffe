// A local stand-in for the map's tile server, for the bench: this machine reaches none, and without
// tiles the map's LCP is the notice that says so, painted once the tile requests have failed. Each
// tile is a PNG drawn from its coordinates (a light ground with blocks and streets, the same
// picture every time for the same tile) of about 10 KB: a real tile's weight depends on what it
// shows, and this is a middle figure chosen for the bench, not one measured from a tile server.
// A tile is drawn once and then served from memory, as a tile server serves its rendered files:
// drawing one takes tens of milliseconds of this process's only thread, and answering every
// request that way queued the tiles of a page one behind the other. And it runs as a process of
// its own, as a tile server is another machine: in the bench's process its answers waited behind
// the app servers' (the same thread serves every app's files), and a page's first tile came 40 to
// 90 ms after its request from one run to the next.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const TILE_SIZE = 256;
/** Ground, blocks, minor and major streets, water. */
const PALETTE = [
  [0xf2, 0xef, 0xe9],
  [0xe0, 0xdc, 0xd4],
  [0xff, 0xff, 0xff],
  [0xfc, 0xd6, 0xa4],
  [0xaa, 0xd3, 0xdf],
];
const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;

/** A small seeded generator: the same tile gives the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The tile at z/x/y as PNG bytes (8-bit palette). */
export function tilePng(z: number, x: number, y: number): Buffer {
  const next = random(z * 0x9e3779b1 + x * 0x85ebca6b + y * 0xc2b2ae35);
  const pixels = new Uint8Array(TILE_SIZE * TILE_SIZE);
  const fill = (left: number, top: number, width: number, height: number, colour: number) => {
    for (let row = Math.max(0, top); row < Math.min(TILE_SIZE, top + height); row += 1) {
      for (let col = Math.max(0, left); col < Math.min(TILE_SIZE, left + width); col += 1) {
        pixels[row * TILE_SIZE + col] = colour;
      }
    }
  };
  // Blocks of buildings with a little texture, then streets across them, then a river.
  for (let i = 0; i < 400; i += 1) {
    const size = 4 + Math.floor(next() * 14);
    fill(Math.floor(next() * TILE_SIZE), Math.floor(next() * TILE_SIZE), size, size, 1);
  }
  for (let i = 0; i < 36_000; i += 1) {
    pixels[Math.floor(next() * pixels.length)] = next() < 0.5 ? 1 : 0;
  }
  for (let i = 0; i < 14; i += 1) {
    const major = next() < 0.25;
    const width = major ? 6 : 2 + Math.floor(next() * 2);
    const at = Math.floor(next() * TILE_SIZE);
    if (next() < 0.5) fill(0, at, TILE_SIZE, width, major ? 3 : 2);
    else fill(at, 0, width, TILE_SIZE, major ? 3 : 2);
  }
  if (next() < 0.3) fill(0, Math.floor(next() * TILE_SIZE), TILE_SIZE, 18, 4);

  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // palette
  const rows = Buffer.alloc((TILE_SIZE + 1) * TILE_SIZE);
  for (let row = 0; row < TILE_SIZE; row += 1) {
    rows[row * (TILE_SIZE + 1)] = 0; // no filter
    rows.set(pixels.subarray(row * TILE_SIZE, (row + 1) * TILE_SIZE), row * (TILE_SIZE + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(PALETTE.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** The URL template for the map's configuration ({z}/{x}/{y}). */
  url: string;
  /** Tiles served so far, and their bytes. */
  served: () => Promise<Served>;
  close: () => Promise<void>;
}

interface Served {
  tiles: number;
  bytes: number;
}

/** The argument this module is started with as the tile server's own process. */
const SERVE_TILES = '--serve-tiles';

/** Serves tiles on `port` in this process; resolves once it listens. */
async function serveTiles(port: number): Promise<{ served: () => Served }> {
  const served: Served = { tiles: 0, bytes: 0 };
  const drawn = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const match = TILE_PATH.exec(new URL(request.url ?? '/', 'http://tiles').pathname);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const key = match.slice(1, 4).join('/');
    const body = drawn.get(key) ?? tilePng(Number(match[1]), Number(match[2]), Number(match[3]));
    drawn.set(key, body);
    served.tiles += 1;
    served.bytes += body.length;
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return { served: () => ({ ...served }) };
}

// Started by startTileServer: serve, tell the parent, answer its questions, end with it.
if (process.argv[2] === SERVE_TILES && process.send) {
  const { served } = await serveTiles(Number(process.argv[3]));
  process.on('message', () => process.send?.({ served: served() }));
  process.on('disconnect', () => process.exit(0));
  process.send({ ready: true });
}

/** Starts the stand-in in a process of its own, listening on `port`. */
export async function startTileServer(port: number): Promise<TileServer> {
  // The same loader flags as this process (tsx), so the child can run this TypeScript module.
  const child = fork(fileURLToPath(import.meta.url), [SERVE_TILES, String(port)], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the tile server stopped (exit ${code})`)));
  });
  return {
    url: `http://localhost:${port}/{z}/{x}/{y}.png`,
    served: () =>
      new Promise<Served>((resolve) => {
        child.once('message', (message) => resolve((message as { served: Served }).served));
        child.send('served');
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
