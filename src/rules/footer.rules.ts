import type { SocialNetwork } from '@kernel/footerLogos';
import type { GameMenu } from '@kernel/games';
import type { CustomerService, Resource } from '@kernel/system';

/**
 * SPEC 9: the footer carousel shows 10 slides per view with 20 px spacing, loops, speed 3000 and
 * autoplay delay 0 (one slide every 3000 ms, straight on: a continuous run).
 */
export const FOOTER_CAROUSEL = { perView: 10, spacingPx: 20, speedMs: 3000, autoplayDelayMs: 0 } as const;

export type FooterVendor = { code: string; name: string; iconUrl: string };

/** Every vendor of every category once (a vendor may serve several categories), in menu order. */
export function footerVendors(menus: readonly GameMenu[] | null): FooterVendor[] {
  const seen = new Set<string>();
  const vendors: FooterVendor[] = [];
  for (const vendor of (menus ?? []).flatMap((menu) => menu.vendors)) {
    if (seen.has(vendor.vassalage)) continue;
    seen.add(vendor.vassalage);
    vendors.push({ code: vendor.vassalage, name: vendor.name, iconUrl: vendor.iconUrl });
  }
  return vendors;
}

/** The carousel runs (loops and moves) only when there are more vendors than fit in one view. */
export const footerCarouselRuns = (count: number) => count > FOOTER_CAROUSEL.perView;

export type SocialLink = { network: SocialNetwork; label: string; url: string };

const RESOURCE_TYPES: Record<SocialNetwork, string> = { telegram: 'Telegram', whatsapp: 'WhatsApp', facebook: 'Facebook' };
const SERVICE_TYPES: Record<SocialNetwork, CustomerService['csType']> = { telegram: 'TELEGRAM', whatsapp: 'WHATSAPP', facebook: 'FACEBOOK' };

/**
 * SPEC 2 Footer social logos: one per network (Telegram, WhatsApp, Facebook), linking to the
 * merchant's resource of that network, else its customer-service channel; a network the merchant
 * has neither for is left out.
 */
export function socialLinks(customerService: readonly CustomerService[], resources: readonly Resource[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const network of ['telegram', 'whatsapp', 'facebook'] as const) {
    const resource = resources.find((entry) => entry.resourceType === RESOURCE_TYPES[network]);
    const service = customerService.find((entry) => entry.csType === SERVICE_TYPES[network]);
    if (resource) links.push({ network, label: resource.labelNameEn, url: resource.url });
    else if (service) links.push({ network, label: service.title, url: service.path });
  }
  return links;
}
