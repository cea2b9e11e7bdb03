import { SYSTEM_STATUS, type SystemStatus, systemStatusCall } from '@platform/shared-contracts/client';
import { Button } from '@platform/shared-ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../platform/platform';
import { loadUser } from '../session/session-controller';
import { permissionAtom, releasedRemotesAtom, statusAtom, systemRefusalsAtom } from '../store/host-store';
import { takeBootCalls } from './first-calls';
import { hideLoadingCover } from './loading-cover';

/** The screens that replace the app: their own chunk, fetched only by a visitor who meets one. */
const MaintenanceScreen = lazy(() =>
  import('../screens/maintenance-screen').then(({ MaintenanceScreen }) => ({ default: MaintenanceScreen })),
);
const BlockedScreen = lazy(() =>
  import('../screens/blocked-screen').then(({ BlockedScreen }) => ({ default: BlockedScreen })),
);

type Boot =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'maintenance' }
  | { kind: 'blocked' }
  | { kind: 'offline' };

/** The screen that replaces the app for a status (spec section 4): maintenance wins over region restriction. */
function screenOf(status: SystemStatus): Boot | null {
  if (status.status === SYSTEM_STATUS.MAINTENANCE) return { kind: 'maintenance' };
  if (status.status === SYSTEM_STATUS.REGION_RESTRICTED) return { kind: 'blocked' };
  return null;
}

/**
 * The status call decides what the visitor sees (spec section 4): maintenance wins over region restriction;
 * only a normal status loads the permission, the remote registry and the member, then the app. A call refused later
 * for maintenance or the region (an operator started maintenance during the visit) asks for the status again, so
 * the screen replaces the app then too.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<Boot>({ kind: 'loading' });
  const setStatus = useSetAtom(statusAtom);
  const setPermission = useSetAtom(permissionAtom);
  const setReleased = useSetAtom(releasedRemotesAtom);

  const start = useCallback(async () => {
    setBoot({ kind: 'loading' });
    try {
      const [status, permission, releases] = await takeBootCalls();
      setStatus(status);
      setPermission(permission);
      setReleased(new Set(releases.map((release) => release.name)));
      const screen = screenOf(status);
      if (screen) return setBoot(screen);
      await loadUser();
      setBoot({ kind: 'ready' });
    } catch (error) {
      console.error('start-up failed', error);
      setBoot({ kind: 'offline' });
    }
  }, [setStatus, setPermission, setReleased]);

  useEffect(() => {
    void start();
  }, [start]);

  const refusals = useAtomValue(systemRefusalsAtom);
  useEffect(() => {
    if (refusals === 0) return;
    api.call(systemStatusCall, {}).then(
      (status) => {
        setStatus(status);
        const screen = screenOf(status);
        if (screen) setBoot(screen);
      },
      // Unreachable now: the app stays, and the next refused call asks again.
      () => undefined,
    );
  }, [refusals, setStatus]);

  useEffect(() => {
    if (boot.kind !== 'loading' && boot.kind !== 'ready') hideLoadingCover();
  }, [boot.kind]);

  switch (boot.kind) {
    case 'loading':
      return null;
    case 'maintenance':
      return (
        <Suspense fallback={null}>
          <MaintenanceScreen />
        </Suspense>
      );
    case 'blocked':
      return (
        <Suspense fallback={null}>
          <BlockedScreen />
        </Suspense>
      );
    case 'offline':
      return (
        <main className="boot-offline" role="alert">
          <p>{t('boot.offline')}</p>
          <Button onClick={() => void start()}>{t('boot.retry')}</Button>
        </main>
      );
    default:
      return <>{children}</>;
  }
}
