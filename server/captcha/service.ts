import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context';
import { drawCaptchaText, renderCaptchaPng } from './render';

/** A captcha must be answered within five minutes. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Draws a new captcha for a client, remembers its answer and returns the image as a data URL. */
export function issueCaptcha(ctx: ServerContext, clientKey: string): { id: string; dataUrl: string } {
  const now = ctx.clock();
  const answer = drawCaptchaText(ctx.random);
  const id = randomBytes(16).toString('hex');
  ctx.stores.captchas.save({ id, clientKey, answer, now, expiresAt: now + CAPTCHA_TTL_MS });
  const png = renderCaptchaPng(answer, ctx.random);
  return { id, dataUrl: `data:image/png;base64,${png.toString('base64')}` };
}

/**
 * Checks an answer (case-insensitive) against the captcha named by id, or else the client's latest
 * one. The captcha is spent by this check whatever the outcome, so an answer works only once.
 * Only the client it was drawn for may answer it: otherwise one browser (a person, or a solving
 * service) could read captchas for a script running elsewhere. Another client's attempt is
 * refused without spending it.
 */
export function checkCaptcha(ctx: ServerContext, attempt: { clientKey: string; captchaId?: string | undefined; answer: string }): boolean {
  const now = ctx.clock();
  const captcha = attempt.captchaId ? ctx.stores.captchas.byId(attempt.captchaId) : ctx.stores.captchas.latestFor(attempt.clientKey);
  if (!captcha || captcha.clientKey !== attempt.clientKey || captcha.usedAt !== null || captcha.expiresAt <= now) return false;
  if (!ctx.stores.captchas.spend(captcha.id, now)) return false;
  return captcha.answer.toUpperCase() === attempt.answer.trim().toUpperCase();
}
