import { type ConvertIssue, checkConvertPoints, type PointConfig, type PointsIssue, parsePoints, pointsToPaise } from '@kernel/points';
import { WITHDRAW_PASSWORD_PATTERN } from '@kernel/withdraw';

/**
 * SPEC 7 MCS2_convertPoint as the page applies it before asking the backend (which applies the
 * same rules, server/points/convert.ts): whole positive points, at least the minimum, in whole
 * steps of the ratio (so the money is whole paise), no more than held; the withdrawal password.
 */
export type ConvertIssues = { points?: PointsIssue | ConvertIssue; password?: 'passwordEmpty' | 'withdrawPasswordInvalid' };
export type ConvertForm = { pointsText: string; password: string };

export const EMPTY_CONVERT_FORM: ConvertForm = { pointsText: '', password: '' };

export function checkConvertForm(form: ConvertForm, config: PointConfig, currentPoints: number): ConvertIssues {
  const issues: ConvertIssues = {};
  const points = checkConvertPoints(form.pointsText, config, currentPoints);
  if (!points.ok) issues.points = points.issue;
  if (form.password === '') issues.password = 'passwordEmpty';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(form.password)) issues.password = 'withdrawPasswordInvalid';
  return issues;
}

export const hasConvertIssues = (issues: ConvertIssues) => Object.keys(issues).length > 0;

/** The money the typed points give at the ratio, while they read as whole points (null otherwise). */
export function convertQuotePaise(pointsText: string, config: PointConfig): number | null {
  const parsed = parsePoints(pointsText);
  return parsed.ok ? pointsToPaise(parsed.points, config.ratio) : null;
}

/** The points typed, as the order to send (0 when they do not read as points: the form refuses them first). */
export const convertPointsOf = (pointsText: string): number => {
  const parsed = parsePoints(pointsText);
  return parsed.ok ? parsed.points : 0;
};

/** The most points one conversion can take now: all held, rounded down to whole steps (0 below the minimum). */
export function maxConvertible(config: PointConfig, currentPoints: number): number {
  const most = currentPoints - (currentPoints % config.convertStepPoints);
  return most >= config.convertMinPoints ? most : 0;
}
