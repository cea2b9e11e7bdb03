import { type LotteryKey, type LotteryT, textKey } from '../i18n/lottery-i18n';

/**
 * A short text of what a bet picked, for the slip and my bets: a position is named ("1st digit", "2nd car"), then
 * the options and numbers, e.g. "3rd digit · 1,3,5".
 */

/** What one place of a bet type's draw is called: PK10 places are cars, 11x5 places balls, others digits. */
function placeKey(betType: string): LotteryKey {
  if (betType.startsWith('pk10.')) return 'slip.position_car';
  if (betType.startsWith('11x5.')) return 'slip.position_ball';
  return 'slip.position_digit';
}

function describeValue(value: unknown): string {
  if (!Array.isArray(value)) return String(value);
  return value
    .map((item) => (Array.isArray(item) ? item.join('') : String(item)))
    .join(Array.isArray(value[0]) ? '|' : ',');
}

export function describeSelection(betType: string, selection: unknown, t: LotteryT): string {
  if (selection === null || typeof selection !== 'object') return String(selection ?? '');
  return Object.entries(selection)
    .map(([field, value]) =>
      (field === 'position' || field === 'target') && typeof value === 'number'
        ? t(placeKey(betType), { place: t(textKey('position', value)) })
        : describeValue(value),
    )
    .join(' · ');
}
