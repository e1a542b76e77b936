/** SPEC 3 brand config: the merchant code is sent with every call and also kept in session and local storage. */
export const MERCHANT_CODE_KEY = 'merchantCode';

/** Keeps the merchant code where the platform's other pages (games, lottery) look for it; storage may be refused. */
export function keepMerchantCode(code: string) {
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    try {
      storage?.setItem(MERCHANT_CODE_KEY, code);
    } catch {
      // Storage refused (private mode, quota): the header still names the merchant on every call.
    }
  }
}
