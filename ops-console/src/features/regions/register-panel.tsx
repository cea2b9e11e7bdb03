import {
  operatorRegionSettingsCall,
  type RegionSettings,
  updateRegisterSettingsCall,
} from '@platform/shared-contracts/operator';
import { Button, Checkbox, Field, TextInput, Toggle, VisuallyHidden } from '@platform/shared-ui';
import { useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { TableScroll } from '../../lib/table-scroll';
import { useCallMutation } from '../../lib/use-call';

type Draft = Pick<RegionSettings, 'registerFields' | 'registerCaptcha' | 'smsHumanCheck'> & {
  agreementAge: string;
};

const draftOf = (settings: RegionSettings): Draft => ({
  registerFields: settings.registerFields,
  registerCaptcha: settings.registerCaptcha,
  smsHumanCheck: settings.smsHumanCheck,
  agreementAge: String(settings.agreementAge),
});

/** Which register fields show and are required, the captcha, the SMS human check and the agreement age. */
export function RegisterPanel({ settings }: { settings: RegionSettings }) {
  const { t } = useText();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useCallMutation(updateRegisterSettingsCall, [operatorRegionSettingsCall]);
  const inputOf = (reason: string) => ({
    merchantCode: settings.merchantCode,
    fields: draft.registerFields.map(({ field, enabled, required }) => ({ field, enabled, required })),
    registerCaptcha: draft.registerCaptcha,
    smsHumanCheck: draft.smsHumanCheck,
    agreementAge: draft.agreementAge.trim() === '' ? Number.NaN : Number(draft.agreementAge),
    reason,
  });
  const setField = (index: number, change: { enabled?: boolean; required?: boolean }) =>
    setDraft({
      ...draft,
      registerFields: draft.registerFields.map((f, i) => (i === index ? { ...f, ...change } : f)),
    });
  const review = () => {
    // Everything but the reason is checked before the dialog opens, so the form shows where it is wrong.
    const found = fieldErrors(updateRegisterSettingsCall.request, inputOf('-'), t);
    setErrors(found ?? {});
    if (!found) setConfirming(true);
  };

  return (
    <section className="ops-section" aria-labelledby="region-register">
      <h2 id="region-register">{t('register_settings')}</h2>
      <TableScroll label={t('register_settings')}>
        <table className="ops-table">
          <thead>
            <tr>
              <th>{t('register_field')}</th>
              <th>{t('shown')}</th>
              <th>{t('required')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.registerFields.map((f, index) => (
              <tr key={f.field}>
                <td className="ops-mono">{f.field}</td>
                <td>
                  <Checkbox
                    id={`field-${f.field}-enabled`}
                    label={<VisuallyHidden>{t('shown_of', { field: f.field })}</VisuallyHidden>}
                    checked={f.enabled}
                    onChange={(enabled) =>
                      setField(index, enabled ? { enabled } : { enabled, required: false })
                    }
                  />
                </td>
                <td>
                  <Checkbox
                    id={`field-${f.field}-required`}
                    label={<VisuallyHidden>{t('required_of', { field: f.field })}</VisuallyHidden>}
                    checked={f.required}
                    onChange={(required) =>
                      setField(index, required ? { required, enabled: true } : { required })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {errors.fields && <p className="ops-error">{errors.fields}</p>}
      <div className="ops-register-options">
        <Toggle
          label={t('register_captcha')}
          checked={draft.registerCaptcha}
          onChange={(registerCaptcha) => setDraft({ ...draft, registerCaptcha })}
        />
        <Toggle
          label={t('sms_human_check')}
          checked={draft.smsHumanCheck}
          onChange={(smsHumanCheck) => setDraft({ ...draft, smsHumanCheck })}
        />
        <Field label={t('agreement_age')} htmlFor="agreement-age" error={errors.agreementAge}>
          <TextInput
            id="agreement-age"
            inputMode="numeric"
            value={draft.agreementAge}
            onChange={(event) => setDraft({ ...draft, agreementAge: event.currentTarget.value })}
          />
        </Field>
      </div>
      <div className="ops-actions">
        <Button onClick={review}>{t('save_register')}</Button>
        <Button variant="ghost" onClick={() => setDraft(draftOf(settings))}>
          {t('discard')}
        </Button>
      </div>
      {confirming && (
        <ActionDialog
          title={t('save_register')}
          summary={t('register_summary', { region: settings.merchantCode })}
          confirmLabel={t('save')}
          reasonField="reason"
          check={(reason) => fieldErrors(updateRegisterSettingsCall.request, inputOf(reason), t)}
          send={(reason) => mutation.mutateAsync(inputOf(reason) as never)}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
