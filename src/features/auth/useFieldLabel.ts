import { useLingui } from '@lingui/react/macro';

/** Labels of the account form fields (SPEC 3 registration user and labels seen). */
export function useFieldLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    username: t`Username`,
    password: t`Password`,
    confirmPassword: t`Confirm password`,
    payeeName: t`Real name`,
    email: t`Email`,
    qqNum: t`QQ number`,
    mobileNum: t`Mobile number`,
    recommenderId: t`Recommender ID`,
    captcha: t`Captcha`,
    verificationCode: t`Verification code`,
    affiliateCode: t`Invitation code`,
    paymentPassword: t`Payment password`,
    line: t`Line`,
    whatsapp: t`WhatsApp`,
    facebook: t`Facebook`,
    wechat: t`WeChat`,
    idNumber: t`ID number`,
    nickname: t`Nickname`,
    fullName: t`Full name`,
    telegram: t`Telegram`,
    zalo: t`Zalo`,
    birthday: t`Birthday`,
    address: t`Address`,
    nationality: t`Nationality`,
    occupation: t`Occupation`,
    sourceOfIncome: t`Source of income`,
    oldPassword: t`Old password`,
    newPassword: t`New password`,
    confirmNewPassword: t`Confirm new password`,
  };
  return (name: string) => labels[name] ?? name;
}

/** Input attributes by field, so browsers fill and protect them properly. */
export const FIELD_INPUT: Record<string, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  oldPassword: { type: 'password', autoComplete: 'current-password' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  confirmNewPassword: { type: 'password', autoComplete: 'new-password' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNum: { autoComplete: 'tel-national', inputMode: 'numeric' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  whatsapp: { inputMode: 'tel' },
  payeeName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  fullName: { autoComplete: 'name' },
  zalo: { inputMode: 'tel' },
  birthday: { autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  occupation: { autoComplete: 'organization-title' },
};
