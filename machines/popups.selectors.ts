import type { SnapshotFrom } from 'xstate';
import type { Banner } from '../kernel/announcements';
import type { BannerGroup } from '../kernel/platform';
import type { popupsMachine } from './popups.machine';

type PopupsSnapshot = SnapshotFrom<typeof popupsMachine>;

export type AccountPopup = 'login' | 'register' | 'forgot' | 'feedback' | 'help' | 'trialWarning' | 'changePassword';

/**
 * SPEC 2 Popups: the account popup shown over the page, or null. Login, register and forgot
 * password are for guests only, register and forgot password once the registration field config
 * is known; feedback and help are for anyone.
 */
export function shownAccountPopup(snapshot: PopupsSnapshot, options: { guest: boolean; fieldsKnown: boolean }): AccountPopup | null {
  if (snapshot.matches('login')) return options.guest ? 'login' : null;
  if (snapshot.matches('register')) return options.guest && options.fieldsKnown ? 'register' : null;
  if (snapshot.matches('forgot')) return options.guest && options.fieldsKnown ? 'forgot' : null;
  if (snapshot.matches('feedback')) return 'feedback';
  if (snapshot.matches('help')) return 'help';
  if (snapshot.matches('trialWarning')) return 'trialWarning';
  if (snapshot.matches('changePassword')) return options.guest ? null : 'changePassword';
  return null;
}

/** An account popup is open (whether or not it is shown): popup announcements wait. */
export const accountPopupOpen = (snapshot: PopupsSnapshot) => !snapshot.matches('closed');

/** SPEC 2 Banners: the login and register popups show the first banner of their group (w_login, w_register). */
export const popupBanner = (banners: readonly Banner[], group: BannerGroup): Banner | null => banners.find((banner) => banner.groupName === group) ?? null;

/** A guest asked for a popup that needs the registration field config (register, forgot password): it waits until the config is known. */
export const asksForRegisterFields = (snapshot: PopupsSnapshot, options: { guest: boolean }) =>
  options.guest && (snapshot.matches('register') || snapshot.matches('forgot'));
