import {
  announcementContentCall,
  createAnnouncementCall,
  createDepositCall,
  formatMoney,
  loginCall,
  memberInfoCall,
  newIdempotencyKey,
  operatorMemberRgCall,
  parseMoney,
  RG_RAISE_DELAY_MS,
  rgOverviewCall,
  rgRealityCheckCall,
  selfExcludeCall,
  setRgMoneyLimitCall,
  setRgRealityCheckCall,
  setRgSessionTimeCall,
  startCoolingOffCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seamlessWallet } from '../src/modules/seamless-wallet/seamless-wallet';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { newBettor } from './lottery-fixtures';
import { refusal } from './refusal';
import { openSlot, sessionFor, walletBalance } from './seamless-fixtures';

// Responsible gaming over real HTTP (decisions 104, 105): each limit refuses the bet or deposit that passes it, the
// 24-hour rule on the server's clock, and cooling-off and self-exclusion ending sessions and refusing login.

const _SLOT = 'HOUSE_SLOT_TEMPLE';
const PASSWORD = 'lottery-pass-1';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Limits count per region day: each test starts just after a region midnight, whatever the hour it runs at.
beforeEach(() => server.advanceToNextDayIn());

/** A new member, logged in, who can log in again after the clock moved past the session's end. */
async function player(balance: bigint) {
  const bettor = await newBettor(server, balance);
  const [row] = await server.sql<{ account: string }>('select account from members where id = $1', [
    bettor.id,
  ]);
  const account = row?.account as string;
  return {
    ...bettor,
    account,
    async relogin(): Promise<TestClient> {
      const client = server.client();
      await client.call(loginCall, { username: account, password: PASSWORD });
      return client;
    },
  };
}

const limitOf = async (member: TestClient, kind: string, period: string) =>
  (await member.call(rgOverviewCall, {})).moneyLimits.find((l) => l.kind === kind && l.period === period);

describe('loss and wager limits', () => {
  it('refuses the spin that would take the day’s wagers past the limit, and nothing moves', async () => {
    const { client: member, id } = await newBettor(server, 1_000_00n);
    await member.call(setRgMoneyLimitCall, { kind: 'WAGER', period: 'DAY', amount: '1.00' });
    const slot = await openSlot(server, member);
    // Bet level 0 stakes 0.20: five spins reach 1.00 exactly, the sixth would pass it.
    for (let i = 0; i < 5; i += 1) expect((await slot.spin()).round.stake).toBe('0.20');
    const before = await walletBalance(server, id);
    expect(await refusal(slot.spin())).toBe('LIMIT_REACHED');
    expect(await walletBalance(server, id)).toBe(before);
    expect(await limitOf(member, 'WAGER', 'DAY')).toMatchObject({ amount: '1.00', used: '1.00' });
  });

  it('refuses the spin whose stake, if lost, would pass the loss limit; wins lower the loss', async () => {
    const { client: member } = await newBettor(server, 1_000_00n);
    await member.call(setRgMoneyLimitCall, { kind: 'LOSS', period: 'WEEK', amount: '1.00' });
    const slot = await openSlot(server, member);
    // The slot's outcomes are the fair stream's: each spin is checked against the rule with the loss as it stands, a
    // spin taken only while one more lost stake of 0.20 stays within 1.00, refused as soon as it would not.
    let lost = 0n;
    let refused = false;
    for (let i = 0; i < 200 && !refused; i += 1) {
      const wouldPass = lost + 20n > 100n;
      try {
        const { round } = await slot.spin();
        expect(wouldPass).toBe(false);
        lost += parseMoney(round.stake) - parseMoney(round.totalWin);
      } catch (error) {
        expect(await refusal(Promise.reject(error))).toBe('LIMIT_REACHED');
        expect(wouldPass).toBe(true);
        refused = true;
      }
    }
    expect(await limitOf(member, 'LOSS', 'WEEK')).toMatchObject({ used: formatMoney(lost) });
  });

  it('counts a bet-then-win game’s win against the loss when it is paid (outside vendor, in process)', async () => {
    const { client: member, id } = await newBettor(server, 100_00n);
    await member.call(setRgMoneyLimitCall, { kind: 'LOSS', period: 'DAY', amount: '5.00' });
    const wallet = seamlessWallet(server.deps);
    const sessionId = await sessionFor(server, id, { vendor: 'RGV' });
    const bet = (n: number, amount: bigint) =>
      wallet.bet('RGV', { sessionId, transactionId: `rg-b${n}`, roundId: `rg-r${n}`, gameCode: 'G', amount });
    expect(await bet(1, 400n)).toMatchObject({ ok: true });
    expect(await bet(2, 200n)).toMatchObject({ ok: false, code: 'LIMIT_REACHED' });
    await wallet.win('RGV', {
      sessionId,
      transactionId: 'rg-w1',
      roundId: 'rg-r1',
      gameCode: 'G',
      amount: 300n,
      closeRound: true,
    });
    // Lost 4.00 - 3.00 = 1.00: a 2.00 bet now fits.
    expect(await bet(3, 200n)).toMatchObject({ ok: true });
    expect(await limitOf(member, 'LOSS', 'DAY')).toMatchObject({ used: '3.00' });
  });
});

