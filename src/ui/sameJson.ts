/**
 * A useSelector compare for data that polls re-create: equal when the JSON is equal, so a poll
 * that brings the same answer re-renders nothing. For small values only (a status, a module list).
 */
export const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
