import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { appDownloadLinks } from '@/rules/appDownload.rules';
import { iosDownloadUrl } from '@/rules/sidebar.rules';
import { LazyArea } from '@/ui/LazyArea';
import { AREAS } from '../areas';
import { installOffer } from '../liteApp/installPrompt';
import { useRootActors } from '../RootActorsContext';

/**
 * The download-app page: app links from the status resources; the iOS code is the mobile
 * download page with language and token query (SPEC 2). Opened from such a code, the page takes
 * the language it names.
 */
export function DownloadAppRoute() {
  const { systemStatus, whitelabel, language, session } = useRootActors();
  const resources = useSelector(systemStatus, (snapshot) => snapshot.context.status?.resources ?? []);
  const brand = useSelector(whitelabel, (snapshot) => snapshot.context.data?.merchantName ?? '');
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const token = useSelector(session, (snapshot) => snapshot.context.token);
  const requested = new URLSearchParams(useSearch()).get('lang')?.toUpperCase() ?? null;
  useEffect(() => {
    // The language machine ignores a language it does not support or already shows.
    if (requested) language.send({ type: 'CHANGE', language: requested });
  }, [requested, language]);
  const links = appDownloadLinks(resources);
  return (
    <LazyArea
      load={AREAS.DownloadApp}
      props={{ brand, iosQrUrl: iosDownloadUrl(window.location.origin, lang, token), iosDownloadUrl: links.ios, androidUrl: links.android, liteApp: installOffer }}
    />
  );
}
