import { Provider } from 'jotai';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { watchAuthDemand } from '../federation/auth-demand';
import { startSessionController } from '../session/session-controller';
import { hostStore } from '../store/host-store';
import { BootGate } from './boot-gate';
import { createAppRouter } from './router';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => startSessionController((to, options) => void router.navigate(to, options)), [router]);
  useEffect(() => watchAuthDemand(), []);
  return (
    <Provider store={hostStore}>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </Provider>
  );
}
