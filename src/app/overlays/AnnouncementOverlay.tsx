import { useSelector } from '@xstate/react';
import { announcementsWait, shownAnnouncements } from '@machines/popupAnnouncements.selectors';
import { accountPopupOpen } from '@machines/popups.selectors';
import { sessionAsksUser } from '@machines/session.selectors';
import { LazyArea } from '@/ui/LazyArea';
import { useRootActors } from '../RootActorsContext';

const loadAnnouncements = () => import('@/features/announcements/AnnouncementPopup').then((module) => ({ default: module.AnnouncementPopup }));

/** SPEC 4 popup announcements the popup announcements machine is showing, once nothing else asks the user. */
export function AnnouncementOverlay() {
  const { popupAnnouncements, popups, session } = useRootActors();
  const shown = useSelector(popupAnnouncements, shownAnnouncements);
  const popupOpen = useSelector(popups, accountPopupOpen);
  const sessionAsks = useSelector(session, sessionAsksUser);
  if (!shown || announcementsWait({ accountPopupOpen: popupOpen, sessionAsksUser: sessionAsks })) return null;
  return (
    <LazyArea
      quiet
      load={loadAnnouncements}
      props={{
        items: shown.items,
        page: shown.page,
        onPage: (page: number) => popupAnnouncements.send({ type: 'GO_TO_PAGE', page }),
        onClose: () => popupAnnouncements.send({ type: 'CLOSE' }),
      }}
    />
  );
}
