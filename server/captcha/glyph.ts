import type { Canvas, Paint, Point } from './canvas';
import { GLYPH_HEIGHT, GLYPH_WIDTH } from './font';

/** Where and how one character is drawn: its centre, pixels per font cell, tilt (radians) and slant. */
export type GlyphPlacement = {
  readonly centreX: number;
  readonly centreY: number;
  readonly scale: number;
  readonly tilt: number;
  /** Sideways shift per pixel downwards, before the tilt (italic). */
  readonly slant: number;
  /** Pen width in pixels. */
  readonly weight: number;
  readonly paint: Paint;
};

const isInk = (rows: readonly string[], column: number, row: number) => rows[row]?.[column] === '#';

/**
 * The pen strokes of a bitmap glyph, in font cells: a segment between the centres of each two
 * neighbouring ink cells (a diagonal only where no two straight steps join them, so corners stay
 * sharp), and a dot for a cell with no neighbour. Drawn with a pen, the glyph reads like a font
 * rather than a staircase of squares.
 */
export function glyphStrokes(rows: readonly string[]): Point[][] {
  const strokes: Point[][] = [];
  const centre = (column: number, row: number): Point => ({ x: column + 0.5, y: row + 0.5 });
  for (let row = 0; row < GLYPH_HEIGHT; row++) {
    for (let column = 0; column < GLYPH_WIDTH; column++) {
      if (!isInk(rows, column, row)) continue;
      let joined = false;
      const join = (toColumn: number, toRow: number) => {
        strokes.push([centre(column, row), centre(toColumn, toRow)]);
        joined = true;
      };
      if (isInk(rows, column + 1, row)) join(column + 1, row);
      if (isInk(rows, column, row + 1)) join(column, row + 1);
      for (const side of [-1, 1]) {
        const diagonal = isInk(rows, column + side, row + 1) && !isInk(rows, column + side, row) && !isInk(rows, column, row + 1);
        if (diagonal) join(column + side, row + 1);
      }
      const joinedFromAbove = [-1, 0, 1].some((side) => isInk(rows, column + side, row - 1)) || isInk(rows, column - 1, row);
      if (!joined && !joinedFromAbove) strokes.push([centre(column, row)]);
    }
  }
  return strokes;
}

/** Draws a font glyph (rows of '#' and '.') slanted, tilted and scaled about its centre, with a pen. */
export function drawGlyph(canvas: Canvas, rows: readonly string[], placement: GlyphPlacement) {
  const { centreX, centreY, scale, tilt, slant, weight, paint } = placement;
  const [cos, sin] = [Math.cos(tilt), Math.sin(tilt)];
  const toPicture = ({ x, y }: Point): Point => {
    const [dx, dy] = [(x - GLYPH_WIDTH / 2) * scale, (y - GLYPH_HEIGHT / 2) * scale];
    const slanted = dx + slant * dy;
    return { x: centreX + cos * slanted - sin * dy, y: centreY + sin * slanted + cos * dy };
  };
  canvas.stroke(
    glyphStrokes(rows).map((stroke) => stroke.map(toPicture)),
    weight,
    paint,
  );
}
