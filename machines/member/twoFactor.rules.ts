import { isTotpCode, type TwoFactorMethod } from '../../kernel/twoFactor';

/** What is wrong with a typed two-factor code before it is sent: nothing typed, or an authenticator code that is not 6 digits. */
export type TwoFactorCodeProblem = 'codeRequired' | 'twoFactorFormat' | null;

/**
 * Issue 26 item 2: a code is sent only when typed; an authenticator code only as 6 digits (trimmed).
 * A recovery code's form is the backend's to judge (a wrong one is refused like a used one).
 */
export function twoFactorCodeProblem(method: TwoFactorMethod, code: string): TwoFactorCodeProblem {
  if (code.trim() === '') return 'codeRequired';
  if (method === 'totp' && !isTotpCode(code)) return 'twoFactorFormat';
  return null;
}

/** The secret as written out for manual entry: groups of four, as authenticator apps accept it typed. */
export const groupedSecret = (secret: string) => (secret.match(/.{1,4}/g) ?? []).join(' ');
