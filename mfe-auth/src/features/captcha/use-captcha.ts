import { captchaCall, LIMITS } from '@platform/shared-contracts/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { isCaptchaRequired } from '../../errors/error-message';
import { useThrottle } from '../../lib/use-throttle';

export interface CaptchaState {
  /** Whether the form shows the captcha box. */
  shown: boolean;
  captchaId: string | null;
  /** A data: URL of the PNG, or null while loading or after a failure. */
  image: string | null;
  loading: boolean;
  failed: boolean;
  answer: string;
  setAnswer: (answer: string) => void;
  show: () => void;
  /** Asks the server for a new image; at most once per second (spec section 5). */
  refresh: () => void;
  /**
   * After a refused submit: a shown captcha is used up (each answers once), so a fresh one loads; a hidden
   * one appears when the refusal asks for it.
   */
  afterFailure: (error: unknown) => void;
  /** After the shown captcha was sent: it is used up, so a fresh one loads. */
  renew: () => void;
  /** The human-check fields for a request: empty while the box is hidden. */
  fields: () => { captchaId?: string; captcha?: string };
}

/** A captcha that appears on demand (a refusal carrying `captchaRequired`) or from the start. */
export function useCaptcha(initiallyShown = false): CaptchaState {
  const { api } = useRemote();
  const [shown, setShown] = useState(initiallyShown);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState('');
  const request = useRef(0);

  const load = useCallback(() => {
    const id = ++request.current;
    setLoading(true);
    setFailed(false);
    api.call(captchaCall, {}).then(
      (captcha) => {
        if (id !== request.current) return;
        setCaptchaId(captcha.captchaId);
        setImage(`data:image/png;base64,${captcha.image}`);
        setLoading(false);
      },
      () => {
        if (id !== request.current) return;
        setImage(null);
        setFailed(true);
        setLoading(false);
      },
    );
  }, [api]);

  const refresh = useThrottle(() => {
    setAnswer('');
    load();
  }, LIMITS.captchaRefreshThrottleMs);

  useEffect(() => {
    if (shown) load();
    return () => {
      request.current += 1;
    };
  }, [shown, load]);

  return {
    shown,
    captchaId,
    image,
    loading,
    failed,
    answer,
    setAnswer,
    show: useCallback(() => setShown(true), []),
    refresh: () => {
      refresh();
    },
    afterFailure: (error: unknown) => {
      if (shown) {
        setAnswer('');
        load();
      } else if (isCaptchaRequired(error)) {
        setShown(true);
      }
    },
    renew: () => {
      if (!shown) return;
      setAnswer('');
      load();
    },
    fields: () => (shown && captchaId ? { captchaId, captcha: answer.trim() } : {}),
  };
}
