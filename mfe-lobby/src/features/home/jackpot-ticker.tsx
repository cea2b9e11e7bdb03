import { useEffect, useState } from 'react';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { formatJackpot, jackpotStart, jackpotStep } from './jackpot';

/** The jackpot ticker of the home page: a random start, then 100-500 more every 3, 4 or 5 seconds. */
export function JackpotTicker() {
  const { t } = useLobbyText();
  const [value, setValue] = useState(jackpotStart);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const step = jackpotStep();
      timer = setTimeout(() => {
        setValue((now) => now + step.add);
        next();
      }, step.afterMs);
    };
    next();
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="lobby-jackpot" aria-label={t('jackpot')} data-testid="jackpot">
      <span className="lobby-jackpot__label">{t('jackpot')}</span>
      <output className="lobby-jackpot__value" aria-live="off">
        {formatJackpot(value)}
      </output>
    </section>
  );
}
