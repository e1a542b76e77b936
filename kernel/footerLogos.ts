/**
 * SPEC 2 Footer: the payment, certification and licence logos the footer shows, and the social
 * networks whose marks link to the customer-service resources. The reference backend draws each
 * logo (an SVG under LOGO_ART_PATH); the client lists them from here.
 */
export type FooterLogo = { readonly code: string; readonly name: string };

export const FOOTER_LOGO_GROUPS = ['payment', 'certification', 'licence'] as const;
export type FooterLogoGroup = (typeof FOOTER_LOGO_GROUPS)[number];

export const FOOTER_LOGOS: Record<FooterLogoGroup, readonly FooterLogo[]> = {
  payment: [
    { code: 'upi', name: 'UPI' },
    { code: 'paytm', name: 'Paytm' },
    { code: 'phonepe', name: 'PhonePe' },
    { code: 'gpay', name: 'Google Pay' },
    { code: 'rupay', name: 'RuPay' },
    { code: 'imps', name: 'IMPS' },
    { code: 'visa', name: 'Visa' },
    { code: 'mastercard', name: 'Mastercard' },
    { code: 'usdt', name: 'USDT' },
  ],
  certification: [
    { code: 'gli', name: 'GLI' },
    { code: 'itechlabs', name: 'iTech Labs' },
    { code: 'bmm', name: 'BMM Testlabs' },
    { code: 'ecogra', name: 'eCOGRA' },
    { code: 'gamcare', name: 'GamCare' },
    { code: 'adult', name: '18+' },
  ],
  licence: [
    { code: 'pagcor', name: 'PAGCOR' },
    { code: 'curacao', name: 'Curaçao eGaming' },
    { code: 'mga', name: 'Malta Gaming Authority' },
  ],
};

/** Social marks: each links to the merchant's channel of that network (resources, then customer service). */
export const SOCIAL_NETWORKS = ['telegram', 'whatsapp', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Where the reference backend serves the logo art (plain GETs, so <img> tags load them). */
export const LOGO_ART_PATH = '/assets-gen/logo';
export const footerLogoPath = (code: string) => `${LOGO_ART_PATH}/${encodeURIComponent(code)}.svg`;
