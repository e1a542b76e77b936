import { NONCE_BYTES, SEAL, type SealedBody, type SealedPayload } from '../../kernel/sealed';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const randomNonce = () => Array.from(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export type PublicKey = {
  keyId: string;
  key: CryptoKey;
  /**
   * The server's clock minus this device's, taken when the key was fetched: the server refuses
   * bodies dated outside a few minutes of its own time, and a device clock can be off by hours.
   */
  clockOffsetMs: number;
};

/** Imports the key GET publicKey serves; `now` is this device's clock when the answer came. */
export async function importPublicKey(published: { keyId: string; spki: string; serverTime: number }, now = Date.now()): Promise<PublicKey> {
  const key = await crypto.subtle.importKey('spki', fromBase64(published.spki), SEAL.rsa, false, ['wrapKey']);
  return { keyId: published.keyId, key, clockOffsetMs: published.serverTime - now };
}

/**
 * Encrypts a payload for an (E) call: fresh AES-GCM key per body, wrapped with the server's RSA
 * key. The payload goes in dated (server time) and with a one-time nonce, so that a captured body
 * cannot be posted again.
 */
export async function seal(publicKey: PublicKey, payload: unknown, now = Date.now()): Promise<SealedBody> {
  const dated: SealedPayload = { issuedAt: Math.round(now + publicKey.clockOffsetMs), nonce: randomNonce(), payload };
  const aesKey = await crypto.subtle.generateKey(SEAL.aes, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(SEAL.ivBytes));
  const plain = new TextEncoder().encode(JSON.stringify(dated));
  const data = await crypto.subtle.encrypt({ name: SEAL.aes.name, iv }, aesKey, plain);
  const wrapped = await crypto.subtle.wrapKey('raw', aesKey, publicKey.key, SEAL.rsa);
  return { keyId: publicKey.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}
