import type { ModuleNode, SettingFlag } from '../../kernel/modules';
import type { CustomerService, FieldConfig } from '../../kernel/system';
import type { Db } from '../types';

export type MerchantRow = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  defaultLanguage: string;
  status: 0 | 1 | 2;
  regionRestriction: number;
  maintenanceStart: number | null;
  maintenanceEnd: number | null;
  passwordPolicy: number;
  gtagId: string | null;
  /** How long a registration SMS code lives (SPEC 9: the countdown is expiredMinutes x 60 s). */
  smsRegisterExpiredMinutes: number;
};

type ModuleRow = { modId: string; parentId: string | null; enabled: number };
type FieldRow = { name: string; enabled: number; required: number; patternId: number; acceptedPattern: string; minLength: number; maxLength: number };

/** Builds the nested module tree from flat rows (children keep their sort order). */
function toTree(rows: readonly ModuleRow[]): ModuleNode[] {
  const nodes = new Map(rows.map((row) => [row.modId, { modId: row.modId, enabled: row.enabled === 1, childrenNodes: [] as ModuleNode[] }]));
  const roots: ModuleNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/** The merchant's configuration: whitelabel, flags, module tree, register fields, contacts. */
export function createMerchantStore(db: Db) {
  const merchant = db.prepare<[], MerchantRow>(
    `SELECT code, name, currency, currency_symbol AS currencySymbol, default_language AS defaultLanguage, status,
       region_restriction AS regionRestriction, maintenance_start AS maintenanceStart, maintenance_end AS maintenanceEnd,
       password_policy AS passwordPolicy, gtag_id AS gtagId, sms_register_expired_minutes AS smsRegisterExpiredMinutes
     FROM merchant LIMIT 1`,
  );
  const languages = db.prepare<[], { code: string; name: string }>('SELECT code, name FROM merchant_language ORDER BY sort');
  const flags = db.prepare<[], { flag: SettingFlag; enabled: number }>('SELECT flag, enabled FROM setting_flag');
  const modules = db.prepare<[], ModuleRow>('SELECT mod_id AS modId, parent_id AS parentId, enabled FROM module_flag ORDER BY sort');
  const fields = db.prepare<[], FieldRow>(
    `SELECT name, enabled, required, pattern_id AS patternId, accepted_pattern AS acceptedPattern,
       min_length AS minLength, max_length AS maxLength
     FROM register_field ORDER BY sort`,
  );
  const setField = db.prepare<[number, number | null, string]>('UPDATE register_field SET enabled = ?, required = COALESCE(?, required) WHERE name = ?');
  const contacts = db.prepare<[], { csType: CustomerService['csType']; path: string; titleEn: string; titleHi: string }>(
    'SELECT cs_type AS csType, path, title_en AS titleEn, title_hi AS titleHi FROM contact_channel ORDER BY sort',
  );
  const resources = db.prepare<[], { resourceType: string; labelNameEn: string; url: string }>(
    'SELECT resource_type AS resourceType, label_en AS labelNameEn, url FROM resource_link ORDER BY sort',
  );

  return {
    merchant(): MerchantRow {
      const row = merchant.get();
      if (!row) throw new Error('the database holds no merchant: was it seeded?');
      return row;
    },
    languages: () => languages.all(),
    settingFlags: () => Object.fromEntries(flags.all().map((row) => [row.flag, row.enabled === 1])) as Partial<Record<SettingFlag, boolean>>,
    moduleTree: () => toTree(modules.all()),
    registerFields: (): Record<string, FieldConfig> =>
      Object.fromEntries(fields.all().map(({ name, enabled, required, ...rest }) => [name, { enabled: enabled === 1, required: required === 1, ...rest }])),
    /** The dev control's switch of one registration field; false when the config has no such field. */
    setRegisterField: (name: string, enabled: boolean, required?: boolean) =>
      setField.run(enabled ? 1 : 0, required === undefined ? null : required ? 1 : 0, name).changes > 0,
    contactChannels: () => contacts.all(),
    resources: () => resources.all(),
  };
}
export type MerchantStore = ReturnType<typeof createMerchantStore>;
