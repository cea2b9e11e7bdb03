import {
  captchaCall,
  lockMemberCall,
  loginCall,
  loginCodeCall,
  loginV2Call,
  memberInfoCall,
  operatorMemberCall,
  operatorMemberLedgerCall,
  operatorMembersCall,
  unlockMemberCall,
  verifyLoginCall,
  verifyLoginCodeCall,
  walletBalanceCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/password-hash';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let support: TestClient;
let finance: TestClient;
let releases: TestClient;
let khSupport: TestClient;
let demoId: number;
let thaiId: number;

const member = { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password };

beforeAll(async () => {
  server = await startTestServer();
  support = await server.operatorClient(await server.createOperator('support-all', [], ['SUPPORT']));
  finance = await server.operatorClient(await server.createOperator('finance-all', [], ['FINANCE']));
  releases = await server.operatorClient(await server.createOperator('release-all', [], ['RELEASE_MANAGER']));
  khSupport = await server.operatorClient(await server.createOperator('support-kh', ['DEMOKH'], ['SUPPORT']));
  const [demo] = await server.sql<{ id: number }>("select id from members where account = 'demo01'");
  demoId = demo?.id ?? 0;
  const [thai] = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash, dialing_code, mobile_num, email)
     values ('DEMOTH', 'somchai77', $1, '66', '811112222', 'Somchai@Example.com') returning id`,
    [await hashPassword('thai1234')],
  );
  thaiId = thai?.id ?? 0;
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.sql('delete from rate_counters');
});

async function auditOf(memberId: number) {
  return server.sql<{ action: string; reason: string; operator_id: number | null }>(
    "select action, reason, operator_id from operator_audit where area = 'member' and subject = $1 order by id",
    [String(memberId)],
  );
}

describe('member look-up', () => {
  it('finds members by part of the account, mobile or email, any case, with contacts masked', async () => {
    const byAccount = await support.call(operatorMembersCall, { query: 'MCHAI' });
    expect(byAccount.content).toEqual([
      expect.objectContaining({
        memberId: thaiId,
        account: 'somchai77',
        merchantCode: 'DEMOTH',
        currency: 'THB',
        mobile: '*******2222',
        email: 'S***@Example.com',
        isAgent: false,
        isTrial: false,
        locked: false,
      }),
    ]);
    expect(
      (await support.call(operatorMembersCall, { query: '1111222' })).content.map((m) => m.memberId),
    ).toEqual([thaiId]);
    expect(
      (await support.call(operatorMembersCall, { query: 'example.COM' })).content.map((m) => m.memberId),
    ).toContain(thaiId);
    expect((await support.call(operatorMembersCall, { query: 'demo01' })).content).toEqual([
      expect.objectContaining({ memberId: demoId, mobile: '*******5678', merchantCode: 'DEMOKH' }),
    ]);
  });

  it('takes % and _ as plain characters', async () => {
    expect((await support.call(operatorMembersCall, { query: '%%' })).total).toBe(0);
    expect((await support.call(operatorMembersCall, { query: 'o_' })).total).toBe(0);
  });

  it('pages newest first', async () => {
    const first = await support.call(operatorMembersCall, { query: '01', pageSize: '1' });
    const second = await support.call(operatorMembersCall, { query: '01', pageSize: '1', pageNo: '2' });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.totalPages).toBe(first.total);
    expect(first.content[0]?.memberId).not.toBe(second.content[0]?.memberId);
    expect(Date.parse(first.content[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(second.content[0]?.createdAt ?? ''),
    );
  });

  it("shows a region's operator only its regions: another region's member is not found", async () => {
    expect((await khSupport.call(operatorMembersCall, { query: 'somchai' })).total).toBe(0);
    await expect(
      khSupport.call(operatorMembersCall, { query: 'somchai', merchantCode: 'DEMOTH' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(khSupport.call(operatorMemberCall, { memberId: String(thaiId) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      khSupport.call(operatorMemberLedgerCall, { memberId: String(thaiId) }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(khSupport.call(lockMemberCall, { memberId: thaiId, reason: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await server.sql('select locked_at from members where id = $1', [thaiId]))[0]).toEqual({
      locked_at: null,
    });
  });

  it('answers NOT_FOUND for a member that does not exist', async () => {
    await expect(support.call(operatorMemberCall, { memberId: '99999999' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('reads the profile, balances per wallet and recent sessions', async () => {
    const player = server.client();
    await player.call(loginCall, member);
    const detail = await finance.call(operatorMemberCall, { memberId: String(demoId) });
    expect(detail).toMatchObject({ memberId: demoId, account: 'demo01', locked: false, lockedAt: null });
    expect(detail.balances[0]).toEqual({ wallet: 'MAIN', balance: '10000.00' });
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
    expect(detail.sessions.length).toBeLessThanOrEqual(20);
    expect(detail.sessions[0]).toMatchObject({ ip: '127.0.0.1', endedAt: null });
    expect(detail.lastLoginAt).not.toBeNull();
  });

  it('pages the ledger entries with signed amounts and the balance after each', async () => {
    const ledger = await finance.call(operatorMemberLedgerCall, { memberId: String(demoId) });
    expect(ledger.total).toBeGreaterThanOrEqual(1);
    const opening = ledger.content.at(-1);
    expect(opening).toMatchObject({ wallet: 'MAIN', amount: '10000.00', balanceAfter: '10000.00' });
    expect(ledger.content[0]?.balanceAfter).toBe('10000.00');
  });
});

describe('roles', () => {
  it('lets FINANCE read members but not lock them; RELEASE_MANAGER reads nothing', async () => {
    await expect(finance.call(lockMemberCall, { memberId: demoId, reason: 'fraud' })).rejects.toMatchObject({
      code: 'OPERATOR_ROLE_REQUIRED',
      status: 403,
    });
    await expect(finance.call(unlockMemberCall, { memberId: demoId, reason: 'ok' })).rejects.toMatchObject({
      code: 'OPERATOR_ROLE_REQUIRED',
    });
    for (const attempt of [
      () => releases.call(operatorMembersCall, { query: 'demo' }),
      () => releases.call(operatorMemberCall, { memberId: String(demoId) }),
      () => releases.call(operatorMemberLedgerCall, { memberId: String(demoId) }),
      () => releases.call(lockMemberCall, { memberId: demoId, reason: 'fraud' }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'OPERATOR_ROLE_REQUIRED', status: 403 });
    }
    expect(await auditOf(demoId)).toEqual([]);
  });

  it('refuses every call without an operator session, and a member token', async () => {
    const player = server.client();
    await player.call(loginCall, member);
    for (const client of [server.client(), player]) {
      await expect(client.call(operatorMembersCall, { query: 'demo' })).rejects.toMatchObject({
        code: 'NOT_LOGGED_IN',
        status: 401,
      });
    }
  });
});

describe('bad input', () => {
  const bearer = (client: TestClient) => ({ authorization: `Bearer ${client.token}` });

  it('answers 400 with the envelope for a short query, a bad id or page, and an unknown field', async () => {
    for (const path of [
      '/ops/members?query=a',
      '/ops/members?query=%20d%20',
      '/ops/members?query=demo&pageSize=1000',
      '/ops/members?query=demo&merchantCode=kh!',
      '/ops/members/detail?memberId=abc',
      '/ops/members/detail?memberId=0',
      '/ops/members/ledger?memberId=1&pageNo=0',
      '/ops/members/detail?memberId=1&extra=1',
    ]) {
      const answer = await server.raw('GET', path, { headers: bearer(support) });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('writes nothing when a lock has no reason or no member id', async () => {
    for (const body of [
      { memberId: demoId },
      { memberId: demoId, reason: '   ' },
      { memberId: String(demoId), reason: 'fraud' },
      { memberId: demoId, reason: 'x'.repeat(501) },
    ]) {
      const answer = await server.raw('POST', '/ops/members/lock', { body, headers: bearer(support) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect((await server.sql('select locked_at from members where id = $1', [demoId]))[0]).toEqual({
      locked_at: null,
    });
    expect(await auditOf(demoId)).toEqual([]);
  });
});

describe('lock and unlock', () => {
  it('ends a live session at once, blocks every login, keeps the money; unlock lets the member back in', async () => {
    const player = server.client();
    await player.call(loginCall, member);
    expect(await player.call(memberInfoCall, {})).toBeTruthy();

    const locked = await support.call(lockMemberCall, { memberId: demoId, reason: 'chargeback fraud' });
    expect(locked).toMatchObject({ locked: true, lockedReason: 'chargeback fraud' });
    expect(locked.sessions.every((s) => s.endedAt !== null)).toBe(true);
    expect(locked.balances[0]).toEqual({ wallet: 'MAIN', balance: '10000.00' });

    await expect(player.call(memberInfoCall, {})).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
      status: 401,
    });
    await expect(server.client().call(loginCall, member)).rejects.toMatchObject({
      code: 'ACCOUNT_LOCKED',
      status: 403,
    });
    await expect(server.client().call(loginV2Call, { type: 'username', ...member })).rejects.toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    await expect(server.client({ ip: '203.0.113.10' }).call(loginCall, member)).rejects.toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    const sms = server.client();
    const { captchaId } = await sms.call(captchaCall, {});
    await sms.call(loginCodeCall, {
      mobileNum: DEMO_MEMBER.mobile,
      countryDialingCode: DEMO_MEMBER.dialingCode,
      captchaId,
      captcha: server.lastCaptcha(),
    });
    await expect(
      sms.call(loginV2Call, {
        type: 'sms',
        mobileNum: DEMO_MEMBER.mobile,
        countryDialingCode: DEMO_MEMBER.dialingCode,
        verificationCode: await server.lastSmsCode(`${DEMO_MEMBER.dialingCode}${DEMO_MEMBER.mobile}`),
      }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED', status: 403 });
    // The balance is untouched: no posting was made.
    expect(
      (await finance.call(operatorMemberLedgerCall, { memberId: String(demoId) })).content[0],
    ).toMatchObject({
      balanceAfter: '10000.00',
    });

    const again = await support.call(lockMemberCall, { memberId: demoId, reason: 'second click' });
    expect(again).toMatchObject({
      locked: true,
      lockedReason: 'chargeback fraud',
      lockedAt: locked.lockedAt,
    });

    const unlocked = await support.call(unlockMemberCall, {
      memberId: demoId,
      reason: 'cleared by risk team',
    });
    expect(unlocked).toMatchObject({ locked: false, lockedAt: null, lockedReason: null });
    await support.call(unlockMemberCall, { memberId: demoId, reason: 'second click' });
    const back = server.client();
    expect((await back.call(loginCall, member)).status).toBe('OK');
    expect(await back.call(walletBalanceCall, {})).toMatchObject({ balance: '10000.00' });

    const [operator] = await server.sql<{ id: number }>(
      "select id from operators where username = 'support-all'",
    );
    expect(await auditOf(demoId)).toEqual([
      { action: 'LOCK', reason: 'chargeback fraud', operator_id: operator?.id },
      { action: 'UNLOCK', reason: 'cleared by risk team', operator_id: operator?.id },
    ]);
  });

  it('refuses a login challenge answered after the lock', async () => {
    const pending = server.client({ ip: '203.0.113.20' });
    const challenge = await pending.call(loginCall, member);
    if (challenge.status !== 'VERIFY') throw new Error('expected a challenge');
    await pending.call(verifyLoginCodeCall, { challengeId: challenge.challengeId, method: 'SMS_CODE' });
    const code = await server.lastSmsCode(`${DEMO_MEMBER.dialingCode}${DEMO_MEMBER.mobile}`);
    await support.call(lockMemberCall, { memberId: demoId, reason: 'account takeover' });
    try {
      await expect(
        pending.call(verifyLoginCall, {
          challengeId: challenge.challengeId,
          method: 'SMS_CODE',
          answer: code,
        }),
      ).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED', status: 403 });
      const [live] = await server.sql<{ n: number }>(
        'select count(*)::int as n from sessions where member_id = $1 and revoked_at is null',
        [demoId],
      );
      expect(live?.n).toBe(0);
    } finally {
      await support.call(unlockMemberCall, { memberId: demoId, reason: 'test over' });
    }
  });
});
