import { safeWebAddress } from '../../kernel/webAddress';
import { apiConfig } from '../api/config';

const WINDOW_NAME = 'liveChat';
const FEATURES = 'popup,width=440,height=680';

/**
 * The chat page's full address: the platform answers with a path on its own origin or a full URL.
 * Anything else is null: the reserved popup shares this page's session storage (the token), so a
 * `javascript:` address there would run as this site.
 */
export const chatPageAddress = (chatUrl: string): string | null =>
  safeWebAddress(chatUrl) ? new URL(chatUrl, new URL(apiConfig.baseURL || '/', window.location.href)).href : null;

let reserved: Window | null = null;

/**
 * The popup window live chat shows in (SPEC 7). Browsers allow popups only during a click, and the
 * chat address comes after two calls, so the window is reserved (opened empty) on the click and
 * pointed at the chat once it is launched; a failed launch closes it again.
 */
export const chatWindow = {
  reserve() {
    reserved = window.open('', WINDOW_NAME, FEATURES);
    try {
      // The chat page gets no handle on this page (no reverse tab-nabbing).
      if (reserved) reserved.opener = null;
    } catch {
      // An existing chat window of another origin: it keeps no opener anyway.
    }
  },
  release() {
    const blank = reserved;
    reserved = null;
    try {
      // Only a window still empty is closed; a chat already showing in it stays.
      if (blank && !blank.closed && blank.location.href === 'about:blank') blank.close();
    } catch {
      // A chat page of another origin is showing: leave it.
    }
  },
  /** Shows the chat in the reserved window, or opens one; false when the browser blocked it. */
  show(chatUrl: string): boolean {
    const address = chatPageAddress(chatUrl);
    if (!address) {
      this.release();
      throw new Error(`refused to open a chat at a non-web address`);
    }
    const target = reserved && !reserved.closed ? reserved : null;
    reserved = null;
    if (target) {
      target.location.href = address;
      target.focus();
      return true;
    }
    const opened = window.open(address, WINDOW_NAME, FEATURES);
    opened?.focus();
    return opened !== null;
  },
};
