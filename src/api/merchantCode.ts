import { writeStored } from '../platform/storage';

/** SPEC 3 brand config: the merchant code is sent with every call and also kept in session and local storage. */
export const MERCHANT_CODE_KEY = 'merchantCode';

/** Keeps the merchant code where the platform's other pages (games, lottery) look for it; storage may be refused. */
export function keepMerchantCode(code: string) {
  // A refused storage (private mode, quota) costs nothing: the header still names the merchant on every call.
  for (const area of ['session', 'local'] as const) writeStored(area, MERCHANT_CODE_KEY, code);
}
