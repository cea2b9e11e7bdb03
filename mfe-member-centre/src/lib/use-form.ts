import { focusFirstInvalid } from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { detailsToFieldErrors, errorMessage } from '../errors/error-message';
import type { MemberT } from '../i18n/member-i18n';
import { type Problem, problemText } from './field-checks';

/**
 * The state every small form of the centre needs: values, errors beside the fields, one alert, and sending once.
 * `send` checks first (problems stay beside their fields), then calls; a refusal lands beside the field the
 * server names, else in the alert, unless `onRefused` places it itself (answering true). Errors placed by a press
 * take the focus to the first field showing one (`ref` goes on the form).
 */
export function useForm<F extends string>(t: MemberT, initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errorsPlaced, setErrorsPlaced] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as F[];

  useEffect(() => {
    if (errorsPlaced > 0) focusFirstInvalid(ref.current);
  }, [errorsPlaced]);
  const placeErrors = (update: (now: Partial<Record<F, string>>) => Partial<Record<F, string>>) => {
    setErrors(update);
    setErrorsPlaced((count) => count + 1);
  };

  const set = useCallback(
    (field: F) => (value: string) => {
      setValues((now) => ({ ...now, [field]: value }));
      setErrors((now) => ({ ...now, [field]: undefined }));
      setAlert(null);
    },
    [],
  );

  const showProblems = (problems: Partial<Record<F, Problem>>) => {
    const texts: Partial<Record<F, string>> = {};
    for (const field of fields) texts[field] = problemText(t, problems[field]);
    placeErrors(() => texts);
  };

  const send = async (
    problems: Partial<Record<F, Problem>>,
    call: () => Promise<void>,
    onRefused?: (error: unknown) => boolean,
  ) => {
    if (busy) return;
    showProblems(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await call();
    } catch (error) {
      if (onRefused?.(error)) return;
      const placed = detailsToFieldErrors(t, error, fields);
      if (placed) placeErrors(() => placed);
      else setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  /** Puts one message beside one field, e.g. a refusal that names it. */
  const fieldError = (field: F, message: string) => placeErrors((now) => ({ ...now, [field]: message }));

  return { ref, values, errors, alert, busy, set, send, fieldError, setAlert };
}
