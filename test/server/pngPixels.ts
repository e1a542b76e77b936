import { inflateSync } from 'node:zlib';

/** An 8-bit RGB picture, row by row, three bytes a pixel. */
export type RgbPicture = { width: number; height: number; rgb: Uint8Array };

const SIGNATURE_LENGTH = 8;
const CHANNELS = 3;

/** Paeth predictor of the PNG specification (filter type 4). */
function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * Decodes an 8-bit truecolour (RGB), non-interlaced PNG: what the captcha is, and all a script
 * reading it needs. Undoes every filter type, as any decoder would.
 */
export function decodeRgbPng(png: Buffer): RgbPicture {
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let offset = SIGNATURE_LENGTH; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 2 || body[12] !== 0) throw new Error('only 8-bit RGB, non-interlaced PNGs are read');
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const filtered = inflateSync(Buffer.concat(data));
  const stride = width * CHANNELS;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const raw = filtered[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= CHANNELS ? (rgb[y * stride + x - CHANNELS] ?? 0) : 0;
      const up = y > 0 ? (rgb[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= CHANNELS && y > 0 ? (rgb[(y - 1) * stride + x - CHANNELS] ?? 0) : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0] ?? 0;
      rgb[y * stride + x] = (raw + predicted) & 0xff;
    }
  }
  return { width, height, rgb };
}

/** Perceived brightness (0 black to 255 white) of each pixel. */
export function luminance({ width, height, rgb }: RgbPicture): Float32Array {
  const light = new Float32Array(width * height);
  for (let pixel = 0; pixel < width * height; pixel++) {
    light[pixel] = 0.299 * (rgb[pixel * 3] ?? 0) + 0.587 * (rgb[pixel * 3 + 1] ?? 0) + 0.114 * (rgb[pixel * 3 + 2] ?? 0);
  }
  return light;
}
