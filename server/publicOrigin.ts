import type { AddressInfo } from 'node:net';

/**
 * The site's public origin (scheme://host[:port]) is configuration: the addresses the backend
 * gives out (system status, domain route, mails) and the origin its dev controls answer are built
 * from it, never from the request's Host header, which any client can write.
 */

/** Where `npm start` and `npm run serve` listen unless told otherwise (README). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:5173';

/** The origin of an http(s) URL given as configuration; throws when it is anything else. */
export function parsePublicOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`publicOrigin ${JSON.stringify(text)} is not a URL`);
  }
  const isBareOrigin = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isBareOrigin) {
    throw new Error(`publicOrigin ${JSON.stringify(text)} must be an http(s) origin such as ${DEFAULT_PUBLIC_ORIGIN}`);
  }
  return url.origin;
}

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '']);

/**
 * The origin a local server is reached at, from the address it listens on: PUBLIC_ORIGIN when set
 * (behind a proxy, or on a LAN name), else http://<address>:<port>. An address that takes every
 * interface names no host, so the machine's own name for itself, localhost, stands in.
 */
export function listeningOrigin(address: Pick<AddressInfo, 'address' | 'port'>, publicOriginSetting = process.env.PUBLIC_ORIGIN): string {
  if (publicOriginSetting) return parsePublicOrigin(publicOriginSetting);
  const host = WILDCARD_ADDRESSES.has(address.address) ? 'localhost' : address.address.includes(':') ? `[${address.address}]` : address.address;
  return parsePublicOrigin(`http://${host}:${address.port}`);
}
