import {
  dayInZone,
  loginCall,
  newIdempotencyKey,
  permissionCall,
  transactionHistoryCall,
  walletTransferCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { giveDemoRegionVendorWallets } from './vendor-wallets';

// The account record's dates are calendar days of the member's region, in its time zone (a column of the region),
// whatever the server's own clock zone: a step made at 16:59 UTC and one made at 17:00 UTC fall on different days
// in Phnom Penh.

const HOUR = 3_600_000;
let server: TestServer;
/** How far the server's clock is ahead of the real one (the harness only moves it forward). */

beforeAll(async () => {
  server = await startTestServer();
  await giveDemoRegionVendorWallets(server);
});
afterAll(() => server.close());

/** Moves the server's clock forward to the next time of day `hh:mm:ss` UTC; it runs on from there. */
function advanceTo(utcTime: string): void {
  const [h, m, s] = utcTime.split(':').map(Number);
  const now = server.deps.now().getTime();
  const target = new Date(now);
  target.setUTCHours(h!, m!, s!, 0);
  if (target.getTime() <= now) target.setTime(target.getTime() + 24 * HOUR);
  server.advance(target.getTime() - now);
}

/** A transfer made at `utcTime` (plus the moments signing in takes); answers when it was recorded. */
async function transferAt(utcTime: string): Promise<{ member: TestClient; at: string }> {
  advanceTo(utcTime);
  const member = server.client();
  await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
  await member.call(walletTransferCall, {
    from: 'MAIN',
    to: 'TSLOT',
    amount: '1.00',
    idempotencyKey: newIdempotencyKey(),
  });
  const [latest] = (await member.call(transactionHistoryCall, { type: 'TRANSFER', pageSize: '1' })).content;
  return { member, at: latest!.createdAt };
}

const onDay = async (member: TestClient, day: string) =>
  (await member.call(transactionHistoryCall, { startDate: day, endDate: day, type: 'TRANSFER' })).content.map(
    (record) => record.createdAt,
  );

describe('the account record’s days', () => {
  it('turn at midnight in Phnom Penh: 16:59 UTC is the evening before 17:00 UTC', async () => {
    const before = await transferAt('16:59:30');
    const { member, at } = await transferAt('17:00:00');
    expect(before.at).toMatch(/T16:59:3\d/);
    expect(at).toMatch(/T17:00:0\d/);
    expect((await member.call(permissionCall, {})).timeZone).toBe('Asia/Phnom_Penh');
    const evening = dayInZone(new Date(before.at), 'Asia/Phnom_Penh');
    const nextDay = dayInZone(new Date(at), 'Asia/Phnom_Penh');
    expect(nextDay).not.toBe(evening);
    expect(await onDay(member, evening)).toContain(before.at);
    expect(await onDay(member, evening)).not.toContain(at);
    expect(await onDay(member, nextDay)).toEqual([at]);
  });

  it('follow the region’s own time zone column, not a fixed UTC+7', async () => {
    // Kathmandu is UTC+5:45: its day begins at 18:15 UTC, 75 minutes after Phnom Penh's.
    await server.sql("update regions set time_zone = 'Asia/Kathmandu' where merchant_code = 'DEMOKH'");
    try {
      const before = await transferAt('18:14:30');
      const { member, at } = await transferAt('18:15:00');
      expect((await member.call(permissionCall, {})).timeZone).toBe('Asia/Kathmandu');
      const day = dayInZone(new Date(before.at), 'Asia/Kathmandu');
      expect(await onDay(member, day)).toContain(before.at);
      expect(await onDay(member, day)).not.toContain(at);
      expect(await onDay(member, dayInZone(new Date(at), 'Asia/Kathmandu'))).toEqual([at]);
    } finally {
      await server.sql("update regions set time_zone = 'Asia/Phnom_Penh' where merchant_code = 'DEMOKH'");
    }
  });
});
