import type { FormRules } from '@machines/formRules.rules';
import type { PlatformCalls } from '@/api/calls';

export type FormRuleCalls = Pick<PlatformCalls, 'getCountryCodes' | 'getValidators'>;

/** SPEC 7: the registration validators and the country codes, read together for an account form. */
export async function loadFormRules(calls: FormRuleCalls): Promise<FormRules> {
  const [countries, validators] = await Promise.all([calls.getCountryCodes(), calls.getValidators()]);
  return { countries, validators };
}
