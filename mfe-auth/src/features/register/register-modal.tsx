import { Modal, Spinner, TabPanel, Tabs } from '@platform/shared-ui';
import { type ReactNode, useId, useState } from 'react';
import { isSwitchOn, useRemote } from '../../app/remote-context';
import { AuthSwitch } from '../../components/auth-switch';
import { useAuthText } from '../../i18n/auth-i18n';
import type { RegisterTab } from './register-fields';
import { RegisterForm } from './register-form';
import { useAffiliateCheck } from './use-affiliate-check';

export interface RegisterModalProps {
  tab?: string | undefined;
  onClose: () => void;
  onLogin: () => void;
}

/** Registration by username (USERNAMEREG3) or by mobile (MOBILENUMREG3 or MOBILENUMPASSREG3). */
export function RegisterModal({ tab, onClose, onLogin }: RegisterModalProps) {
  const { t } = useAuthText();
  const { permission } = useRemote();
  const id = useId();
  const affiliate = useAffiliateCheck();
  const tabs: RegisterTab[] = [];
  if (isSwitchOn(permission, 'USERNAMEREG3')) tabs.push('username');
  if (isSwitchOn(permission, 'MOBILENUMREG3') || isSwitchOn(permission, 'MOBILENUMPASSREG3'))
    tabs.push('mobile');
  const [chosen, setChosen] = useState<RegisterTab | undefined>(() =>
    tab === 'mobile' || tab === 'username' ? tab : undefined,
  );
  const active = chosen && tabs.includes(chosen) ? chosen : tabs[0];

  let body: ReactNode;
  if (!active) body = <p className="auth-lead">{t('register_closed')}</p>;
  else if (affiliate.checking)
    body = (
      <div className="auth-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  else body = <RegisterForm key={active} tab={active} affiliate={affiliate} />;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('register_title')}
      size="md"
      closeOnCover={false}
      closeLabel={t('close')}
      testId="register-modal"
      className="auth-modal"
      footer={<AuthSwitch text={t('have_account')} action={t('login_now')} onClick={onLogin} />}
    >
      {active && tabs.length > 1 ? (
        <>
          <Tabs<RegisterTab>
            tabs={tabs.map((id) => ({
              id,
              label: t(id === 'username' ? 'tab_register_username' : 'tab_register_mobile'),
            }))}
            value={active}
            onChange={setChosen}
            ariaLabel={t('register_methods')}
            idPrefix={`${id}-register`}
            layout="fill"
            className="auth-tabs"
          />
          <TabPanel idPrefix={`${id}-register`} tabId={active}>
            {body}
          </TabPanel>
        </>
      ) : (
        body
      )}
    </Modal>
  );
}
