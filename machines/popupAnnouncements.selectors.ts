import type { SnapshotFrom } from 'xstate';
import type { PopupAnnouncementsContext, popupAnnouncementsMachine } from './popupAnnouncements.machine';

type PopupAnnouncementsSnapshot = SnapshotFrom<typeof popupAnnouncementsMachine>;

/** The popup announcements being shown (items and page), or null. */
export const shownAnnouncements = (snapshot: PopupAnnouncementsSnapshot): PopupAnnouncementsContext | null => (snapshot.matches('showing') ? snapshot.context : null);

/**
 * SPEC 4: popup announcements wait while an account popup is open or the session asks the user
 * something (welcome, password change, logout confirmation).
 */
export const announcementsWait = (options: { accountPopupOpen: boolean; sessionAsksUser: boolean }) => options.accountPopupOpen || options.sessionAsksUser;
