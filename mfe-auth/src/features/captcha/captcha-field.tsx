import { Field, Icon, Spinner, TextInput } from '@platform/shared-ui';
import { useAuthText } from '../../i18n/auth-i18n';
import type { CaptchaState } from './use-captcha';

export interface CaptchaFieldProps {
  id: string;
  captcha: CaptchaState;
  error?: string | undefined;
}

/** The captcha box: the answer, and the image beside it, which loads a new one when tapped. */
export function CaptchaField({ id, captcha, error }: CaptchaFieldProps) {
  const { t } = useAuthText();
  if (!captcha.shown) return null;
  return (
    <Field label={t('field_captcha')} htmlFor={id} required error={error}>
      <div className="auth-captcha">
        <TextInput
          className="auth-captcha__answer"
          value={captcha.answer}
          onChange={(event) => captcha.setAnswer(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={16}
          placeholder={t('ph_captcha')}
        />
        <button
          type="button"
          className="auth-captcha__image"
          onClick={captcha.refresh}
          aria-label={t('captcha_refresh')}
          data-testid="captcha-refresh"
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('captcha_image_alt')} width={120} height={40} />
          ) : captcha.loading ? (
            <Spinner size="sm" label={t('loading')} />
          ) : (
            <span className="auth-captcha__failed">{t('captcha_load_failed')}</span>
          )}
          <span className="auth-captcha__refresh" aria-hidden="true">
            <Icon name="refresh" size={14} />
          </span>
        </button>
      </div>
    </Field>
  );
}
