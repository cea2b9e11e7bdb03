import { POPUP_EXECUTIONS } from '@platform/shared-contracts/client';
import {
  createAnnouncementCall,
  type OperatorAnnouncement,
  operatorAnnouncementsCall,
  updateAnnouncementCall,
} from '@platform/shared-contracts/operator';
import { Field, Select, TextArea, TextInput } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { useCallMutation } from '../../lib/use-call';
import { isoOfUtcInput, utcMinuteInput } from './announcement-times';

/** What this dialog writes and edits; a banner needs its art in each language and is provisioned with it. */
const WRITTEN_KINDS = ['NOTICE', 'PROMOTION', 'POPUP'] as const;
type WrittenKind = (typeof WRITTEN_KINDS)[number];
const LANGUAGES = ['EN', 'CN', 'KM'] as const;
type Texts = Record<(typeof LANGUAGES)[number], string>;
const NO_TEXT: Texts = { EN: '', CN: '', KM: '' };
/** Each language's tag: its name, and what the operator writes in it, are in that language. */
const LANGUAGE_TAG: Record<(typeof LANGUAGES)[number], string> = { EN: 'en', CN: 'zh', KM: 'km' };

/** An announcement's texts in the dialog's three languages ('' where it has none). */
function textsIn(texts: Record<string, string>): Texts {
  return { EN: texts.EN ?? '', CN: texts.CN ?? '', KM: texts.KM ?? '' };
}

/** Whether this dialog edits the announcement: a notice, promotion or popup not yet ended. */
export function editable(item: OperatorAnnouncement): boolean {
  return item.state !== 'ENDED' && (WRITTEN_KINDS as readonly string[]).includes(item.kind);
}

/** The texts as the contract takes them: English always (required), the others only when written. */
function textsOf(texts: Texts) {
  const given = Object.entries(texts).filter(([language, text]) => language === 'EN' || text.trim() !== '');
  return Object.fromEntries(given) as { EN: string; CN?: string; KM?: string };
}

/**
 * Writes a notice, a promotion or a popup for the region, or edits one not yet ended (`editing`: its kind and region
 * stay): its texts in EN (required), CN and KM, and when. An edit sends every field, so a cleared CN or KM text is
 * removed and a cleared end lets it run until ended.
 */
export function AnnouncementDialog({
  merchantCode,
  editing,
  onClose,
}: {
  merchantCode: string;
  editing?: OperatorAnnouncement;
  onClose(): void;
}) {
  const { t } = useText();
  const id = useId();
  const create = useCallMutation(createAnnouncementCall, [operatorAnnouncementsCall]);
  const update = useCallMutation(updateAnnouncementCall, [operatorAnnouncementsCall]);
  const [kind, setKind] = useState<WrittenKind>((editing?.kind as WrittenKind | undefined) ?? 'NOTICE');
  const [execution, setExecution] = useState<(typeof POPUP_EXECUTIONS)[number]>(editing?.execution ?? 'A');
  const [titles, setTitles] = useState<Texts>(() => (editing ? textsIn(editing.titles) : NO_TEXT));
  const [contents, setContents] = useState<Texts>(() => (editing ? textsIn(editing.contents) : NO_TEXT));
  const [startAt, setStartAt] = useState(() =>
    utcMinuteInput(editing ? new Date(editing.startAt) : new Date()),
  );
  const [endAt, setEndAt] = useState(() => (editing?.endAt ? utcMinuteInput(new Date(editing.endAt)) : ''));
  const written = {
    ...(kind === 'POPUP' ? { execution } : {}),
    titles: textsOf(titles),
    contents: textsOf(contents),
    startAt: isoOfUtcInput(startAt),
  };
  const createOf = (reason: string) => ({
    kind,
    merchantCode,
    ...written,
    ...(endAt ? { endAt: isoOfUtcInput(endAt) } : {}),
    reason,
  });
  const updateOf = (announcement: number, reason: string) => ({
    id: announcement,
    ...written,
    endAt: endAt ? isoOfUtcInput(endAt) : null,
    reason,
  });
  const call = editing
    ? {
        title: `${t('edit_announcement')}: ${editing.titles.EN ?? ''}`,
        summary: t('edit_announcement_summary', { region: editing.merchantCode }),
        confirm: t('save_announcement'),
        check: (reason: string) =>
          fieldErrors(updateAnnouncementCall.request, updateOf(editing.id, reason), t),
        send: (reason: string) => update.mutateAsync(updateOf(editing.id, reason)),
      }
    : {
        title: t('new_announcement'),
        summary: t('new_announcement_summary', { region: merchantCode }),
        confirm: t('publish_announcement'),
        check: (reason: string) => fieldErrors(createAnnouncementCall.request, createOf(reason), t),
        send: (reason: string) => create.mutateAsync(createOf(reason) as never),
      };
  return (
    <ActionDialog
      title={call.title}
      summary={call.summary}
      confirmLabel={call.confirm}
      reasonField="reason"
      check={call.check}
      send={call.send}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Field label={t('announcement_kind')} htmlFor={`${id}-kind`} required>
            <Select
              id={`${id}-kind`}
              value={kind}
              disabled={editing !== undefined}
              options={WRITTEN_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
              onChange={(event) => setKind(event.currentTarget.value as WrittenKind)}
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
