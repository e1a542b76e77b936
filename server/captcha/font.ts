/**
 * A 5x7 bitmap font for the captcha characters, one string per row, '#' for ink. Only characters
 * a person cannot confuse once they are tilted, bent and crossed by strokes are drawn: no 0/O,
 * 1/I/L or Q, and of each pair that a stroke across one makes look like the other only the one
 * that stays itself (S not 5, 6 not C or G, 2 not Z, A not 4, B not 8, D not U, E not F, H not M
 * or N, P not R, T not J, X not V or Y). Chosen by reading samples as a person.
 */
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

export const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
