import type { PopupRequest } from '@platform/shared-contracts/client';
import { PopupDialog, Spinner } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '../platform/platform';
import { busyAtom } from '../store/host-store';

/** Popups any part asks for with `popup:show`, one at a time in order; and the page loader. */
export function GlobalPopups() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<PopupRequest[]>([]);
  const busy = useAtomValue(busyAtom);
  useEffect(() => bus.on('popup:show', (popup) => setQueue((q) => [...q, popup])), []);
  const current = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  return (
    <>
      {current && (
        <PopupDialog
          open
          icon={current.icon}
          title={current.title}
          html={current.html}
          text={current.text}
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
