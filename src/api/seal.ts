import { SEAL, type SealedBody } from '../contract/sealed';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export type PublicKey = { keyId: string; key: CryptoKey };

export async function importPublicKey(keyId: string, spki: string): Promise<PublicKey> {
  const key = await crypto.subtle.importKey('spki', fromBase64(spki), SEAL.rsa, false, ['wrapKey']);
  return { keyId, key };
}

/** Encrypts a payload for an (E) call: fresh AES-GCM key per body, wrapped with the server's RSA key. */
export async function seal(publicKey: PublicKey, payload: unknown): Promise<SealedBody> {
  const aesKey = await crypto.subtle.generateKey(SEAL.aes, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(SEAL.ivBytes));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = await crypto.subtle.encrypt({ name: SEAL.aes.name, iv }, aesKey, plain);
  const wrapped = await crypto.subtle.wrapKey('raw', aesKey, publicKey.key, SEAL.rsa);
  return { keyId: publicKey.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}
