import { captchaCall, LIMITS } from '@platform/shared-contracts/client';
import { useCallback, useRef, useState } from 'react';
import { useRemote } from '../../app/remote-context';

/**
 * The captcha some regions put in front of an SMS code (the server refuses with CAPTCHA_CHECK_FAILED): hidden
 * until asked for, each image answers once, so a used one is replaced.
 */
export function useCaptcha() {
  const { api } = useRemote();
  const [shown, setShown] = useState(false);
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const request = useRef(0);
  const refreshedAt = useRef(Number.NEGATIVE_INFINITY);

  const load = useCallback(() => {
    const mine = ++request.current;
    setAnswer('');
    api.call(captchaCall, {}).then(
      (next) => mine === request.current && setCaptcha({ id: next.captchaId, image: next.image }),
      () => mine === request.current && setCaptcha(null),
    );
  }, [api]);

  return {
    shown,
    image: captcha ? `data:image/png;base64,${captcha.image}` : null,
    answer,
    setAnswer,
    /** The player asks for another image: at most once a second (spec section 5); quicker presses are dropped. */
    refresh: () => {
      if (Date.now() - refreshedAt.current < LIMITS.captchaRefreshThrottleMs) return;
      refreshedAt.current = Date.now();
      load();
    },
    /** The server asked for it: show a fresh one. */
    demand: () => {
      setShown(true);
      load();
    },
    /** A shown captcha was sent: it is used up. */
    renew: () => shown && load(),
    fields: (): { captchaId?: string; captcha?: string } =>
      shown && captcha ? { captchaId: captcha.id, captcha: answer.trim() } : {},
  };
}
