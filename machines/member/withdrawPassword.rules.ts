import { WITHDRAW_PASSWORD_PATTERN } from '@kernel/withdraw';

/**
 * The withdrawal password form (kernel/withdraw.ts; the backend checks the same): 6 digits,
 * typed twice alike; changing it needs the old one. Passwords are never trimmed.
 */
export type WithdrawPasswordMode = 'set' | 'change';
export type WithdrawPasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };
export type WithdrawPasswordField = keyof WithdrawPasswordValues;
export type WithdrawPasswordIssue = 'required' | 'withdrawPasswordInvalid' | 'withdrawPasswordMismatch';
export type WithdrawPasswordIssues = Partial<Record<WithdrawPasswordField, WithdrawPasswordIssue>>;

export function withdrawPasswordIssues(mode: WithdrawPasswordMode, values: WithdrawPasswordValues): WithdrawPasswordIssues {
  const issues: WithdrawPasswordIssues = {};
  if (mode === 'change' && values.oldPassword === '') issues.oldPassword = 'required';
  if (values.newPassword === '') issues.newPassword = 'required';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(values.newPassword)) issues.newPassword = 'withdrawPasswordInvalid';
  if (values.confirmPassword === '') issues.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) issues.confirmPassword = 'withdrawPasswordMismatch';
  return issues;
}

export const hasWithdrawPasswordIssues = (issues: WithdrawPasswordIssues) => Object.keys(issues).length > 0;
