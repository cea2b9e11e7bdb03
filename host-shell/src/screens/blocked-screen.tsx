import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { statusAtom } from '../store/host-store';
import { StatusScreen } from './status-screen';

export function BlockedScreen() {
  const { t } = useTranslation();
  const status = useAtomValue(statusAtom);
  return (
    <StatusScreen icon="shield" title={t('status.blockedTitle')} testId="blocked-screen">
      <p>{t('status.blockedText')}</p>
      <p className="status-screen__detail">
        {t('status.yourIp')} <strong data-testid="visitor-ip">{status?.ip}</strong>
      </p>
    </StatusScreen>
  );
}
