import type { AnchorHTMLAttributes } from 'react';
import { safeWebAddress } from '../../kernel/webAddress';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & { href: string | null | undefined };

/**
 * A link to a server-given address (customer service, resources, downloads), opened in a new tab
 * that gets no handle on this page. Anything but http(s) or a path on this site is not linked at
 * all: the schema refuses such answers already, and this keeps a sink safe on its own.
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  const address = safeWebAddress(href);
  if (!address) return null;
  return (
    <a {...rest} href={address} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
