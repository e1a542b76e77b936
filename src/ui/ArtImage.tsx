import { type ImgHTMLAttributes, useState } from 'react';

/** SPEC 8 handling: the default art an image of each kind falls back to (public/). */
export const FALLBACK_ART = {
  game: '/fallback-game.svg',
  /** Banners, promotion and reward art: a neutral panel. */
  art: '/fallback-art.svg',
  /** Vendor logos and icons. */
  logo: '/fallback-logo.svg',
  avatar: '/fallback-avatar.svg',
} as const;

/**
 * An image that falls back to a default one when it fails to load (SPEC 8: image load failure
 * falls back to a default icon or avatar), so a missing picture never leaves a broken-image mark.
 * The fallback counts for the address that failed only: a new address is tried again.
 */
export function ArtImage({ src, kind, ...image }: ImgHTMLAttributes<HTMLImageElement> & { src: string; kind: keyof typeof FALLBACK_ART }) {
  const [failed, setFailed] = useState<string | null>(null);
  const fallback = FALLBACK_ART[kind];
  // Once the fallback itself fails there is nothing better to show: it stays (no retry loop).
  return <img alt="" {...image} src={failed === src ? fallback : src} onError={() => setFailed(src)} />;
}
