import { Button, Icon } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionAtom } from '../store/host-store';
import { customerServiceUrl } from './customer-service';

/** The full-page screen that replaces the app during maintenance or region restriction. */
export function StatusScreen({
  icon,
  title,
  children,
  testId,
}: {
  icon: 'warning' | 'shield';
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const csUrl = customerServiceUrl(useAtomValue(permissionAtom));
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-screen__card">
        <div className="status-screen__icon">
          <Icon name={icon} size={40} />
        </div>
        <h1>{title}</h1>
        {children}
        {csUrl && (
          <Button variant="primary" onClick={() => window.open(csUrl, '_blank', 'noopener')}>
            <Icon name="headset" size={18} /> {t('status.customerService')}
          </Button>
        )}
      </div>
    </main>
  );
}
