/** SPEC 5 pattern catalogue ids, alone: the served validators' schema names them without the catalogue's rules (kernel/validation.ts), which the first screen does not need. */
export const PATTERN_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23] as const;
export type PatternId = (typeof PATTERN_IDS)[number];
