import { Checkbox, Modal } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { isSwitchOn, useRemote } from '../../app/remote-context';
import { AuthSwitch } from '../../components/auth-switch';
import { MethodTabs } from '../../components/method-tabs';
import { useAuthText } from '../../i18n/auth-i18n';
import { authStore, loginHandoffAtom } from '../../store';
import { FreePlayButton } from '../free-play/free-play-button';
import { forget, readRemembered, remember } from './remember-me';
import { SmsLoginForm } from './sms-login-form';
import { UsernameLoginForm } from './username-login-form';

type LoginTab = 'username' | 'sms';

export interface LoginModalProps {
  /** The tab asked for by `auth:open`, if any. */
  tab?: string | undefined;
  onClose: () => void;
  onRegister: () => void;
  onForgot: () => void;
}

/** The login modal: username or SMS, remember me, forgot password, free play, and the way to register. */
export function LoginModal({ tab, onClose, onRegister, onForgot }: LoginModalProps) {
  const { t } = useAuthText();
  const { permission } = useRemote();
  const id = useId();
  const smsEnabled = isSwitchOn(permission, 'MOBILEVERCODELOGIN3');
  // Read once per opening: what the last login kept, and what the header login hands over.
  const [remembered] = useState(readRemembered);
  const [handoff] = useState(() => {
    const value = authStore.get(loginHandoffAtom);
    authStore.set(loginHandoffAtom, null);
    return value;
  });
  const [active, setActive] = useState<LoginTab>(() => {
    if (handoff) return 'username';
    const wanted = tab === 'sms' || tab === 'username' ? tab : remembered?.sms ? 'sms' : 'username';
    return wanted === 'sms' && smsEnabled ? 'sms' : 'username';
  });
  const [keep, setKeep] = useState(remembered !== null);

  const keepOrForget = (username: string, sms: boolean) => {
    if (keep) remember({ username, sms });
    else forget();
  };

  const extras = (
    <div className="auth-row">
      <Checkbox id={`${id}-remember`} checked={keep} onChange={setKeep} label={t('remember_me')} />
      <button type="button" className="auth-link" onClick={onForgot}>
        {t('forgot_password_link')}
      </button>
    </div>
  );

  const form =
    active === 'username' ? (
      <UsernameLoginForm
        initialUsername={handoff?.username ?? remembered?.username ?? ''}
        captchaRequired={handoff?.captchaRequired ?? false}
        onAccepted={(username) => keepOrForget(username, false)}
      >
        {extras}
      </UsernameLoginForm>
    ) : (
      <SmsLoginForm onAccepted={() => keepOrForget(remembered?.username ?? '', true)}>{extras}</SmsLoginForm>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={t('login_title')}
      size="md"
      closeLabel={t('close')}
      testId="login-modal"
      className="auth-modal"
      footer={<AuthSwitch text={t('no_account')} action={t('register_now')} onClick={onRegister} />}
    >
      <MethodTabs<LoginTab>
        shown={smsEnabled}
        tabs={[
          { id: 'username', label: t('tab_username_login') },
          { id: 'sms', label: t('tab_sms_login') },
        ]}
        value={active}
        onChange={setActive}
        ariaLabel={t('login_methods')}
        idPrefix={`${id}-login`}
      >
        {form}
      </MethodTabs>
      <div className="auth-alternatives">
        {isSwitchOn(permission, 'FREEPLAY3') && (
          <p className="auth-divider">
            <span>{t('or')}</span>
          </p>
        )}
        <FreePlayButton />
      </div>
    </Modal>
  );
}
