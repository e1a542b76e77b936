import { useMemo } from 'react';
import { sanitizeServerHtml } from './sanitizeServerHtml';

/** Server HTML (announcements, help, messages), sanitised before it is shown. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeServerHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
