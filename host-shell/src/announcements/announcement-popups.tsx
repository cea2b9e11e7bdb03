import type { Popup } from '@platform/shared-contracts/client';
import { PopupDialog } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsAtom } from './announcements-store';
import { isPopupClosed, markPopupClosed } from './popup-markers';

/**
 * The public announcement popups (spec section 2 modals): the live popups of the audience, one at a time, each until
 * it is closed (its marker then keeps it closed for the session). Loaded in its own chunk after the first paint.
 */
export default function AnnouncementPopups() {
  const { t } = useTranslation();
  const { popups } = useAtomValue(announcementsAtom);
  const [, closedNow] = useState(0);
  const current: Popup | undefined = popups.find((popup) => !isPopupClosed(popup));
  if (!current) return null;
  const close = () => {
    markPopupClosed(current);
    closedNow((n) => n + 1);
  };
  return (
    <PopupDialog
      open
      key={current.id}
      icon="info"
      title={current.title}
      html={current.content}
      closeLabel={t('common.close')}
      coverClose
      buttons={[{ label: t('common.confirm'), variant: 'primary' }]}
      onClose={close}
      testId="announcement-popup"
    />
  );
}
