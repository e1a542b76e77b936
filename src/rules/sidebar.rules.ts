import type { CustomerService, Resource } from '@kernel/system';

/** SPEC 2 floating side bar items, in order, each only when available. */
export type SideBarItem =
  | { kind: 'invite' }
  | { kind: 'liveChat'; url: string }
  | { kind: 'appDownload'; iosUrl: string; androidUrl: string | null }
  | { kind: 'messenger'; type: string; label: string; url: string };

const MESSENGERS = ['Telegram', 'Telegram1', 'WhatsApp'];

/** SPEC 2: the iOS code points to the mobile app-download page with language and token query. */
export function iosDownloadUrl(origin: string, language: string, token: string | null): string {
  const query = new URLSearchParams({ lang: language, ...(token ? { token } : {}) });
  return `${origin}/download?${query}`;
}

export function sideBarItems(options: {
  referral: boolean;
  customerService: readonly CustomerService[];
  resources: readonly Resource[];
  origin: string;
  language: string;
  token: string | null;
}): SideBarItem[] {
  const items: SideBarItem[] = [];
  if (options.referral) items.push({ kind: 'invite' });
  const liveChat = options.customerService.find((entry) => entry.csType === 'LIVECHAT');
  if (liveChat) items.push({ kind: 'liveChat', url: liveChat.path });
  const android = options.resources.find((resource) => resource.resourceType === 'APP_DOWNLOAD_ANDROID');
  items.push({ kind: 'appDownload', iosUrl: iosDownloadUrl(options.origin, options.language, options.token), androidUrl: android?.url ?? null });
  for (const type of MESSENGERS) {
    const resource = options.resources.find((entry) => entry.resourceType === type);
    if (resource) items.push({ kind: 'messenger', type, label: resource.labelNameEn, url: resource.url });
  }
  return items;
}