describe('the 24-hour rule', () => {
  it('applies a lower limit at once and a higher one or a removal only after 24 hours', async () => {
    const me = await player(0n);
    let member = me.client;
    const set = (amount?: string) =>
      member.call(setRgMoneyLimitCall, { kind: 'LOSS', period: 'MONTH', ...(amount ? { amount } : {}) });
    await set('100.00');
    expect(await limitOf(member, 'LOSS', 'MONTH')).toMatchObject({ amount: '100.00', pending: null });
    const askedAt = server.deps.now().getTime();
    await set('250.00');
    const raised = await limitOf(member, 'LOSS', 'MONTH');
    expect(raised).toMatchObject({ amount: '100.00', pending: { amount: '250.00' } });
    // 24 hours from the request (the server's clock runs on while the call travels).
    const wait = new Date(raised?.pending?.from ?? 0).getTime() - askedAt;
    expect(wait).toBeGreaterThanOrEqual(RG_RAISE_DELAY_MS);
    expect(wait).toBeLessThan(RG_RAISE_DELAY_MS + 5000);
    server.advance(RG_RAISE_DELAY_MS - 1000);
    member = await me.relogin();
    expect(await limitOf(member, 'LOSS', 'MONTH')).toMatchObject({ amount: '100.00' });
    server.advance(2000);
    expect(await limitOf(member, 'LOSS', 'MONTH')).toMatchObject({ amount: '250.00', pending: null });

    await set();
    expect(await limitOf(member, 'LOSS', 'MONTH')).toMatchObject({
      amount: '250.00',
      pending: { amount: null },
    });
    // A lower limit while the removal waits applies at once and drops the removal.
    await set('50.00');
    expect(await limitOf(member, 'LOSS', 'MONTH')).toMatchObject({ amount: '50.00', pending: null });
    await set();
    server.advance(RG_RAISE_DELAY_MS);
    member = await me.relogin();
    expect(await limitOf(member, 'LOSS', 'MONTH')).toMatchObject({ amount: null, pending: null });
  });

  it('treats a longer reality-check interval as looser: shorter at once, longer after 24 hours', async () => {
    const me = await player(0n);
    const member = me.client;
    expect((await member.call(rgOverviewCall, {})).realityCheck).toEqual({ minutes: 60, pending: null });
    await member.call(setRgRealityCheckCall, { minutes: 20 });
    expect((await member.call(rgRealityCheckCall, {})).intervalMinutes).toBe(20);
    const overview = await member.call(setRgRealityCheckCall, { minutes: 45 });
    expect(overview.realityCheck).toMatchObject({ minutes: 20, pending: { minutes: 45 } });
    server.advance(RG_RAISE_DELAY_MS);
    expect((await (await me.relogin()).call(rgRealityCheckCall, {})).intervalMinutes).toBe(45);
  });
});

