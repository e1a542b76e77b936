import { CAPTCHA_LENGTH } from '../../server/captcha/render';

/** Cutting a captcha's cleaned ink into its glyphs, as a script reading it would. */

export type Point = { x: number; y: number };

/** Ink blobs smaller than this are specks, not glyph parts. */
const SPECK_PIXELS = 5;
/** Blobs at least this big are glyphs or large parts of them; smaller ones are pieces to put back. */
const GLYPH_PART_PIXELS = 40;
/** Wider than any glyph can be drawn: a blob this wide holds lines or several glyphs. */
const WIDER_THAN_A_GLYPH = 30;
/** A column with no more ink than this at either end is a stray line's tail, not a glyph. */
const TAIL_COLUMN_INK = 3;

/** 8-connected blobs of ink, each as its points. */
function blobsOf(ink: Uint8Array, width: number, height: number): Point[][] {
  const seen = new Uint8Array(ink.length);
  const blobs: Point[][] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob: Point[] = [];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const at = queue.pop() ?? 0;
      const [x, y] = [at % width, Math.floor(at / width)];
      blob.push({ x, y });
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            queue.push(next);
          }
        }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

const spanOf = (blob: readonly Point[]) => {
  const xs = blob.map((point) => point.x);
  return { left: Math.min(...xs), right: Math.max(...xs) };
};

/** Drops the thin tails of stray lines at both ends of a blob. */
function trimTails(blob: Point[]): Point[] {
  const { left, right } = spanOf(blob);
  const perColumn = new Array<number>(right - left + 1).fill(0);
  for (const { x } of blob) perColumn[x - left] = (perColumn[x - left] ?? 0) + 1;
  let [from, to] = [0, perColumn.length - 1];
  while (from < to && (perColumn[from] ?? 0) <= TAIL_COLUMN_INK) from++;
  while (to > from && (perColumn[to] ?? 0) <= TAIL_COLUMN_INK) to--;
  return blob.filter(({ x }) => x - left >= from && x - left <= to);
}

/** Splits a blob at its thinnest column in the middle half (where touching glyphs meet). */
function splitAtThinnest(blob: Point[]): [Point[], Point[]] {
  const { left, right } = spanOf(blob);
  const perColumn = new Map<number, number>();
  for (const { x } of blob) perColumn.set(x, (perColumn.get(x) ?? 0) + 1);
  const quarter = (right - left) / 4;
  let cut = Math.round((left + right) / 2);
  for (let x = Math.ceil(left + quarter); x <= Math.floor(right - quarter); x++) {
    if ((perColumn.get(x) ?? 0) < (perColumn.get(cut) ?? 0)) cut = x;
  }
  return [blob.filter((point) => point.x < cut), blob.filter((point) => point.x >= cut)];
}

/** Exactly CAPTCHA_LENGTH glyph candidates, left to right, or null when the ink cannot be cut so. */
export function glyphsOf(ink: Uint8Array, width: number, height: number): Point[][] | null {
  const blobs = blobsOf(ink, width, height).filter((blob) => blob.length >= SPECK_PIXELS);
  const isMajor = (blob: Point[]) => blob.length >= GLYPH_PART_PIXELS;
  let parts = blobs
    .filter(isMajor)
    .map((blob) => (spanOf(blob).right - spanOf(blob).left > WIDER_THAN_A_GLYPH ? trimTails(blob) : blob))
    .sort((a, b) => spanOf(a).left - spanOf(b).left);
  // Pieces of one glyph (and bits of line) join their neighbour: the narrowest joined pair first.
  while (parts.length > CAPTCHA_LENGTH) {
    let joinAt = 0;
    let narrowest = Infinity;
    for (let index = 0; index + 1 < parts.length; index++) {
      const joinedWidth = Math.max(spanOf(parts[index + 1] ?? []).right, spanOf(parts[index] ?? []).right) - spanOf(parts[index] ?? []).left;
      if (joinedWidth < narrowest) [joinAt, narrowest] = [index, joinedWidth];
    }
    parts = [...parts.slice(0, joinAt), [...(parts[joinAt] ?? []), ...(parts[joinAt + 1] ?? [])], ...parts.slice(joinAt + 2)];
  }
  // Touching glyphs are one blob: cut the widest until there are enough.
  while (parts.length < CAPTCHA_LENGTH && parts.length > 0) {
    const widest = parts.reduce((best, part, index) => {
      const span = spanOf(part);
      const bestSpan = spanOf(parts[best] ?? []);
      return span.right - span.left > bestSpan.right - bestSpan.left ? index : best;
    }, 0);
    const [first, second] = splitAtThinnest(parts[widest] ?? []);
    if (first.length === 0 || second.length === 0) return null;
    parts = [...parts.slice(0, widest), first, second, ...parts.slice(widest + 1)];
  }
  if (parts.length !== CAPTCHA_LENGTH) return null;
  // Small pieces (a stroke cut off by a line) go back to the glyph over whose columns they lie.
  const glyphs = parts.map((part) => [...part]);
  for (const piece of blobs.filter((blob) => !isMajor(blob))) {
    const centre = piece.reduce((sum, point) => sum + point.x, 0) / piece.length;
    const owner = glyphs.findIndex((glyph) => spanOf(glyph).left <= centre && centre <= spanOf(glyph).right);
    if (owner >= 0) glyphs[owner]?.push(...piece);
  }
  return glyphs;
}
