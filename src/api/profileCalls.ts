import { countryCodesResponse } from '@kernel/account';
import { memberIconResponse, type SetMemberIconRequest } from '@kernel/memberIcon';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { type BindEmailRequest, type BindMobileRequest, bindCodeResponse, bindContactResponse, profileResponse } from '@kernel/profile';
import { validatorsResponse } from '@kernel/validatorsResponse';
import type { FormRules } from '@machines/formRules.rules';
import type { ApiClient } from './client';

/** The security center (all T but the form rules): the profile, binding the mobile and the email with a code sent to them, and the avatar icon. */
export function createProfileCalls(api: ApiClient) {
  return {
    getProfile: async () => (await api.get(MEMBER_PATH.profile, profileResponse)).value,
    sendMobileCode: async (mobileNum: string, countryDialingCode: string) =>
      (await api.send('POST', MEMBER_PATH.smsBindCode, bindCodeResponse, { mobileNum, countryDialingCode })).value,
    /** SPEC 7 country codes and registration validators, read together: the dialling codes and rules a mobile is bound with, as the account forms read them. */
    getFormRules: async (): Promise<FormRules> => {
      const [countries, validators] = await Promise.all([api.get(PATH.countryCodes, countryCodesResponse), api.get(PATH.validators, validatorsResponse)]);
      return { countries: countries.value, validators: validators.value };
    },
    bindMobile: async (request: BindMobileRequest) => (await api.send('POST', MEMBER_PATH.bindMobile, bindContactResponse, request)).value,
    sendEmailCode: async (email: string) => (await api.send('POST', MEMBER_PATH.mailBindCode, bindCodeResponse, { email })).value,
    bindEmail: async (request: BindEmailRequest) => (await api.send('POST', MEMBER_PATH.bindEmail, bindContactResponse, request)).value,
    /** SPEC 7 GET /wps/member/info/icon: the avatar icons and the chosen one; PUT chooses one. */
    getMemberIcon: async () => (await api.get(MEMBER_PATH.memberIcon, memberIconResponse)).value,
    setMemberIcon: async (request: SetMemberIconRequest) => (await api.send('PUT', MEMBER_PATH.memberIcon, memberIconResponse, request)).value,
  };
}
export type ProfileCalls = ReturnType<typeof createProfileCalls>;
