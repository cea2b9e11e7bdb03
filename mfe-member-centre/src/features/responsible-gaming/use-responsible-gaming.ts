import {
  type CallResponse,
  type RgMoneyLimitKind,
  type RgPeriod,
  rgOverviewCall,
  selfExcludeCall,
  setRgMoneyLimitCall,
  setRgRealityCheckCall,
  setRgSessionTimeCall,
  startCoolingOffCall,
} from '@platform/shared-contracts/client';
import { useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { useRead } from '../../lib/use-call';

export type RgOverview = CallResponse<typeof rgOverviewCall>;
export type Exclusion =
  | { kind: 'COOLING_OFF'; days: number }
  | { kind: 'SELF_EXCLUSION'; months: 6 | 12 | 60 };

/** The page's calls: the overview, each change answering the new overview, and the two exclusions. */
export function useResponsibleGaming() {
  const { api, bus } = useRemote();
  const { t } = useMemberText();
  const overview = useRead(rgOverviewCall, {});
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (send: () => Promise<RgOverview>) => {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      overview.replace(await send());
      setAlert({ tone: 'success', text: t('rg_saved') });
    } catch (error) {
      setAlert({ tone: 'error', text: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return {
    overview,
    alert,
    busy,
    setMoneyLimit: (kind: RgMoneyLimitKind, period: RgPeriod, amount: string | null) =>
      change(() =>
        api.call(setRgMoneyLimitCall, {
          kind,
          period,
          ...(amount === null ? {} : { amount: amount.trim() }),
        }),
      ),
    setSessionTime: (minutes: number | null) =>
      change(() => api.call(setRgSessionTimeCall, minutes === null ? {} : { minutes })),
    setRealityCheck: (minutes: number) => change(() => api.call(setRgRealityCheckCall, { minutes })),
    /** Starts the exclusion; the member is logged out at once, so the host is told the session ended. */
    exclude: async (exclusion: Exclusion) => {
      setBusy(true);
      setAlert(null);
      try {
        if (exclusion.kind === 'COOLING_OFF')
          await api.call(startCoolingOffCall, { days: exclusion.days, confirm: true });
        else await api.call(selfExcludeCall, { months: exclusion.months, confirm: true });
        bus.emit('session:expired', {});
      } catch (error) {
        setAlert({ tone: 'error', text: errorMessage(t, error) });
      } finally {
        setBusy(false);
      }
    },
  };
}
