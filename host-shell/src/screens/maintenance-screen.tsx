import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { statusAtom } from '../store/host-store';
import { StatusScreen } from './status-screen';

export function MaintenanceScreen() {
  const { t, i18n } = useTranslation();
  const status = useAtomValue(statusAtom);
  const end = status?.maintenanceEndTime ? new Date(status.maintenanceEndTime) : null;
  return (
    <StatusScreen icon="warning" title={t('status.maintenanceTitle')} testId="maintenance-screen">
      <p>{t('status.maintenanceText')}</p>
      {end && (
        <p className="status-screen__detail" data-testid="maintenance-end">
          {t('status.maintenanceEnd', {
            time: end.toLocaleString(
              i18n.language === 'CN' ? 'zh-CN' : i18n.language === 'KM' ? 'km-KH' : 'en-GB',
            ),
          })}
        </p>
      )}
    </StatusScreen>
  );
}
