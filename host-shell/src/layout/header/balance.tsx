import { Icon, IconButton, Money } from '@platform/shared-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { balanceHiddenAtom, walletBalancePlaceholderAtom } from '../layout-store';

/**
 * The balance (spec section 2, Header; section 9, Balance display): masked with asterisks when hidden, '—'
 * while the amount is unknown (there is no wallet call yet).
 */
export function BalanceAmount({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const balance = useAtomValue(walletBalancePlaceholderAtom);
  const hidden = useAtomValue(balanceHiddenAtom);
  return (
    <span className="balance-amount" data-testid="balance">
      <span className="sr-only">{t('layout.header.balance')}: </span>
      {balance === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('layout.header.balanceUnknown')}</span>
        </>
      ) : (
        <Money
          minor={balance}
          symbol={symbol}
          hidden={hidden}
          hiddenLabel={t('layout.header.balanceHidden')}
        />
      )}
    </span>
  );
}

/** Show / hide the balance; the choice is kept across visits. */
export function BalanceToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  return (
    <IconButton
      size="sm"
      className={className}
      label={t(hidden ? 'layout.header.showBalance' : 'layout.header.hideBalance')}
      onClick={() => setHidden(!hidden)}
      data-testid="balance-toggle"
    >
      <Icon name={hidden ? 'eye-off' : 'eye'} size={18} />
    </IconButton>
  );
}
