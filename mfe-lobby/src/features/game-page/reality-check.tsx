import { type CallResponse, displayMoney, rgRealityCheckCall } from '@platform/shared-contracts/client';
import { Button, Modal } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { useLobbyText } from '../../i18n/lobby-i18n';

type Check = CallResponse<typeof rgRealityCheckCall>;

/**
 * Reality checks while a member plays for money (decision 104): after the member's interval (at most 60 minutes)
 * the time played since login and the net result, read from the server when the check is due. Keep playing
 * arms the next one; stop leaves the game. A member whose check cannot be read plays on (nothing to show).
 */
export function useRealityCheck(playing: boolean) {
  const { api } = useRemote();
  const [due, setDue] = useState<Check | null>(null);
  const [armed, setArmed] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `armed` re-arms the timer after "keep playing".
  useEffect(() => {
    if (!playing) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () =>
      api.call(rgRealityCheckCall, {}).then(
        (check) => live && setDue(check),
        () => undefined,
      );
    api.call(rgRealityCheckCall, {}).then(
      (first) => {
        if (live) timer = setTimeout(show, first.intervalMinutes * 60_000);
      },
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [playing, api, armed]);

  return {
    due,
    keepPlaying: () => {
      setDue(null);
      setArmed((n) => n + 1);
    },
  };
}

export function RealityCheckDialog({
  check,
  onKeepPlaying,
  onStop,
}: {
  check: Check | null;
  onKeepPlaying: () => void;
  onStop: () => void;
}) {
  const { t } = useLobbyText();
  if (!check) return null;
  const net = check.netResult;
  return (
    <Modal
      open
      onClose={onKeepPlaying}
      dismissible={false}
      role="alertdialog"
      size="sm"
      closeLabel={t('reality_keep_playing')}
      title={t('reality_title')}
      testId="reality-check"
      footer={
        <div className="lobby-game__actions">
          <Button variant="secondary" onClick={onStop} data-testid="reality-stop">
            {t('reality_stop')}
          </Button>
          <Button onClick={onKeepPlaying} data-testid="reality-keep">
            {t('reality_keep_playing')}
          </Button>
        </div>
      }
    >
      <p data-testid="reality-played">{t('reality_played', { n: check.playedMinutes })}</p>
      <p data-testid="reality-net">
        {t(net.startsWith('-') ? 'reality_net_down' : 'reality_net_up', {
          amount: `${displayMoney(net.replace('-', ''))} ${check.currency}`,
        })}
      </p>
    </Modal>
  );
}
