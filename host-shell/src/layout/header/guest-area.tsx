import { REMOTES } from '@platform/shared-contracts/client';
import { Button } from '@platform/shared-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../app/use-remote-props';
import { useAuthRemoteWanted } from '../../federation/auth-demand';
import { RemoteSlot } from '../../federation/remote-slot';
import { useLayoutServices } from '../layout-services';
import { useFocusHandoff } from './focus-handoff';

/**
 * Logged out: the auth remote's header login form on wide screens, compact Login / Register buttons otherwise,
 * and until the auth remote is loaded (it is not part of the first paint, see auth-demand.ts).
 */
export function GuestArea() {
  const { t } = useTranslation();
  const props = useRemoteProps('/');
  const { bus } = useLayoutServices();
  const authWanted = useAuthRemoteWanted();
  const area = useRef<HTMLDivElement>(null);
  useFocusHandoff(area);
  return (
    <div className="guest" ref={area}>
      <div className="guest__inline">
        {props && authWanted && (
          <RemoteSlot
            remote={REMOTES.auth}
            module={REMOTES.auth.modules.HeaderLogin}
            props={props}
            area={t('area.auth')}
            variant="inline"
            testId="header-login"
          />
        )}
      </div>
      <div className="guest__compact">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => bus.emit('auth:open', { view: 'login' })}
          data-testid="header-login-button"
        >
          {t('layout.header.login')}
        </Button>
        <Button
          size="sm"
          onClick={() => bus.emit('auth:open', { view: 'register' })}
          data-testid="header-register-button"
        >
          {t('layout.header.register')}
        </Button>
      </div>
    </div>
  );
}
