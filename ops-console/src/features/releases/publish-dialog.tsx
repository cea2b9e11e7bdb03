import { REMOTES } from '@platform/shared-contracts/client';
import {
  operatorReleasesCall,
  publishReleaseCall,
  releaseAuditCall,
} from '@platform/shared-contracts/operator';
import { Field, Select, TextInput } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { useCallMutation } from '../../lib/use-call';

const REMOTE_NAMES = Object.values(REMOTES).map((remote) => remote.name);

/**
 * Publishes a release the store already holds (what `pnpm release` printed): the server checks its integrity and
 * compatibility; publishing gives it no traffic yet.
 */
export function PublishDialog({ onClose }: { onClose(): void }) {
  const { t } = useText();
  const id = useId();
  const mutation = useCallMutation(publishReleaseCall, [operatorReleasesCall, releaseAuditCall]);
  const [form, setForm] = useState({ remote: REMOTE_NAMES[0] ?? '', version: '', integrity: '' });
  const inputOf = (reason: string) => ({
    remote: form.remote,
    version: form.version.trim(),
    integrity: form.integrity.trim(),
    reason,
  });
  return (
    <ActionDialog
      title={t('publish_release')}
      summary={t('publish_summary')}
      confirmLabel={t('publish')}
      reasonField="reason"
      check={(reason) => fieldErrors(publishReleaseCall.request, inputOf(reason), t)}
      send={(reason) => mutation.mutateAsync(inputOf(reason) as never)}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <Field label={t('remote')} htmlFor={`${id}-remote`} required error={errors.remote}>
            <Select
              id={`${id}-remote`}
              value={form.remote}
              options={REMOTE_NAMES.map((name) => ({ value: name, label: name }))}
              onChange={(event) => setForm({ ...form, remote: event.currentTarget.value })}
            />
          </Field>
          <Field label={t('version')} htmlFor={`${id}-version`} required error={errors.version}>
            <TextInput
              id={`${id}-version`}
              value={form.version}
              placeholder="1.2.3"
              onChange={(event) => setForm({ ...form, version: event.currentTarget.value })}
            />
          </Field>
          <Field label={t('integrity')} htmlFor={`${id}-integrity`} required error={errors.integrity}>
            <TextInput
              id={`${id}-integrity`}
              value={form.integrity}
              placeholder="sha384-…"
              onChange={(event) => setForm({ ...form, integrity: event.currentTarget.value })}
            />
          </Field>
        </>
      )}
    </ActionDialog>
  );
}
