import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type DevSms,
  devAuthenticatorResponse,
  devCaptchasResponse,
  devFaultSchema,
  devLanguagesSchema,
  devMailOutboxResponse,
  devRegisterFieldSchema,
  devSmsOutboxResponse,
  devSmsSenderResponse,
  devSmsSenderSchema,
  devStatusSchema,
} from '../../kernel/devControls';
import { envelope } from '../../kernel/envelope';
import { ErrorCode } from '../../kernel/errorCodes';
import { DEV_PATH } from '../../kernel/paths';
import { registerSettingsResponse } from '../../kernel/system';
import type { AppEnv } from '../appEnv';
import { authenticatorCode } from '../authenticator';
import type { ServerContext } from '../context';
import { ApiError, ok } from '../respond';
import { seedDatabase } from '../seed/index';
import { smsSentToday } from '../sms';
import { DEFAULT_SMS_SENDER } from '../smsSender';
import { currentStatus, statusOverride } from '../systemStatus';
import { readJsonBody } from '../validate';
import { devPointRoutes } from './devPoints';
import { devWalletRoutes } from './devWallet';
import { offeredLanguages } from './system';

/** What the status controls answer: the status the system reports from now on. */
const devStatusResponse = envelope(
  v.object({
    status: v.picklist([0, 1, 2]),
    regionRestriction: v.boolean(),
    maintenanceStart: v.nullable(v.string()),
    maintenanceEnd: v.nullable(v.string()),
  }),
);

/** What the fault controls answer: the faults in force. */
const devFaultsResponse = envelope(v.array(v.object({ ...devFaultSchema.entries, remaining: v.nullable(v.number()) })));

const devResetResponse = envelope(v.literal(true));

/** What the languages control answers: the languages the merchant offers from now on. */
const devLanguagesResponse = envelope(v.array(v.object({ code: v.string(), name: v.string() })));

/** How many messages the outboxes list (the newest). */
export const OUTBOX_LIMIT = 50;

/**
 * Dev controls (mounted only when devControls is on): force the system status, inject faults,
 * re-seed, and read what the backend 'sent': SMS codes, mails, and the authenticator codes of
 * the accounts that have one. Bodies are plain JSON (never sealed) so they are easy to send from
 * a shell or a test.
 */
export function devRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.post(DEV_PATH.status, async (c) => {
    const request = await readJsonBody(c, devStatusSchema);
    ctx.dev.setStatusOverride(statusOverride(request, ctx.clock()));
    return ok(c, devStatusResponse, currentStatus(ctx));
  });

  routes.delete(DEV_PATH.status, (c) => {
    ctx.dev.setStatusOverride(null);
    return ok(c, devStatusResponse, currentStatus(ctx));
  });

  routes.post(DEV_PATH.fault, async (c) => {
    ctx.dev.addFault(await readJsonBody(c, devFaultSchema));
    return ok(c, devFaultsResponse, [...ctx.dev.listFaults()]);
  });

  routes.delete(DEV_PATH.fault, (c) => {
    ctx.dev.clearFaults();
    return ok(c, devFaultsResponse, []);
  });

  routes.post(DEV_PATH.languages, async (c) => {
    ctx.dev.setLanguageSet((await readJsonBody(c, devLanguagesSchema)).set);
    return ok(c, devLanguagesResponse, offeredLanguages(ctx));
  });

  // Answers the register settings as GET registerSettings will from now on.
  routes.post(DEV_PATH.registerFields, async (c) => {
    const { name, enabled, required } = await readJsonBody(c, devRegisterFieldSchema);
    if (!ctx.stores.merchant.setRegisterField(name, enabled, required)) {
      throw new ApiError(404, ErrorCode.notFound, 'notFound', `the registration config has no field ${name}`);
    }
    return ok(c, registerSettingsResponse, { fields: ctx.stores.merchant.registerFields() });
  });

  routes.get(DEV_PATH.smsOutbox, (c) => {
    const now = ctx.clock();
    const messages = ctx.stores.smsCodes.outbox(OUTBOX_LIMIT).map((row): DevSms => {
      const sms: DevSms = {
        mobile: row.mobile,
        countryDialingCode: row.countryDialingCode,
        purpose: row.purpose,
        code: row.code,
        sentAt: row.createdAt,
        expiresAt: row.expiresAt,
        username: row.username,
      };
      if (row.authenticatorSecret) sms.authenticatorCode = authenticatorCode(row.authenticatorSecret, now).code;
      return sms;
    });
    return ok(c, devSmsOutboxResponse, messages);
  });

  // The merchant's SMS sender, so a tester can reach SPEC 8 'function not enabled' and 'quota not sufficient'.
  const smsSender = () => ({ ...ctx.dev.smsSender, sentToday: smsSentToday(ctx) });
  routes.get(DEV_PATH.smsSender, (c) => ok(c, devSmsSenderResponse, smsSender()));
  routes.post(DEV_PATH.smsSender, async (c) => {
    ctx.dev.setSmsSender({ ...ctx.dev.smsSender, ...(await readJsonBody(c, devSmsSenderSchema)) });
    return ok(c, devSmsSenderResponse, smsSender());
  });
  routes.delete(DEV_PATH.smsSender, (c) => {
    ctx.dev.setSmsSender(DEFAULT_SMS_SENDER);
    return ok(c, devSmsSenderResponse, smsSender());
  });

  routes.get(DEV_PATH.captchas, (c) =>
    ok(
      c,
      devCaptchasResponse,
      ctx.stores.captchas.newestUnspent(ctx.clock(), OUTBOX_LIMIT).map(({ id, answer, expiresAt }) => ({ id, answer, expiresAt })),
    ),
  );

  routes.get(DEV_PATH.mailOutbox, (c) => ok(c, devMailOutboxResponse, ctx.stores.mail.outbox(OUTBOX_LIMIT)));

  routes.get(DEV_PATH.authenticator, (c) => {
    const now = ctx.clock();
    const codes = ctx.stores.members.withAuthenticator().map((member) => ({
      username: member.username,
      secret: member.authenticatorSecret,
      ...authenticatorCode(member.authenticatorSecret, now),
    }));
    return ok(c, devAuthenticatorResponse, codes);
  });

  routes.post(DEV_PATH.reset, async (c) => {
    // Back to the first start: seeded data (sessions, trial and registered accounts, captchas, SMS
    // codes, mails, verified IPs and changed passwords go), no overrides and no rate-limit counts.
    // The dev clock goes back first, so the seed is anchored to the real time again.
    ctx.dev.reset();
    await seedDatabase(ctx.db, { merchant: ctx.merchant, now: ctx.clock(), replaceExisting: true });
    ctx.rateLimiter.reset();
    return ok(c, devResetResponse, true);
  });

  routes.route('/', devWalletRoutes(ctx));
  routes.route('/', devPointRoutes(ctx));

  return routes;
}
