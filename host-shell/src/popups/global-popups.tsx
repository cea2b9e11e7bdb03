import type { PopupRequest } from '@platform/shared-contracts/client';
import { PopupDialog, Spinner } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsAtom } from '../announcements/announcements-store';
import { isPopupClosed } from '../announcements/popup-markers';
import { useAnnouncements } from '../announcements/use-announcements';
import { bus } from '../platform/platform';
import { busyAtom } from '../store/host-store';

/** The announcement popups' own chunk: fetched only when a live popup is there to show. */
const AnnouncementPopups = lazy(() => import('../announcements/announcement-popups'));

/** Popups any part asks for with `popup:show`, one at a time in order; and the page loader. */
export function GlobalPopups() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<PopupRequest[]>([]);
  const busy = useAtomValue(busyAtom);
  useAnnouncements();
  const { popups } = useAtomValue(announcementsAtom);
  const announcementWaiting = popups.some((popup) => !isPopupClosed(popup));
  useEffect(() => bus.on('popup:show', (popup) => setQueue((q) => [...q, popup])), []);
  const current = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  return (
    <>
      {announcementWaiting && !current && (
        <Suspense fallback={null}>
          <AnnouncementPopups />
        </Suspense>
      )}
      {current && (
        <PopupDialog
          open
          icon={current.icon}
          title={current.title}
          html={current.html}
          text={current.text}
          lang={current.lang}
          coverClose={current.coverClose}
          timeoutMs={current.timeoutMs}
          closeLabel={t('common.close')}
          buttons={(current.buttons ?? [{ label: t('common.confirm'), primary: true }]).map((b) => ({
            label: b.label,
            variant: b.primary ? 'primary' : 'secondary',
            onClick: () => {
              if (b.action) bus.emit('navigate', { to: b.action });
              close();
            },
          }))}
          onClose={close}
        />
      )}
      {busy && (
        <div className="busy-overlay" role="status" aria-live="polite">
          <Spinner size={40} label={t('common.loading')} />
        </div>
      )}
    </>
  );
}
