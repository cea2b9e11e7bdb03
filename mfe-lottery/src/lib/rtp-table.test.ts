// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BET_TYPES, betTypeRtp } from '@platform/lottery-engine';
import { expect, it } from 'vitest';
import { RTP_TABLE, rtpText } from './rtp-table';

const computed = () =>
  Object.fromEntries(
    BET_TYPES.map((betType) => {
      const { min, max } = betTypeRtp(betType);
      return [betType.id, { min: min.percent, max: max.percent }];
    }),
  );

it('holds the engine’s exact RTP of every bet type (UPDATE_RTP=1 rewrites it)', () => {
  const fresh = computed();
  if (process.env.UPDATE_RTP === '1') {
    const file = fileURLToPath(new URL('./rtp-table.json', import.meta.url));
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`);
    return;
  }
  expect(RTP_TABLE).toEqual(fresh);
}, 120_000);

it('shows one figure, or the range when cases differ', () => {
  expect(rtpText('ssc.position_digit')).toBe('97.00%');
  expect(rtpText('ssc.dragon_tiger')).toBe('95.00–97.75%');
  expect(rtpText('nope')).toBe('-');
});
