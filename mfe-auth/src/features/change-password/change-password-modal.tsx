import { changePasswordCall, passwordRuleOf } from '@platform/shared-contracts/client';
import { Button, Field, Modal } from '@platform/shared-ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { asApiError, detailsToFieldErrors, errorMessage } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { confirmProblem, newPasswordProblem } from '../../lib/password-check';
import { ruleHint } from '../../lib/rule-hint';
import { authStore, pendingLoginAtom, useAuthAtomValue } from '../../store';

type FieldName = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Errors = Partial<Record<FieldName, string>>;

export interface ChangePasswordModalProps {
  /** Forced (weak default or expired password): it cannot be closed until the password is changed. */
  forced: boolean;
  onClose: () => void;
}

/**
 * Change password (spec sections 4 and 5). After a login that must change its password, the old password is
 * the one just typed, so it is not asked again, and the held login finishes when the change succeeds.
 */
export function ChangePasswordModal({ forced, onClose }: ChangePasswordModalProps) {
  const { t } = useAuthText();
  const remote = useRemote();
  const { permission, bus, navigate, sessionClient } = remote;
  const pending = useAuthAtomValue(pendingLoginAtom);
  const id = useId();
  const knownOld = pending?.password ?? null;
  const rule = passwordRuleOf(permission.register);
  const api = useMemo(
    () =>
      pending
        ? sessionClient({ token: pending.login.token, merchantCode: pending.login.user.merchantCode })
        : remote.api,
    [pending, sessionClient, remote.api],
  );
  const [values, setValues] = useState<Record<FieldName, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = forced || pending !== null;

  const oldPassword = knownOld ?? values.oldPassword;

  const check = (name: FieldName, all = values): string | undefined => {
    switch (name) {
      case 'oldPassword':
        return knownOld === null && all.oldPassword === '' ? t('input_cannot_be_empty') : undefined;
      case 'newPassword': {
        const problem = newPasswordProblem(t, rule, all.newPassword);
        if (problem) return problem;
        return all.newPassword === (knownOld ?? all.oldPassword) ? t('same_as_old_password') : undefined;
      }
      case 'confirmNewPassword':
        return confirmProblem(t, all.newPassword, all.confirmNewPassword) ?? undefined;
    }
  };

  const set = (name: FieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const blur = (name: FieldName) => () => {
    if (values[name] !== '') setErrors((e) => ({ ...e, [name]: check(name) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    for (const name of ['oldPassword', 'newPassword', 'confirmNewPassword'] as const) {
      const problem = check(name);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api.call(changePasswordCall, {
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.newPassword,
      });
      if (pending) {
        authStore.set(pendingLoginAtom, null);
        // The held login is now complete; its flags are spent, so the host does not ask again.
        bus.emit('session:login', {
          login: { ...pending.login, weakPassword: false, passwordExpired: false },
          portal: pending.portal,
        });
      } else {
        bus.emit('popup:show', { icon: 'success', text: t('password_changed'), timeoutMs: 3000 });
      }
      onClose();
      navigate('/');
    } catch (error) {
      const fields = detailsToFieldErrors(
        t,
        error,
        ['oldPassword', 'newPassword', 'confirmNewPassword'],
        () => rule,
      );
      const { code } = asApiError(error);
      if (fields) setErrors(fields);
      else if (code === 'OLD_PASSWORD_WRONG' && knownOld === null)
        setErrors({ oldPassword: errorMessage(t, error) });
      else if (code === 'PASSWORDS_DIFFER') setErrors({ confirmNewPassword: errorMessage(t, error) });
      else setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  const reason = pending?.login.weakPassword
    ? t('change_password_weak_reason')
    : pending?.login.passwordExpired || forced
      ? t('change_password_expired_reason')
      : null;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('change_password_title')}
      size="md"
      dismissible={!locked}
      closeOnCover={!locked}
      closeLabel={t('close')}
      testId="change-password-modal"
      className="auth-modal"
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        {reason && <p className="auth-lead">{reason}</p>}
        {knownOld === null && (
          <Field label={t('field_oldPassword')} htmlFor={`${id}-old`} required error={errors.oldPassword}>
            <PasswordInput
              value={values.oldPassword}
              onChange={(e) => set('oldPassword')(e.target.value)}
              onBlur={blur('oldPassword')}
              autoComplete="current-password"
            />
          </Field>
        )}
        <Field
          label={t('field_newPassword')}
          htmlFor={`${id}-new`}
          required
          error={errors.newPassword}
          hint={ruleHint(t, rule)}
        >
          <PasswordInput
            value={values.newPassword}
            onChange={(e) => set('newPassword')(e.target.value)}
            onBlur={blur('newPassword')}
            autoComplete="new-password"
          />
        </Field>
        <Field
          label={t('field_confirmNewPassword')}
          htmlFor={`${id}-confirm`}
          required
          error={errors.confirmNewPassword}
        >
          <PasswordInput
            value={values.confirmNewPassword}
            onChange={(e) => set('confirmNewPassword')(e.target.value)}
            onBlur={blur('confirmNewPassword')}
            autoComplete="new-password"
          />
        </Field>
        <FormAlert message={alert} />
        <Button type="submit" size="lg" block loading={busy} data-testid="change-password-submit">
          {t('change_password_submit')}
        </Button>
      </form>
    </Modal>
  );
}
