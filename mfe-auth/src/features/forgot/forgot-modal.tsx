import { Modal } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { isSwitchOn, useRemote } from '../../app/remote-context';
import { AuthSwitch } from '../../components/auth-switch';
import { MethodTabs } from '../../components/method-tabs';
import { useAuthText } from '../../i18n/auth-i18n';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

type ForgotTab = 'email' | 'phone';

export interface ForgotModalProps {
  tab?: string | undefined;
  onClose: () => void;
  onLogin: () => void;
}

/** Forgot password: by email, or by phone when CHNGPASSVERIF3 is on (spec sections 4 and 6). */
export function ForgotModal({ tab, onClose, onLogin }: ForgotModalProps) {
  const { t } = useAuthText();
  const { permission } = useRemote();
  const id = useId();
  const phoneEnabled = isSwitchOn(permission, 'CHNGPASSVERIF3');
  const [active, setActive] = useState<ForgotTab>(tab === 'phone' && phoneEnabled ? 'phone' : 'email');
  const form = active === 'email' ? <ForgotByEmailForm onDone={onClose} /> : <ForgotByPhoneForm />;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('forgot_title')}
      size="md"
      closeLabel={t('close')}
      testId="forgot-modal"
      className="auth-modal"
      footer={<AuthSwitch text={t('remembered_password')} action={t('back_to_login')} onClick={onLogin} />}
    >
      <MethodTabs<ForgotTab>
        shown={phoneEnabled}
        tabs={[
          { id: 'email', label: t('tab_forgot_email') },
          { id: 'phone', label: t('tab_forgot_phone') },
        ]}
        value={active}
        onChange={setActive}
        ariaLabel={t('forgot_methods')}
        idPrefix={`${id}-forgot`}
      >
        {form}
      </MethodTabs>
    </Modal>
  );
}
