import { Button, Field, Modal, TextArea } from '@platform/shared-ui';
import { type ReactNode, useId, useState } from 'react';
import { useText } from '../i18n/console-i18n';
import { ErrorMessage } from './error-message';

export type FieldErrors = Record<string, string>;

export interface ActionDialogProps {
  title: string;
  /** What will change, in words, so the operator confirms knowingly. */
  summary?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The name of the why-field in the call's input (`reason`, or `remark` when optional); none: no such field. */
  reasonField?: string;
  reasonRequired?: boolean;
  /** Field errors of the call's input built with this reason (from its request schema); null when it is valid. */
  check(reason: string): FieldErrors | null;
  send(reason: string): Promise<unknown>;
  onClose(): void;
  /** The dialog's own fields (share, payout reference, amount), shown above the reason with their errors. */
  children?: (errors: FieldErrors) => ReactNode;
}

/** Every change asks why (kept in the audit) and is confirmed here before it is sent. */
export function ActionDialog({
  title,
  summary,
  confirmLabel,
  danger,
  reasonField,
  reasonRequired = true,
  check,
  send,
  onClose,
  children,
}: ActionDialogProps) {
  const { t } = useText();
  const id = useId();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const found = check(reason);
    setErrors(found ?? {});
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(reason);
      onClose();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel={t('close')}
      testId="action-dialog"
      footer={
        <div className="ops-dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="ops-dialog-body">
        {summary && <p className="ops-dialog-summary">{summary}</p>}
        {children?.(errors)}
        {reasonField && (
          <Field
            label={t('reason')}
            htmlFor={`${id}-reason`}
            required={reasonRequired}
            error={errors[reasonField]}
          >
            <TextArea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </Field>
        )}
        <ErrorMessage error={failure} />
      </div>
    </Modal>
  );
}
