import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startAppServer } from '../serve.mjs';
import { precompressDir } from '../precompress.mjs';

const script = `export const strings = ${JSON.stringify('お薬手帳 '.repeat(2000))};\n`;

let dist: string;
let server: Awaited<ReturnType<typeof startAppServer>>;

/** The body as sent, without the decoding fetch() would do. */
async function rawGet(url: string, acceptEncoding?: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-precompress-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, '42.0123456789.js'), script);
  fs.writeFileSync(path.join(dist, '42.0123456789.js.map'), script);
  fs.writeFileSync(path.join(dist, 'tiny.js'), 'x');
  fs.mkdirSync(path.join(dist, 'locales/ja'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'locales/ja/common.json'), JSON.stringify({ text: script }));
  await precompressDir(dist);
  server = await startAppServer({ distDir: dist, port: 0, env: {} });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compression once, at build time', () => {
  it('writes brotli and gzip copies of text files, not of source maps or tiny files', () => {
    expect(fs.existsSync(path.join(dist, '42.0123456789.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, '42.0123456789.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'locales/ja/common.json.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, '42.0123456789.js.map.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'tiny.js.br'))).toBe(false);
  });

  it('sends the brotli copy to a browser that takes brotli, whatever order it lists it in', async () => {
    const response = await rawGet(`${server.url}/42.0123456789.js`, 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.body.length).toBe(fs.statSync(path.join(dist, '42.0123456789.js.br')).size);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await rawGet(`${server.url}/locales/ja/common.json`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/application\/json/);
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString()).text).toBe(script);
    const plain = await rawGet(`${server.url}/42.0123456789.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const refused = await rawGet(`${server.url}/42.0123456789.js`, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('does not send a copy older than its file (an earlier build): it compresses the file', async () => {
    const file = path.join(dist, 'locales/ja/common.json');
    const changed = JSON.stringify({ text: `${script}!` });
    fs.writeFileSync(file, changed);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const response = await rawGet(`${server.url}/locales/ja/common.json`, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(changed);
  });

  it('keeps a request outside the build from reading the copies', async () => {
    const response = await rawGet(`${server.url}/..%2F..%2Fetc%2Fpasswd`, 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).not.toContain('root:');
  });
});
