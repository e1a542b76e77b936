import * as v from 'valibot';
import { envelope } from './envelope';
import { moduleNodeSchema, SETTING_FLAGS } from './modules';
import { webAddressSchema } from './webAddress';

export const customerServiceSchema = v.object({
  csType: v.picklist(['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP']),
  /** A link the page opens: http(s) or a path on this site only. */
  path: webAddressSchema,
  title: v.string(),
});
export type CustomerService = v.InferOutput<typeof customerServiceSchema>;

export const resourceSchema = v.object({
  resourceType: v.string(),
  labelNameEn: v.string(),
  url: webAddressSchema,
});
export type Resource = v.InferOutput<typeof resourceSchema>;

export const languageSchema = v.object({
  code: v.string(),
  name: v.string(),
});

export const whitelabelSchema = v.object({
  merchantName: v.string(),
  languages: v.array(languageSchema),
  defaultLanguage: v.string(),
  currency: v.string(),
  currencySymbol: v.string(),
  settings: v.object(
    Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, v.boolean()])) as {
      [K in (typeof SETTING_FLAGS)[number]]: v.BooleanSchema<undefined>;
    },
  ),
  modules: v.array(moduleNodeSchema),
  passwordPolicy: v.boolean(),
});
export type Whitelabel = v.InferOutput<typeof whitelabelSchema>;

export const fieldConfigSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  patternId: v.number(),
  acceptedPattern: v.string(),
  minLength: v.number(),
  maxLength: v.number(),
});
export type FieldConfig = v.InferOutput<typeof fieldConfigSchema>;

export const registerSettingsSchema = v.object({
  fields: v.record(v.string(), fieldConfigSchema),
});
export type RegisterSettings = v.InferOutput<typeof registerSettingsSchema>;

export const domainRouteSchema = v.object({
  valid: v.boolean(),
  domain: v.string(),
  merchant: v.string(),
});
export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;

/** GET /wps/system/status: status 0 normal, 1 maintenance, 2 region restricted (SPEC 4, 7). */
export const systemStatusSchema = v.object({
  status: v.picklist([0, 1, 2]),
  maintenance: v.nullable(v.object({ startTime: v.nullable(v.string()), endTime: v.nullable(v.string()) })),
  regionRestriction: v.boolean(),
  location: v.object({ ip: v.string() }),
  customerService: v.array(customerServiceSchema),
  domainRoute: v.string(),
  resources: v.array(resourceSchema),
  whitelabel: v.string(),
  register: v.string(),
  mainDomain: v.string(),
  analytics: v.object({ gtagId: v.nullable(v.string()) }),
  imageCDNs: v.array(v.string()),
  launchGameCDNs: v.array(v.string()),
});
export type SystemStatus = v.InferOutput<typeof systemStatusSchema>;

export const systemStatusResponse = envelope(systemStatusSchema);
export const whitelabelResponse = envelope(whitelabelSchema);
export const registerSettingsResponse = envelope(registerSettingsSchema);
export const domainRouteResponse = envelope(domainRouteSchema);
/** GET /wps/captcha: a base64 PNG data string. */
export const captchaResponse = envelope(v.pipe(v.string(), v.startsWith('data:image/png;base64,')));
