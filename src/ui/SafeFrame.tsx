import type { IframeHTMLAttributes } from 'react';
import { safeWebAddress } from '../../kernel/webAddress';

type Props = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src'> & { src: string | null | undefined; title: string };

/**
 * An iframe showing a server-given page (a game, a lottery, live chat, a video). A `javascript:`
 * source would run with this page's origin, so only http(s) or a path on this site is shown.
 */
export function SafeFrame({ src, title, ...rest }: Props) {
  const address = safeWebAddress(src);
  if (!address) return null;
  return <iframe {...rest} src={address} title={title} />;
}
