import { Button, Icon, Spinner } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../../session/logout-button';
import { sessionAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';
import { BalanceAmount, BalanceToggle } from './balance';
import { useFocusHandoff } from './focus-handoff';

/**
 * Logged in (spec section 2, Header): account name and balance, which open the security centre, the balance's
 * show/hide toggle, deposit (member centre at depositv2) and logout.
 */
export function AccountArea() {
  const { t } = useTranslation();
  const { user } = useAtomValue(sessionAtom);
  const { bus } = useLayoutServices();
  const area = useRef<HTMLDivElement>(null);
  useFocusHandoff(area, Boolean(user));
  if (!user) {
    return (
      <div className="account account--loading" ref={area}>
        <Spinner size="sm" label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className="account" ref={area}>
      <div className="account__card">
        <button
          type="button"
          className="account__summary"
          onClick={() => bus.emit('member-centre:open', { page: 'securityCenter' })}
          data-testid="account-summary"
        >
          <span className="account__avatar" aria-hidden="true">
            <Icon name="user" size={16} />
          </span>
          <span className="account__lines">
            <span className="account__name" data-testid="account-name">
              {user.account}
            </span>
            <BalanceAmount />
          </span>
        </button>
        <BalanceToggle className="account__toggle" />
      </div>
      <Button
        size="sm"
        className="account__deposit"
        onClick={() => bus.emit('member-centre:open', { page: 'depositv2' })}
        data-testid="deposit"
      >
        <Icon name="wallet" size={18} />
        <span className="account__deposit-text">{t('layout.header.deposit')}</span>
      </Button>
      <span className="account__logout">
        <LogoutButton compact />
      </span>
    </div>
  );
}
