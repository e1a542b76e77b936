import type { SocialChannel } from '../../kernel/socialLogin';
import type { Localised } from '../i18n';

/** A person the demo provider lets the tester be: one new to the site, one linked to demo_member. */
export type DemoIdentity = {
  /** The subject (`sub`): stable per provider. */
  subject: string;
  /** The form value on the authorize page. */
  choice: string;
  name: string;
  email: string;
  /** What the authorize page says about the person. */
  note: Localised;
  /** The seeded link (SPEC 4: the link never changes once made). */
  linkedTo?: string;
};

const NEW_TO_SITE: Localised = { EN: 'new to the site', HI: 'साइट पर नए' };
const LINKED: Localised = { EN: 'already linked to demo_member', HI: 'demo_member से पहले से जुड़े' };

/** The two demo identities of each provider. */
export const DEMO_IDENTITIES: Readonly<Record<SocialChannel, readonly DemoIdentity[]>> = {
  google: [
    { subject: 'google-100001', choice: 'asha', name: 'Asha Verma', email: 'asha.verma@example.com', note: NEW_TO_SITE },
    { subject: 'google-100002', choice: 'ravi', name: 'Ravi Kumar', email: 'ravi.kumar@example.com', note: LINKED, linkedTo: 'demo_member' },
  ],
  facebook: [
    { subject: 'facebook-200001', choice: 'asha', name: 'Asha Verma', email: 'asha.verma@example.com', note: NEW_TO_SITE },
    { subject: 'facebook-200002', choice: 'ravi', name: 'Ravi Kumar', email: 'ravi.kumar@example.com', note: LINKED, linkedTo: 'demo_member' },
  ],
};
