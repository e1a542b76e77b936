import * as v from 'valibot';
import { NONCE_BYTES, SEAL, type SealedBody, type SealedPayload, sealedBodySchema } from '../kernel/sealed';

/**
 * Sealed (E) bodies, as kernel/sealed.ts describes them: the client encrypts the JSON with
 * a fresh AES-256-GCM key and wraps that key with this server's RSA-OAEP public key. Only
 * WebCrypto (globalThis.crypto.subtle) is used, the same API the browser client uses.
 */
export type SealingKeys = {
  /** Names the key pair so a body sealed for an older key (a restarted server) is refused clearly. */
  readonly keyId: string;
  /** The public key, SPKI DER in base64, as served by GET publicKey. */
  readonly spki: string;
  readonly publicKey: CryptoKey;
  readonly privateKey: CryptoKey;
};

/** Anything wrong with a sealed body; the caller answers 400 BAD_ENCRYPTION. */
export class SealError extends Error {
  override name = 'SealError';
}

const subtle = () => globalThis.crypto.subtle;
const toBase64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export async function generateSealingKeys(): Promise<SealingKeys> {
  const pair = await subtle().generateKey({ ...SEAL.rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const spkiBytes = new Uint8Array(await subtle().exportKey('spki', pair.publicKey));
  const digest = new Uint8Array(await subtle().digest('SHA-256', spkiBytes));
  const keyId = `rsa-${Buffer.from(digest.subarray(0, 8)).toString('hex')}`;
  return { keyId, spki: toBase64(spkiBytes), publicKey: pair.publicKey, privateKey: pair.privateKey };
}

/**
 * Opens a sealed body and returns the JSON inside (for a current client, a SealedPayload: see
 * server/sealedFreshness.ts); throws SealError otherwise.
 */
export async function unseal(keys: SealingKeys, body: unknown): Promise<unknown> {
  const parsed = v.safeParse(sealedBodySchema, body);
  if (!parsed.success) throw new SealError('the body is not a sealed body');
  const sealed = parsed.output;
  if (sealed.keyId !== keys.keyId) throw new SealError(`unknown key id ${sealed.keyId}`);
  const iv = fromBase64(sealed.iv);
  if (iv.length !== SEAL.ivBytes) throw new SealError(`the iv must be ${SEAL.ivBytes} bytes`);

  let plaintext: ArrayBuffer;
  try {
    const rawKey = await subtle().decrypt(SEAL.rsa, keys.privateKey, fromBase64(sealed.key));
    const aesKey = await subtle().importKey('raw', rawKey, SEAL.aes, false, ['decrypt']);
    plaintext = await subtle().decrypt({ name: SEAL.aes.name, iv }, aesKey, fromBase64(sealed.data));
  } catch {
    // WebCrypto reports a wrong key and a failed GCM tag alike (OperationError): both mean tampering.
    throw new SealError('the body could not be decrypted');
  }
  try {
    return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
  } catch {
    throw new SealError('the decrypted body is not JSON');
  }
}

/**
 * Seals a payload exactly as a client does, for tests and scripts: wrapped with the time it is
 * sealed and a fresh nonce. `issuedAt` must follow the server's clock (pass the test's manual
 * clock); `nonce` is for tests of reuse. `publicKey` is what GET publicKey serves
 * ({ keyId, spki }); the `keys` returned by createServer fit as well.
 */
export async function sealForTest(
  publicKey: { keyId: string; spki: string },
  payload: unknown,
  options: { issuedAt?: number; nonce?: string } = {},
): Promise<SealedBody> {
  const wrapped: SealedPayload = {
    issuedAt: options.issuedAt ?? Date.now(),
    nonce: options.nonce ?? Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES))).toString('hex'),
    payload,
  };
  return sealBarePayloadForTest(publicKey, wrapped);
}

/** Seals exactly the JSON given, with no issuedAt and nonce around it: what an outdated client sends. */
export async function sealBarePayloadForTest(publicKey: { keyId: string; spki: string }, json: unknown): Promise<SealedBody> {
  const rsaKey = await subtle().importKey('spki', fromBase64(publicKey.spki), SEAL.rsa, false, ['encrypt']);
  const aesKey = await subtle().generateKey(SEAL.aes, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(SEAL.ivBytes));
  const data = await subtle().encrypt({ name: SEAL.aes.name, iv }, aesKey, new TextEncoder().encode(JSON.stringify(json)));
  const rawKey = await subtle().exportKey('raw', aesKey);
  const key = await subtle().encrypt(SEAL.rsa, rsaKey, rawKey);
  return { keyId: publicKey.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}
