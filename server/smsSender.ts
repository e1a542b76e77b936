import type { SmsPurpose } from '../kernel/account';

/** An SMS the backend 'sends': handed to the injected sender and kept for the dev SMS outbox. */
export type SentSms = {
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobile: string;
  code: string;
  expiresAt: number;
};

/** Where codes go besides the outbox (createServer's `sms` option; e.g. the dev console). */
export type SmsSender = (sms: SentSms) => void;

/**
 * The merchant's SMS sender as the provider sees it: switched on or off, and how many codes it may
 * send in one day (the merchant's day, India time). A send it refuses answers SPEC 8 'function not
 * enabled' or 'quota not sufficient' (server/sms.ts); the dev SMS sender control changes it.
 */
export type SmsSenderSettings = { enabled: boolean; dailyBudget: number };

/** Until a dev control says otherwise: on, with a day's budget far above what a demo sends. */
export const DEFAULT_SMS_SENDER: SmsSenderSettings = { enabled: true, dailyBudget: 10_000 };
