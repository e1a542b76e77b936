import { useId } from 'react';

/**
 * The brand mark, drawn inline: the header and the side menu show it in their first frame without
 * a request of their own (public/logo.svg, the same drawing, stays the favicon). Its gradients get
 * ids of their own, since the mark shows twice on a page.
 */
export function BrandMark({ size }: { size: number }) {
  const id = useId();
  const gold = `${id}-gold`;
  const violet = `${id}-violet`;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset=".5" stopColor="#f6c453" />
          <stop offset="1" stopColor="#e0992a" />
        </linearGradient>
        <linearGradient id={violet} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="56" height="56" rx="16" fill={`url(#${violet})`} />
      <path d="M32 12l7 13 14 2-10 10 2 14-13-7-13 7 2-14-10-10 14-2z" fill={`url(#${gold})`} stroke="#2a1a00" strokeWidth="1.5" />
    </svg>
  );
}
