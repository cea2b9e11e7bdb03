import {
  type TwoFactorMethod,
  verifyLoginCall,
  verifyLoginCodeCall,
} from '@platform/shared-contracts/client';
import { Button, Modal } from '@platform/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { asApiError, errorMessage } from '../../errors/error-message';
import { type AuthKey, useAuthText } from '../../i18n/auth-i18n';
import { useFinishLogin } from '../../session/finish-login';
import { authStore, pendingChallengeAtom, useAuthAtomValue } from '../../store';
import { VerificationCodeField } from '../sms-code/verification-code-field';

/**
 * The checks this client can ask (decision 030): each sends a code to a contact the account registered, and the
 * code is the proof; the spec's "mobile" and "email" are the labels the member picks by.
 */
const METHODS: Partial<Record<TwoFactorMethod, { label: AuthKey; prompt: AuthKey }>> = {
  SMS_CODE: { label: 'verify_method_mobile', prompt: 'verify_prompt_sms' },
  EMAIL: { label: 'verify_method_email', prompt: 'verify_prompt_email' },
};

/** A challenge that cannot be answered any more: the player starts the login again. */
const FATAL = new Set(['VERIFICATION_REQUIRED', 'TOO_MANY_ATTEMPTS', 'VERIFICATION_CODE_EXPIRED']);

export interface VerifyModalProps {
  onClose: () => void;
  onRestart: () => void;
}

/** Login from an unregistered IP (spec section 4, decisions 005 and 030): a code to a registered contact, then the login. */
export function VerifyModal({ onClose, onRestart }: VerifyModalProps) {
  const { t } = useAuthText();
  const { api } = useRemote();
  const finishLogin = useFinishLogin();
  const pending = useAuthAtomValue(pendingChallengeAtom);
  const id = useId();
  const methods = (pending?.challenge.methods ?? []).filter((m) => METHODS[m] !== undefined);
  const [method, setMethod] = useState<TwoFactorMethod | undefined>(methods[0]);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    authStore.set(pendingChallengeAtom, null);
    onClose();
  };

  if (!pending || !method) {
    return (
      <Modal
        open
        onClose={close}
        title={t('verify_title')}
        size="sm"
        closeLabel={t('close')}
        testId="verify-modal"
      >
        <p className="auth-lead">{t('verify_nothing_to_check')}</p>
        <Button block onClick={onRestart}>
          {t('back_to_login')}
        </Button>
      </Modal>
    );
  }
  const current = METHODS[method]!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = answer.trim();
    if (!value) {
      setError(t('code_required'));
      return;
    }
    setError(undefined);
    setAlert(null);
    setBusy(true);
    try {
      const login = await api.call(verifyLoginCall, {
        challengeId: pending.challenge.challengeId,
        method,
        answer: value,
      });
      authStore.set(pendingChallengeAtom, null);
      finishLogin(login, { kind: 'verify', password: pending.password, portal: pending.portal });
    } catch (failure) {
      const { code } = asApiError(failure);
      if (FATAL.has(code)) setExpired(true);
      if (code === 'VERIFICATION_CODE_INVALID') setError(errorMessage(t, failure));
      else setAlert(errorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={close}
      title={t('verify_title')}
      size="md"
      closeOnCover={false}
      closeLabel={t('close')}
      testId="verify-modal"
      className="auth-modal"
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="auth-lead">{t('verify_lead')}</p>
        {methods.length > 1 && (
          <fieldset className="auth-methods">
            <legend className="auth-methods__legend">{t('verify_choose_method')}</legend>
            {methods.map((m) => (
              <label key={m} className="auth-methods__option" data-selected={m === method || undefined}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={m}
                  checked={m === method}
                  onChange={() => {
                    setMethod(m);
                    setAnswer('');
                    setError(undefined);
                  }}
                />
                <span>{t(METHODS[m]!.label)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <VerificationCodeField
          key={method}
          id={`${id}-answer`}
          value={answer}
          onChange={setAnswer}
          error={error}
          hint={t(current.prompt)}
          send={() => api.call(verifyLoginCodeCall, { challengeId: pending.challenge.challengeId, method })}
          scope={`2fa-${method}-${pending.challenge.challengeId}`}
        />
        <FormAlert message={alert} />
        {expired ? (
          <Button size="lg" block variant="secondary" onClick={onRestart}>
            {t('back_to_login')}
          </Button>
        ) : (
          <Button type="submit" size="lg" block loading={busy} data-testid="verify-submit">
            {t('verify_submit')}
          </Button>
        )}
      </form>
    </Modal>
  );
}
