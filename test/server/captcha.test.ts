import { inflateSync } from 'node:zlib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import { captchaResponse } from '@kernel/system';
import { CAPTCHA_ALPHABET } from '../../server/captcha/font';
import { crc32, PNG_SIGNATURE } from '../../server/captcha/png';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../server/captcha/render';
import { captchaAnswer, startServer } from './helpers';

type Chunk = { type: string; data: Buffer };

/** Reads a PNG's chunks, checking each CRC. */
function readChunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

describe('captcha', () => {
  it('is a real 120x40 RGB PNG whose pixels decode', async () => {
    const server = await startServer();
    const response = await server.call(PATH.captcha);
    const { value } = v.parse(captchaResponse, await response.json());
    const png = Buffer.from(value.slice('data:image/png;base64,'.length), 'base64');
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);

    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 8, 2]);

    const rows = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(rows.length).toBe(CAPTCHA_HEIGHT * (1 + CAPTCHA_WIDTH * 3));
    // ink, background and noise: far more than two colours
    const colours = new Set<string>();
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const at = y * (1 + CAPTCHA_WIDTH * 3) + 1 + x * 3;
        colours.add(`${rows[at]},${rows[at + 1]},${rows[at + 2]}`);
      }
    }
    expect(colours.size).toBeGreaterThan(20);
  });

  it('names itself in the Captcha-Id header and keeps a 4-character readable answer', async () => {
    const server = await startServer();
    const response = await server.call(PATH.captcha);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const id = response.headers.get(HEADER.captchaId);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const answer = captchaAnswer(server, id ?? '');
    expect(answer).toHaveLength(4);
    for (const character of answer) expect(CAPTCHA_ALPHABET).toContain(character);
  });

  it('draws a different picture each time', async () => {
    const server = await startServer();
    const first = v.parse(captchaResponse, await (await server.call(PATH.captcha)).json()).value;
    const second = v.parse(captchaResponse, await (await server.call(PATH.captcha)).json()).value;
    expect(first).not.toBe(second);
  });

  it('follows the injected random source', async () => {
    const server = await startServer({ random: () => 0 });
    const id = (await server.call(PATH.captcha)).headers.get(HEADER.captchaId) ?? '';
    expect(captchaAnswer(server, id)).toBe(CAPTCHA_ALPHABET[0]?.repeat(4));
  });
});
