import type { ModuleId, SettingFlag } from '../../kernel/modules';
import type { FieldConfig } from '../../kernel/system';
import { acceptedPatternOf, type PatternId } from '../../kernel/validation';
import type { Localised } from '../i18n';
import type { Db } from '../types';

/** The merchant code seeded when createServer is not told another one. */
export const DEFAULT_MERCHANT = 'DEMO';

/** The whitelabel settings of the DEMO merchant (values the brief of the reference backend fixes). */
const SETTING_VALUES: Record<SettingFlag, boolean> = {
  CHNGPASSVERIF3: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: true,
  AGENTPOLICY3: true,
};

type ModulePlan = { id: ModuleId; enabled: boolean; children?: readonly ModulePlan[] };

/**
 * The module flag tree: features grouped under the area they belong to, so switching an area off
 * hides its whole subtree. Code (SMS) login and unregistered-IP verification are on: the SMS
 * codes go to the dev SMS outbox. Manual rebate is on (SPEC 2: shown only if enabled; the dev
 * modules control switches it off). The Google and Facebook logins are on: each is served by the
 * backend's own demo OpenID Connect provider (server/oidc/).
 */
export const MODULE_TREE: readonly ModulePlan[] = [
  {
    id: 'COMM3',
    enabled: true,
    children: [
      { id: 'CAPTCHA3', enabled: true },
      { id: 'PASS3', enabled: true, children: [{ id: 'CHNGPASSVERIF3', enabled: true }] },
      { id: 'CODELOGIN3', enabled: true },
      { id: 'LOGINIPVERF3', enabled: true },
      { id: 'GOOGLELOGIN3', enabled: true },
      { id: 'FBLOGIN3', enabled: true },
      { id: 'FEEDBACK3', enabled: true },
      { id: 'INBOX3', enabled: true },
      { id: 'CBS3', enabled: true },
    ],
  },
  {
    id: 'REG3',
    enabled: true,
    children: [
      { id: 'REGMOBVERF3', enabled: true },
      { id: 'MOBILENUMREG3', enabled: true },
    ],
  },
  {
    id: 'GAMELO3',
    enabled: true,
    children: [
      { id: 'GAMELOHOT3', enabled: true },
      { id: 'GAMELOREC3', enabled: true },
      { id: 'FREEPLAY3', enabled: true },
    ],
  },
  { id: 'PTSYS3', enabled: true },
  {
    id: 'REWCEN3',
    enabled: true,
    children: [
      { id: 'VIP3', enabled: true },
      { id: 'MANREBATE3', enabled: true },
    ],
  },
  {
    id: 'AFFMAN3',
    enabled: true,
    children: [
      { id: 'REFERRAL3', enabled: true },
      { id: 'SIGNCONDIV3', enabled: true },
      { id: 'DAILYSALCONT3', enabled: true },
      { id: 'HOURSAL3', enabled: true },
      { id: 'RTSALARY3', enabled: true },
      { id: 'MEMTRANS3', enabled: true },
    ],
  },
];

/** A field of the registration config; its accepted pattern is always the catalogue's own. */
const field = (patternId: PatternId, minLength: number, maxLength: number, enabled: boolean, required: boolean): FieldConfig => ({
  enabled,
  required,
  patternId,
  acceptedPattern: acceptedPatternOf(patternId),
  minLength,
  maxLength,
});

/**
 * Registration field configuration (SPEC 3, 5) for an Indian market; pattern ids are those of the
 * SPEC 5 catalogue (kernel/validation.ts) and the accepted patterns come from it, so the
 * published config, the forms and the backend's checks never disagree.
 */
export const REGISTER_FIELDS: Readonly<Record<string, FieldConfig>> = {
  username: field(1, 6, 16, true, true),
  password: field(19, 6, 20, true, true),
  confirmPassword: field(19, 6, 20, true, true),
  // Full name in any script: 'Rahul Sharma' and 'राहुल शर्मा' both pass.
  payeeName: field(21, 3, 50, true, false),
  email: field(3, 6, 64, true, false),
  qqNum: field(6, 5, 12, false, false),
  // Bounds of the home country (+91); a number of another country is checked by that country's length.
  mobileNum: field(6, 10, 10, true, true),
  recommenderId: field(4, 4, 16, false, false),
  captcha: field(4, 4, 4, true, true),
  verificationCode: field(6, 6, 6, true, true),
  affiliateCode: field(14, 4, 20, true, false),
  paymentPassword: field(6, 6, 6, false, false),
  line: field(9, 2, 30, false, false),
  whatsapp: field(6, 8, 15, true, false),
  facebook: field(0, 2, 50, false, false),
  wechat: field(9, 2, 30, false, false),
  idNumber: field(14, 6, 20, false, false),
  // SPEC 3 'other registration labels seen'. The demo asks for a nickname, a birthday (the date
  // picker's yyyy-MM-dd, pattern 11) and a Telegram handle, all optional; the others are the
  // know-your-customer fields of other markets (zalo is Vietnam's messenger), off here and
  // switched on for testers by the dev control (DEV_PATH.registerFields).
  nickname: field(0, 2, 20, true, false),
  fullName: field(21, 3, 50, false, false),
  birthday: field(11, 10, 10, true, false),
  telegram: field(9, 5, 32, true, false),
  zalo: field(6, 9, 11, false, false),
  nationality: field(0, 2, 40, false, false),
  address: field(0, 5, 200, false, false),
  occupation: field(0, 2, 50, false, false),
  sourceOfIncome: field(0, 2, 50, false, false),
};

