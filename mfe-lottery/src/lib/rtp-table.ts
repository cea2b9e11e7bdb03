import table from './rtp-table.json';

/**
 * Each bet type's RTP at its default odds, lowest and highest case in percent (decision 072). Worked out by the
 * engine ahead of time: the exact sums take seconds for the prize draws, too long for a phone opening the rules.
 * rtp-table.test.ts recomputes every row with the engine and fails when one differs.
 */
export type RtpRow = { min: string; max: string };
export const RTP_TABLE: Readonly<Record<string, RtpRow>> = table;

export function rtpText(betTypeId: string): string {
  const row = RTP_TABLE[betTypeId];
  if (!row) return '-';
  return row.min === row.max ? `${row.min}%` : `${row.min}–${row.max}%`;
}
