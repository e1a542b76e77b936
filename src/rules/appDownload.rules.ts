import type { Resource } from '@kernel/system';

/** The app download resources (SPEC 3 Resource): where the iOS and Android apps are, when the merchant has them. */
export function appDownloadLinks(resources: readonly Resource[]): { ios: string | null; android: string | null } {
  const url = (type: string) => resources.find((resource) => resource.resourceType === type)?.url ?? null;
  return { ios: url('APP_DOWNLOAD_IOS'), android: url('APP_DOWNLOAD_ANDROID') };
}