describe('deposit limit', () => {
  it('refuses the deposit order that would take the day’s deposits past the limit', async () => {
    const { client: member } = await newBettor(server, 0n);
    await member.call(setRgMoneyLimitCall, { kind: 'DEPOSIT', period: 'DAY', amount: '100.00' });
    const deposit = (amount: string) =>
      member.call(createDepositCall, {
        channelId: 'sandbox-bank',
        amount,
        idempotencyKey: newIdempotencyKey(),
      });
    await deposit('60.00');
    expect(await refusal(deposit('50.00'))).toBe('DEPOSIT_LIMIT_REACHED');
    await deposit('40.00');
    expect(await limitOf(member, 'DEPOSIT', 'DAY')).toMatchObject({ used: '100.00' });
    expect(await refusal(deposit('10.00'))).toBe('DEPOSIT_LIMIT_REACHED');
  });
  it('lets only what fits of parallel deposit orders through, each with its own key', async () => {
    const { client: member } = await newBettor(server, 0n);
    await member.call(setRgMoneyLimitCall, { kind: 'DEPOSIT', period: 'DAY', amount: '100.00' });
    const orders = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        member.call(createDepositCall, {
          channelId: 'sandbox-bank',
          amount: '40.00',
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    );
    const refused = orders.filter((o) => o.status === 'rejected');
    expect(orders.length - refused.length).toBe(2);
    for (const o of refused) expect(await refusal(Promise.reject(o.reason))).toBe('DEPOSIT_LIMIT_REACHED');
    expect(await limitOf(member, 'DEPOSIT', 'DAY')).toMatchObject({ used: '80.00' });
  });
});

describe('session-time limit', () => {
  it('refuses bets once the day’s play time reaches the limit, and says so', async () => {
    const { client: member } = await newBettor(server, 1_000_00n);
    await member.call(setRgSessionTimeCall, { minutes: 5 });
    const slot = await openSlot(server, member);
    // A spin a minute: the gaps count as play (each under the 5-minute pause); 5 minutes are used at the 6th spin.
    for (let i = 0; i < 6; i += 1) {
      await slot.spin();
      server.advance(60_000);
    }
    expect(await refusal(slot.spin())).toBe('PLAY_TIME_REACHED');
    expect((await member.call(rgOverviewCall, {})).sessionTime).toMatchObject({ minutes: 5, usedMinutes: 5 });
  });

  it('does not count a long pause as play', async () => {
    const { client: member } = await newBettor(server, 1_000_00n);
    await member.call(setRgSessionTimeCall, { minutes: 5 });
    const slot = await openSlot(server, member);
    await slot.spin();
    server.advance(20 * 60_000);
    await slot.spin();
    expect((await member.call(rgOverviewCall, {})).sessionTime.usedMinutes).toBe(0);
  });
});

describe('reality check', () => {
  it('tells the time since login and the net result of the rounds since then', async () => {
    const { client: member } = await newBettor(server, 1_000_00n);
    const slot = await openSlot(server, member);
    let net = 0n;
    for (let i = 0; i < 5; i += 1) {
      const { round } = await slot.spin();
      net += parseMoney(round.totalWin) - parseMoney(round.stake);
    }
    // Moved on in steps the session lives through (it ends after 30 idle minutes).
    for (const minutes of [25, 25, 11]) {
      server.advance(minutes * 60_000);
      await member.call(rgRealityCheckCall, {});
    }
    const check = await member.call(rgRealityCheckCall, {});
    expect(check).toMatchObject({ intervalMinutes: 60, netResult: formatMoney(net), currency: 'KHR' });
    expect(check.playedMinutes).toBeGreaterThanOrEqual(61);
  });
});

describe('cooling-off and self-exclusion', () => {
  it('refuses the bets of an excluded member whose wallet session is still open (the guard behind ending it)', async () => {
    const { id } = await player(100_00n);
    const sessionId = await sessionFor(server, id, { vendor: 'RGY' });
    // An exclusion recorded while the member's wallet session is still open.
    const now = server.deps.now();
    await server.sql(
      `insert into rg_exclusions (member_id, kind, starts_at, ends_at) values ($1, 'COOLING_OFF', $2, $3)`,
      [id, now, new Date(now.getTime() + 86_400_000)],
    );
    const bet = await seamlessWallet(server.deps).bet('RGY', {
      sessionId,
      transactionId: 'rgy-1',
      roundId: 'rgy-r1',
      gameCode: 'G',
      amount: 100n,
    });
    expect(bet).toMatchObject({ ok: false, code: 'PLAYER_EXCLUDED' });
    expect(await walletBalance(server, id)).toBe(100_00n);
  });

  it('self-exclusion logs the member out at once, refuses login and bets, stops marketing, and cannot be lifted', async () => {
    const { client: member, id, account } = await player(100_00n);
    const sessionId = await sessionFor(server, id, { vendor: 'RGX' });
    const exclusion = await member.call(selfExcludeCall, { months: 6, confirm: true });
    expect(exclusion.kind).toBe('SELF_EXCLUSION');
    expect(await refusal(member.call(memberInfoCall, {}))).toBe('NOT_LOGGED_IN');
    const login = () => server.client().call(loginCall, { username: account, password: PASSWORD });
    expect(await refusal(login())).toBe('ACCOUNT_SELF_EXCLUDED');
    const bet = await seamlessWallet(server.deps).bet('RGX', {
      sessionId,
      transactionId: 'rgx-1',
      roundId: 'rgx-r1',
      gameCode: 'G',
      amount: 100n,
    });
    // The wallet session ended with the member's logins (decision 194); the exclusion guard stands behind it.
    expect(bet).toMatchObject({ ok: false, code: 'SESSION_EXPIRED' });
    const support = await server.operatorClient();
    const seen = await support.call(operatorMemberRgCall, { memberId: String(id) });
    expect(seen.exclusion).toMatchObject({ kind: 'SELF_EXCLUSION', until: exclusion.until });
    expect(seen.marketingStoppedUntil).toBe(exclusion.until);
    // Still refused a day before it ends; free to log in after it.
    server.advance(new Date(exclusion.until).getTime() - server.deps.now().getTime() - 86_400_000);
    expect(await refusal(login())).toBe('ACCOUNT_SELF_EXCLUDED');
    server.advance(86_400_000 + 1000);
    expect((await login()).status).toBe('OK');
  });

  it('cooling-off refuses login with its own message until it ends, and a shorter one does not shorten it', async () => {
    const { client: member, id, account } = await player(100_00n);
    const first = await member.call(startCoolingOffCall, { days: 3, confirm: true });
    expect(new Date(first.until).getTime() - new Date(first.from).getTime()).toBe(3 * 86_400_000);
    const login = () => server.client().call(loginCall, { username: account, password: PASSWORD });
    expect(await refusal(login())).toBe('ACCOUNT_COOLING_OFF');
    const [optOut] = await server.sql<{ until: Date }>(
      'select until from marketing_opt_outs where member_id = $1',
      [id],
    );
    expect(new Date(optOut?.until as Date).toISOString()).toBe(first.until);
    server.advance(3 * 86_400_000 + 1000);
    expect((await login()).status).toBe('OK');
  });

  it('keeps popups and promotions from a member who opted out of marketing, until the opt-out ends', async () => {
    const { client: member, id } = await player(100_00n);
    const ops = await server.operatorClient();
    const at = (ms: number) => new Date(server.deps.now().getTime() + ms).toISOString();
    const promotion = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'PROMOTION',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Double deposit' },
      contents: { EN: '<p>Now</p>' },
      startAt: at(-60_000),
    });
    const promotions = async () =>
      (await member.call(announcementContentCall, { types: 'PR,PU' })).promotions.map((p) => p.id);
    expect(await promotions()).toContain(promotion.id);
    await server.sql(
      "insert into marketing_opt_outs (member_id, until, reason, updated_at) values ($1, $2, 'TEST', $3)",
      [id, at(10 * 60_000), at(0)],
    );
    const payload = await member.call(announcementContentCall, { types: 'PR,PU' });
    expect(payload.promotions).toEqual([]);
    expect(payload.popups).toEqual([]);
    server.advance(10 * 60_000 + 1000);
    expect(await promotions()).toContain(promotion.id);
  });
});

describe('support', () => {
  it('lets SUPPORT read a member’s limits and refuses an operator without the role', async () => {
    const { client: member, id } = await newBettor(server, 0n);
    await member.call(setRgMoneyLimitCall, { kind: 'WAGER', period: 'WEEK', amount: '30.00' });
    const support = await server.operatorClient();
    const seen = await support.call(operatorMemberRgCall, { memberId: String(id) });
    expect(seen.moneyLimits.find((l) => l.kind === 'WAGER' && l.period === 'WEEK')).toMatchObject({
      amount: '30.00',
    });
    expect(seen.exclusion).toBeNull();
    const finance = await server.operatorClient(await server.createOperator('rg-finance', [], ['FINANCE']));
    expect(await refusal(finance.call(operatorMemberRgCall, { memberId: String(id) }))).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    expect(await refusal(support.call(operatorMemberRgCall, { memberId: '999999999' }))).toBe('NOT_FOUND');
  });
});
