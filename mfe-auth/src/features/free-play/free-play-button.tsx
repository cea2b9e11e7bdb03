import { freePlayCall } from '@platform/shared-contracts/client';
import { Button } from '@platform/shared-ui';
import { useState } from 'react';
import { isSwitchOn, useRemote } from '../../app/remote-context';
import { useMessagePopup } from '../../components/message-popup';
import { errorMessage } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { useFinishLogin } from '../../session/finish-login';
import { deviceOs, freePlayRandom } from './device-os';

/** "Free play": a trial account in one tap (spec section 1; FREEPLAY3, decision 006). */
export function FreePlayButton() {
  const { t } = useAuthText();
  const { api, permission } = useRemote();
  const finishLogin = useFinishLogin();
  const popup = useMessagePopup();
  const [busy, setBusy] = useState(false);
  if (!isSwitchOn(permission, 'FREEPLAY3')) return null;

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const login = await api.call(freePlayCall, {
        os: deviceOs(),
        platform: 'W',
        random: freePlayRandom(),
        gatewayVersion: 3,
      });
      finishLogin(login, { kind: 'trial', password: null });
    } catch (error) {
      popup.show({ icon: 'warning', text: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" block loading={busy} onClick={start} data-testid="free-play">
        {t('free_play')}
      </Button>
      {popup.element}
    </>
  );
}
