import { useEffect, useState } from 'react';
import { computeQrPath } from './computeQrPath';
import type { QrPath } from './qrPath';

/**
 * A QR code drawn from a path computed off the main thread: its box of `size` pixels holds the place
 * (blank) until the path arrives, so nothing around it moves.
 */
export function QrCode({ value, size, testId, title }: { value: string; size: number; testId?: string; title?: string }) {
  const [path, setPath] = useState<{ value: string; path: QrPath } | null>(null);
  useEffect(() => {
    let current = true;
    void computeQrPath(value).then((computed) => {
      if (current) setPath({ value, path: computed });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const drawn = path?.value === value ? path.path : null;
  if (!drawn) return <span style={{ display: 'block', width: size, height: size }} data-testid={testId} data-drawn="false" />;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      role={title ? 'img' : undefined}
      aria-label={title}
      data-testid={testId}
      data-drawn="true"
    >
      <path d={`M0 0h${drawn.size}v${drawn.size}h-${drawn.size}z`} fill="#fff" />
      <path d={drawn.dark} fill="#000" />
    </svg>
  );
}
