import { Button, Icon, PopupDialog } from '@platform/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from './session-controller';

/** Logout asks for confirmation first (spec section 4). */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setAsking(true)}
        aria-label={t('logout.action')}
        data-testid="logout"
      >
        <Icon name="logout" size={18} />
        {!compact && <span>{t('logout.action')}</span>}
      </Button>
      <PopupDialog
        open={asking}
        icon="warning"
        title={t('logout.title')}
        text={t('logout.confirm')}
        closeLabel={t('common.close')}
        onClose={() => setAsking(false)}
        buttons={[
          { label: t('common.cancel'), variant: 'secondary', onClick: () => setAsking(false) },
          {
            label: t('logout.action'),
            variant: 'primary',
            onClick: () => {
              setAsking(false);
              void logout();
            },
          },
        ]}
      />
    </>
  );
}
