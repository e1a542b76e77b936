/**
 * The one place an idempotency key is made (preamble money rules: one key per intended write).
 * Every money machine takes `newKey` in its input and keeps what it returns in its context when a
 * submission starts: a retry of the same submission sends the same key again, a new submission
 * gets a new one. Views never make keys; the model tests give counted keys instead of this one.
 */
export type NewKey = () => string;

/** A fresh random key (Web Crypto, in the browser and in Node alike). */
export const newIdempotencyKey: NewKey = () => globalThis.crypto.randomUUID();

/** The input of a machine that makes keys: a key maker for tests, the random one otherwise. */
export type KeyInput = { newKey?: NewKey };

/** The key maker a machine keeps in its context. */
// Stryker disable next-line LogicalOperator,OptionalChaining: equivalent in the tests, which always give a key maker; the app relies on the default
export const keyMakerOf = (input: KeyInput | undefined): NewKey => input?.newKey ?? newIdempotencyKey;
