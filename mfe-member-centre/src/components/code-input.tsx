import { LIMITS } from '@platform/shared-contracts/client';
import { Button, TextInput } from '@platform/shared-ui';
import { useMemberText } from '../i18n/member-i18n';

/** A box for a code that was sent, with its send button counting down to the next send at the end. */
export function CodeInput({
  id,
  value,
  onChange,
  countdown,
  sending = false,
  onSend,
  sendTestId,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  countdown: { running: boolean; remaining: number };
  sending?: boolean;
  onSend: () => void;
  sendTestId: string;
}) {
  const { t } = useMemberText();
  return (
    <TextInput
      id={id}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.verificationCodeMaxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      end={
        <Button
          size="sm"
          variant="secondary"
          disabled={countdown.running}
          loading={sending}
          onClick={onSend}
          data-testid={sendTestId}
        >
          {countdown.running ? t('sms_resend_in', { seconds: countdown.remaining }) : t('sms_send_code')}
        </Button>
      }
    />
  );
}