/** Customer service channels (SPEC 3). Addresses are example.com ones: nothing real is contacted. */
const CONTACT_CHANNELS: readonly { csType: string; path: string; title: Localised }[] = [
  { csType: 'LIVECHAT', path: 'https://livechat.example.com/demo', title: { EN: 'Live chat', HI: 'लाइव चैट' } },
  { csType: 'FACEBOOK', path: 'https://facebook.example.com/demo', title: { EN: 'Facebook', HI: 'फ़ेसबुक' } },
  { csType: 'TELEGRAM', path: 'https://telegram.example.com/demo_support', title: { EN: 'Telegram', HI: 'टेलीग्राम' } },
  { csType: 'WHATSAPP', path: 'https://whatsapp.example.com/910000000000', title: { EN: 'WhatsApp', HI: 'व्हाट्सऐप' } },
];

const RESOURCES: readonly { resourceType: string; labelNameEn: string; url: string }[] = [
  { resourceType: 'Telegram', labelNameEn: 'Telegram', url: 'https://telegram.example.com/demo_channel' },
  { resourceType: 'Telegram1', labelNameEn: 'Telegram VIP', url: 'https://telegram.example.com/demo_vip' },
  { resourceType: 'WhatsApp', labelNameEn: 'WhatsApp', url: 'https://whatsapp.example.com/910000000001' },
  { resourceType: 'APP_DOWNLOAD_IOS', labelNameEn: 'iOS app', url: 'https://download.example.com/demo/ios' },
  { resourceType: 'APP_DOWNLOAD_ANDROID', labelNameEn: 'Android app', url: 'https://download.example.com/demo/android.apk' },
];

/** Writes the merchant and its configuration. */
export function seedMerchant(db: Db, merchant: string): void {
  db.prepare(
    `INSERT INTO merchant (code, name, currency, currency_symbol, default_language, status, password_policy)
     VALUES (?, ?, 'INR', '₹', 'HI', 0, 1)`,
  ).run(merchant, `${merchant} Play`);

  const language = db.prepare('INSERT INTO merchant_language (code, name, sort) VALUES (?, ?, ?)');
  language.run('HI', 'हिन्दी', 1);
  language.run('EN', 'English', 2);

  const flag = db.prepare('INSERT INTO setting_flag (flag, enabled) VALUES (?, ?)');
  for (const [name, enabled] of Object.entries(SETTING_VALUES)) flag.run(name, enabled ? 1 : 0);

  const moduleFlag = db.prepare('INSERT INTO module_flag (mod_id, parent_id, enabled, sort) VALUES (?, ?, ?, ?)');
  let moduleSort = 0;
  const insertModules = (plans: readonly ModulePlan[], parent: string | null) => {
    for (const plan of plans) {
      moduleFlag.run(plan.id, parent, plan.enabled ? 1 : 0, ++moduleSort);
      insertModules(plan.children ?? [], plan.id);
    }
  };
  insertModules(MODULE_TREE, null);

  const field = db.prepare(
    `INSERT INTO register_field (name, enabled, required, pattern_id, accepted_pattern, min_length, max_length, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [index, [name, config]] of Object.entries(REGISTER_FIELDS).entries())
    field.run(name, config.enabled ? 1 : 0, config.required ? 1 : 0, config.patternId, config.acceptedPattern, config.minLength, config.maxLength, index);

  const contact = db.prepare('INSERT INTO contact_channel (cs_type, path, title_en, title_hi, sort) VALUES (?, ?, ?, ?, ?)');
  for (const [index, channel] of CONTACT_CHANNELS.entries()) contact.run(channel.csType, channel.path, channel.title.EN, channel.title.HI, index);

  const resource = db.prepare('INSERT INTO resource_link (resource_type, label_en, url, sort) VALUES (?, ?, ?, ?)');
  for (const [index, item] of RESOURCES.entries()) resource.run(item.resourceType, item.labelNameEn, item.url, index);
}
