import { type LotteryT, textKey, useLotteryText } from '../i18n/lottery-i18n';
import { shownNumbers } from '../lib/queries';
import type { LotteryResult } from '../lib/types';
import { DrawBalls } from './draw-balls';

/**
 * A result in words: its numbers, or for a draw that has none (missed and cancelled, refunded) what became of it,
 * never an empty line under "Last result".
 */
export function resultWords(t: LotteryT, gameCode: string, result: LotteryResult): string {
  const numbers = shownNumbers(gameCode, result.numbers);
  return numbers.length > 0 ? numbers.join(' ') : t(textKey('state', result.state));
}

/** A result's numbers as balls (rolling in when `reveal`), or what became of a draw that has none. */
export function ResultNumbers({
  gameCode,
  result,
  reveal = false,
}: {
  gameCode: string;
  result: LotteryResult;
  reveal?: boolean;
}) {
  const { t } = useLotteryText();
  const numbers = shownNumbers(gameCode, result.numbers);
  if (numbers.length === 0)
    return <span className="lottery-result-state">{resultWords(t, gameCode, result)}</span>;
  return <DrawBalls numbers={numbers} label={t('numbers')} reveal={reveal} />;
}
