import { displayMoney, maskMoney } from '@platform/shared-contracts/client';
import { Icon, IconButton, VisuallyHidden } from '@platform/shared-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { balanceHiddenAtom, walletBalanceAtom } from '../layout-store';

/**
 * The main wallet's balance (spec section 2, Header; section 9, Balance display): two decimals with thousands
 * separators, masked with asterisks when hidden, '—' until the wallet has answered.
 */
export function BalanceAmount() {
  const { t } = useTranslation();
  const wallet = useAtomValue(walletBalanceAtom);
  const hidden = useAtomValue(balanceHiddenAtom);
  return (
    <span className="balance-amount" data-testid="balance">
      <VisuallyHidden>{t('layout.header.balance')}: </VisuallyHidden>
      {wallet === null ? (
        <>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{t('layout.header.balanceUnknown')}</VisuallyHidden>
        </>
      ) : (
        <span className="balance-amount__value" dir="ltr">
          <span className="balance-amount__symbol">{wallet.currencySymbol}</span>
          {hidden ? (
            <>
              <span aria-hidden="true">{maskMoney(wallet.balance)}</span>
              <VisuallyHidden>{t('layout.header.balanceHidden')}</VisuallyHidden>
            </>
          ) : (
            displayMoney(wallet.balance)
          )}
        </span>
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
