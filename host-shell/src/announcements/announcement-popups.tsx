import type { Popup } from '@platform/shared-contracts/client';
import { PopupDialog, useOpenDialogs } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../layout/preferences/html-lang';
import { announcementsAtom } from './announcements-store';
import { isPopupClosed, markPopupClosed } from './popup-markers';

/**
 * The public announcement popups (spec section 2 modals): the live popups of the audience, one at a time, each until
 * it is closed (its marker then keeps it closed for the session). Loaded in its own chunk after the first paint.
 * A popup waits while another dialog is open (the login form a visitor opened, or the one a session that ended
 * brings): it would cover what the player asked for. Once on screen it stays.
 */
export default function AnnouncementPopups() {
  const { t } = useTranslation();
  const { popups } = useAtomValue(announcementsAtom);
  const [, closedNow] = useState(0);
  const dialogsOpen = useOpenDialogs();
  const onScreen = useRef<number | null>(null);
  const current: Popup | undefined = popups.find((popup) => !isPopupClosed(popup));
  if (!current) return null;
  if (onScreen.current !== current.id) {
    if (dialogsOpen > 0) return null;
    onScreen.current = current.id;
  }
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
      lang={htmlLang(current.language)}
      closeLabel={t('common.close')}
      coverClose
      buttons={[{ label: t('common.confirm'), variant: 'primary' }]}
      onClose={close}
      testId="announcement-popup"
    />
  );
}
