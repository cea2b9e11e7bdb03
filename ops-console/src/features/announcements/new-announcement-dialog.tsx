import { POPUP_EXECUTIONS } from '@platform/shared-contracts/client';
import { createAnnouncementCall, operatorAnnouncementsCall } from '@platform/shared-contracts/operator';
import { Field, Select, TextArea, TextInput } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { useCallMutation } from '../../lib/use-call';
import { isoOfUtcInput, utcMinuteInput } from './announcement-times';

/** What this dialog writes; a banner needs its art in each language and is provisioned with it. */
const KINDS = ['NOTICE', 'PROMOTION', 'POPUP'] as const;
const LANGUAGES = ['EN', 'CN', 'KM'] as const;
type Texts = Record<(typeof LANGUAGES)[number], string>;
const NO_TEXT: Texts = { EN: '', CN: '', KM: '' };
/** Each language's tag: its name, and what the operator writes in it, are in that language. */
const LANGUAGE_TAG: Record<(typeof LANGUAGES)[number], string> = { EN: 'en', CN: 'zh', KM: 'km' };

/** The texts as the contract takes them: English always (required), the others only when written. */
function textsOf(texts: Texts) {
  const given = Object.entries(texts).filter(([language, text]) => language === 'EN' || text.trim() !== '');
  return Object.fromEntries(given) as { EN: string; CN?: string; KM?: string };
}

/** Writes a notice, a promotion or a popup for the region: its texts in EN (required), CN and KM, and when. */
export function NewAnnouncementDialog({ merchantCode, onClose }: { merchantCode: string; onClose(): void }) {
  const { t } = useText();
  const id = useId();
  const mutation = useCallMutation(createAnnouncementCall, [operatorAnnouncementsCall]);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('NOTICE');
  const [execution, setExecution] = useState<(typeof POPUP_EXECUTIONS)[number]>('A');
  const [titles, setTitles] = useState<Texts>(NO_TEXT);
  const [contents, setContents] = useState<Texts>(NO_TEXT);
  const [startAt, setStartAt] = useState(() => utcMinuteInput(new Date()));
  const [endAt, setEndAt] = useState('');
  const inputOf = (reason: string) => ({
    kind,
    merchantCode,
    ...(kind === 'POPUP' ? { execution } : {}),
    titles: textsOf(titles),
    contents: textsOf(contents),
    startAt: isoOfUtcInput(startAt),
    ...(endAt ? { endAt: isoOfUtcInput(endAt) } : {}),
    reason,
  });
  return (
    <ActionDialog
      title={t('new_announcement')}
      summary={t('new_announcement_summary', { region: merchantCode })}
      confirmLabel={t('publish_announcement')}
      reasonField="reason"
      check={(reason) => fieldErrors(createAnnouncementCall.request, inputOf(reason), t)}
      send={(reason) => mutation.mutateAsync(inputOf(reason) as never)}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Field label={t('announcement_kind')} htmlFor={`${id}-kind`} required>
            <Select
              id={`${id}-kind`}
              value={kind}
              options={KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
              onChange={(event) => setKind(event.currentTarget.value as (typeof KINDS)[number])}
            />
          </Field>
          {kind === 'POPUP' && (
            <Field label={t('popup_audience')} htmlFor={`${id}-execution`} required>
              <Select
                id={`${id}-execution`}
                value={execution}
                options={POPUP_EXECUTIONS.map((e) => ({ value: e, label: t(`execution_${e}`) }))}
                onChange={(event) =>
                  setExecution(event.currentTarget.value as (typeof POPUP_EXECUTIONS)[number])
                }
              />
            </Field>
          )}
          {LANGUAGES.map((language) => (
            <fieldset key={language} className="ops-fieldset">
              <legend lang={LANGUAGE_TAG[language]}>{t(`language_${language}`)}</legend>
              <Field
                label={t('announcement_title')}
                htmlFor={`${id}-title-${language}`}
                required={language === 'EN'}
                error={language === 'EN' ? errors.titles : undefined}
              >
                <TextInput
                  id={`${id}-title-${language}`}
                  lang={LANGUAGE_TAG[language]}
                  value={titles[language]}
                  maxLength={200}
                  onChange={(event) => setTitles({ ...titles, [language]: event.currentTarget.value })}
                />
              </Field>
              <Field
                label={t('announcement_content')}
                htmlFor={`${id}-content-${language}`}
                required={language === 'EN'}
                error={language === 'EN' ? errors.contents : undefined}
              >
                <TextArea
                  id={`${id}-content-${language}`}
                  lang={LANGUAGE_TAG[language]}
                  value={contents[language]}
                  rows={3}
                  maxLength={20_000}
                  onChange={(event) => setContents({ ...contents, [language]: event.currentTarget.value })}
                />
              </Field>
            </fieldset>
          ))}
          <Field label={t('starts_utc')} htmlFor={`${id}-start`} required error={errors.startAt}>
            <TextInput
              id={`${id}-start`}
              type="datetime-local"
              value={startAt}
              onChange={(event) => setStartAt(event.currentTarget.value)}
            />
          </Field>
          <Field label={t('ends_utc')} htmlFor={`${id}-end`} hint={t('ends_hint')} error={errors.endAt}>
            <TextInput
              id={`${id}-end`}
              type="datetime-local"
              value={endAt}
              onChange={(event) => setEndAt(event.currentTarget.value)}
            />
          </Field>
          {errors[''] && <p className="ops-error">{errors['']}</p>}
        </>
      )}
    </ActionDialog>
  );
}
