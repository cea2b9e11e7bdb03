import { LIMITS } from '@platform/shared-contracts/client';
import { Button, focusIfLost, TextInput } from '@platform/shared-ui';
import { useEffect, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  // Sent: the button waits, disabled, and would drop the focus to the page; it goes to the box, to type the code.
  useEffect(() => {
    if (!countdown.running || !pressed.current) return;
    pressed.current = false;
    focusIfLost(input.current, button.current);
  }, [countdown.running]);
  return (
    <TextInput
      ref={input}
      id={id}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.verificationCodeMaxLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      end={
        <Button
          ref={button}
          size="sm"
          variant="secondary"
          disabled={countdown.running}
          loading={sending}
          onClick={() => {
            pressed.current = true;
            onSend();
          }}
          data-testid={sendTestId}
        >
          {countdown.running ? t('sms_resend_in', { seconds: countdown.remaining }) : t('sms_send_code')}
        </Button>
      }
    />
  );
}
