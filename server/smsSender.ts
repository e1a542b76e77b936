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
