import { Provider } from 'jotai';
import { useEffect, useMemo } from 'react';
import { watchAuthDemand } from '../federation/auth-demand';
import { ShellLayout } from '../layout/shell-layout';
import { startSessionController } from '../session/session-controller';
import { hostStore } from '../store/host-store';
import { BootGate } from './boot-gate';
import { Routes } from './router';
import { createBrowserHistory } from './routing/history';
import { Router } from './routing/routing';

export function App() {
  const history = useMemo(() => createBrowserHistory(), []);
  useEffect(() => startSessionController(history.navigate), [history]);
  useEffect(() => watchAuthDemand(), []);
  return (
    <Provider store={hostStore}>
      <BootGate>
        <Router history={history}>
          <ShellLayout>
            <Routes />
          </ShellLayout>
        </Router>
      </BootGate>
    </Provider>
  );
}
