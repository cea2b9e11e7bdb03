import { LIMITS } from '@platform/shared-contracts/client';
import { Button, focusIfLost, useCountdown } from '@platform/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useMessagePopup } from '../../components/message-popup';
import { errorMessage } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { useThrottle } from '../../lib/use-throttle';
import { smsResendAtAtom, useAuthAtom } from '../../store';

export interface SendCodeButtonProps {
  /**
   * Sends the code; answers the code's life in minutes, or null when the form refused to send (for example
   * the phone number is wrong and the form says so beside it).
   */
  send: () => Promise<{ expiredMinutes: number } | null>;
  /** Told about a failure after the popup is shown, e.g. to show the captcha it asked for. */
  onFailure?: (error: unknown) => void;
  disabled?: boolean;
  /** Which form's code this is ('login', 'register', 'reset', '2fa'); its countdown outlives a remount. */
  scope: string;
  /** The code box's id: once the code is sent the focus goes there, to type it (the button waits, disabled). */
  codeInputId?: string;
}

/**
 * "Send code": after a send it stays disabled for the code's life, expiry minutes x 60 seconds, counting down
 * (spec section 4, SMS code button); clicks are taken at most once a second (section 5); a failure shows the
 * server's message in a warning popup with a confirm button (section 8).
 */
export function SendCodeButton({
  send,
  onFailure,
  disabled = false,
  scope,
  codeInputId,
}: SendCodeButtonProps) {
  const { t } = useAuthText();
  const [resendAt, setResendAt] = useAuthAtom(smsResendAtAtom);
  const countdown = useCountdown();
  const { startUntil } = countdown;
  const until = resendAt[scope];

  useEffect(() => {
    if (until !== undefined && until > Date.now()) startUntil(until);
  }, [until, startUntil]);
  const [sending, setSending] = useState(false);
  const popup = useMessagePopup();
  const button = useRef<HTMLButtonElement>(null);

  const request = useThrottle(() => {
    if (countdown.running || sending) return;
    setSending(true);
    send()
      .then(
        (sent) => {
          if (!sent) return;
          const seconds = sent.expiredMinutes * LIMITS.smsCountdownSecondsPerExpiryMinute;
          setResendAt((all) => ({ ...all, [scope]: Date.now() + seconds * 1000 }));
          // The button is about to be disabled under the focus, which would fall to the page: it goes to the code.
          if (codeInputId) focusIfLost(document.getElementById(codeInputId), button.current);
        },
        (error: unknown) => {
          popup.show({ icon: 'warning', text: errorMessage(t, error) });
          onFailure?.(error);
        },
      )
      .finally(() => setSending(false));
  }, LIMITS.smsRequestThrottleMs);

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        className="auth-send-code"
        disabled={disabled || countdown.running}
        loading={sending}
        onClick={() => request()}
      >
        {countdown.running ? t('sms_resend_in', { seconds: countdown.remaining }) : t('sms_send_code')}
      </Button>
      {popup.element}
    </>
  );
}
