import * as v from 'valibot';
import { registrationSchema, trimField } from '@kernel/account';
import type { FieldConfig } from '@kernel/system';
import { acceptedPatternOf, checkField, type FieldIssue, type PatternId } from '@kernel/validation';
import { type FieldError, validateRegistration } from '../../server/accountRules';
import { REGISTER_FIELDS } from '../../server/seed/merchant';
import { oracleVerdict } from './catalogueOracle';

/**
 * One value judged three ways: by the client (checkField after the forms' trimming), by the
 * backend (validateRegistration, the function PUT register calls, on a registration whose field
 * carries the value under a config with that pattern), and by the plain-code oracle.
 */

/** Fields a registration can carry a catalogue-checked value in (passwords are never trimmed). */
export const TESTED_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'whatsapp',
  'line',
  'wechat',
  'facebook',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;
export type TestedField = (typeof TESTED_FIELDS)[number];

/** Fields the register form always asks for, whatever their config says. */
const ALWAYS_REQUIRED: readonly string[] = ['username', 'password', 'captcha'];

/** A registration valid under the seeded config, to carry the value under test. */
const BASE = {
  username: 'player01',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  mobileNum: '9876543210',
  countryDialingCode: '+91',
  verificationCode: '123456',
  captcha: 'AB12',
  agreed: true,
};

export type Case = { field: TestedField; patternId: PatternId; min: number; max: number; required: boolean; value: string };

export type Judgement = {
  /** null: accepted. */
  client: FieldIssue | null;
  server: FieldError | null;
  /** The whole registration passed on the backend. */
  serverAccepted: boolean;
  oracle: 'required' | 'invalid' | null;
};

export function judge({ field, patternId, min, max, required: configured, value }: Case): Judgement {
  const required = configured || ALWAYS_REQUIRED.includes(field);
  const config: FieldConfig = { enabled: true, required, patternId, acceptedPattern: acceptedPatternOf(patternId), minLength: min, maxLength: max };
  const fields = { ...REGISTER_FIELDS, [field]: config };
  const payload = { ...BASE, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
  const verdict = validateRegistration(v.parse(registrationSchema, payload), { fields, mode: 'username', smsVerification: true });

  const formValue = trimField(field, value);
  const rule = { required, patternId, acceptedPattern: config.acceptedPattern, minLength: min, maxLength: max };
  return {
    client: checkField(formValue, rule),
    server: !verdict.ok && verdict.refusal.kind === 'fields' ? (verdict.refusal.fieldErrors[field] ?? null) : null,
    serverAccepted: verdict.ok,
    oracle: oracleVerdict(formValue, { required, patternId, minLength: min, maxLength: max }),
  };
}
