import {
  captchaCall,
  freePlayCall,
  type LoginChallenge,
  loginCall,
  loginV2Call,
  memberInfoCall,
  verifyLoginCall,
  verifyLoginCodeCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_AGENT, DEMO_MEMBER, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.sql('delete from rate_counters');
});

const member = { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password };

/** Six digits that are not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The demo member has logged in from 127.0.0.1 once, so that address is known to the account. */
async function loginFromHome() {
  const player = server.client();
  const result = await player.call(loginCall, member);
  expect(result.status).toBe('OK');
  return player;
}

describe('username and password login', () => {
  it('answers a token of at least 128 bits and the login flags', async () => {
    const result = await server.client().call(loginCall, member);
    if (result.status !== 'OK') throw new Error('expected a session');
    expect(Buffer.from(result.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(result).toMatchObject({ firstTimeLogin: true, passwordExpired: false, weakPassword: false });
    expect(result.user).toMatchObject({ account: 'demo01', isAgent: false, isTrial: false });
  });

  it('gives a new token at every login and stores only its hash', async () => {
    const first = await server.client().call(loginCall, member);
    const second = await server.client().call(loginCall, member);
    if (first.status !== 'OK' || second.status !== 'OK') throw new Error('expected sessions');
    expect(first.token).not.toBe(second.token);
    const stored = await server.sql<{ token_hash: string }>('select token_hash from sessions');
    expect(stored.some((row) => row.token_hash === second.token)).toBe(false);
    expect(stored).toHaveLength(new Set(stored.map((r) => r.token_hash)).size);
  });

  it('keeps one live session when two logins of an account race', async () => {
    const results = await Promise.all([
      server.client().call(loginCall, member),
      server.client().call(loginCall, member),
    ]);
    expect(results.every((r) => r.status === 'OK')).toBe(true);
    const [live] = await server.sql<{ n: number }>(
      "select count(*)::int as n from sessions s join members m on m.id = s.member_id where m.account = 'demo01' and s.revoked_at is null",
    );
    expect(live?.n).toBe(1);
  });

  it('trims the username and ignores its case', async () => {
    const result = await server
      .client()
      .call(loginCall, { username: '  DEMO01 ', password: DEMO_MEMBER.password });
    expect(result.status).toBe('OK');
  });

  it('refuses a wrong password or unknown account with the same error', async () => {
    const client = server.client();
    await expect(client.call(loginCall, { ...member, password: 'wrong123' })).rejects.toMatchObject({
      code: 'WRONG_CREDENTIALS',
      status: 401,
    });
    await expect(
      client.call(loginCall, { username: 'nobody99', password: 'wrong123' }),
    ).rejects.toMatchObject({
      code: 'WRONG_CREDENTIALS',
    });
  });

  it('asks for the captcha after three failures and accepts the right answer', async () => {
    const client = server.client();
    const wrong = { ...member, password: 'wrong123' };
    await expect(client.call(loginCall, wrong)).rejects.toMatchObject({ value: { captchaRequired: false } });
    await expect(client.call(loginCall, wrong)).rejects.toMatchObject({ value: { captchaRequired: false } });
    await expect(client.call(loginCall, wrong)).rejects.toMatchObject({ value: { captchaRequired: true } });

    await expect(client.call(loginCall, member)).rejects.toMatchObject({
      code: 'CAPTCHA_CHECK_FAILED',
      value: { captchaRequired: true },
    });
    const { captchaId } = await client.call(captchaCall, {});
    await expect(client.call(loginCall, { ...member, captchaId, captcha: 'XXXX' })).rejects.toMatchObject({
      code: 'CAPTCHA_CHECK_FAILED',
    });
    const fresh = await client.call(captchaCall, {});
    const result = await client.call(loginCall, {
      ...member,
      captchaId: fresh.captchaId,
      captcha: server.lastCaptcha().toLowerCase(),
    });
    expect(result.status).toBe('OK');
    // A success clears the failures: the next login needs no captcha.
    expect((await client.call(loginCall, member)).status).toBe('OK');
  });

  it('locks the account for the window after ten failures, even with the right password', async () => {
    // The window of the server's clock (not the database's: tests may move the server's).
    await server.sql(
      "insert into rate_counters (key, window_start, count) select 'login:fail:DEMOKH:demo01', to_timestamp(floor(extract(epoch from $1::timestamptz) / 900) * 900), 10",
      [server.deps.now()],
    );
    const { captchaId } = await server.client().call(captchaCall, {});
    await expect(
      server.client().call(loginCall, { ...member, captchaId, captcha: server.lastCaptcha() }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS', status: 429 });
  });

  it('lets no more than three of twenty wrong passwords sent at once reach the password check', async () => {
    const wrong = { ...member, password: 'wrong123' };
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => server.client().call(loginCall, wrong)),
    );
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'WRONG_CREDENTIALS')).toHaveLength(3);
    // The rest never reach it: the fourth to tenth lack the captcha, the eleventh on meet the lock.
    expect(codes.filter((c) => c === 'CAPTCHA_CHECK_FAILED')).toHaveLength(7);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(10);
  });

  it('lets no more than ten attempts in the window through the lock, captchas solved or not', async () => {
    const client = server.client();
    const wrong = { ...member, password: 'wrong123' };
    for (let i = 0; i < 3; i++) await expect(client.call(loginCall, wrong)).rejects.toBeTruthy();
    const solved: { captchaId: string; captcha: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const { captchaId } = await client.call(captchaCall, {});
      solved.push({ captchaId, captcha: server.lastCaptcha() });
    }
    const answers = await Promise.allSettled(
      solved.map((human) => client.call(loginCall, { ...wrong, ...human })),
    );
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'WRONG_CREDENTIALS')).toHaveLength(7);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(13);
    const { captchaId } = await client.call(captchaCall, {});
    await expect(
      client.call(loginCall, { ...member, captchaId, captcha: server.lastCaptcha() }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('limits attempts from one IP to 30 in five minutes', async () => {
    const client = server.client({ ip: '198.51.100.7' });
    for (let i = 0; i < 30; i++) {
      await expect(
        client.call(loginCall, { username: `ghost${i}`, password: 'nope1234' }),
      ).rejects.toMatchObject({
        code: 'WRONG_CREDENTIALS',
      });
    }
    await expect(client.call(loginCall, member)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      status: 429,
    });
    // Another address is not affected.
    expect((await server.client().call(loginCall, member)).status).toBe('OK');
  });
});

describe('member and agent portals', () => {
  it('lets an agent log in on both sides and marks the agent', async () => {
    const agent = { username: DEMO_AGENT.account, password: DEMO_AGENT.password };
    const onAgentPage = await server.client().call(loginCall, { ...agent, portal: 'AGENT' });
    const onMemberSite = await server.client().call(loginCall, agent);
    expect(onAgentPage).toMatchObject({ status: 'OK', user: { isAgent: true, type: 1 } });
    expect(onMemberSite.status).toBe('OK');
  });

  it('refuses a member on the agent login page: "Non-agents cannot log in"', async () => {
    await expect(server.client().call(loginCall, { ...member, portal: 'AGENT' })).rejects.toMatchObject({
      code: 'NOT_AN_AGENT',
      message: 'Non-agents cannot log in',
      status: 403,
    });
  });

  it('refuses a non-member account on the member side with "not a member"', async () => {
    await server.sql("update members set type = 9 where account = 'agent01'");
    try {
      await expect(
        server.client().call(loginCall, { username: DEMO_AGENT.account, password: DEMO_AGENT.password }),
      ).rejects.toMatchObject({ code: 'NOT_A_MEMBER', status: 403 });
    } finally {
      await server.sql("update members set type = 1 where account = 'agent01'");
    }
  });
});

describe('login from an unregistered IP', () => {
  const away = '203.0.113.50';

  /** The six-digit code of the newest mail to the demo member. */
  async function mailedCode(): Promise<string> {
    const [latest] = await server.outbox('mail', 'demo01@example.com');
    const code = latest?.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code was mailed');
    return code;
  }

  async function challenge(): Promise<LoginChallenge> {
    await loginFromHome();
    const result = await server.client({ ip: away }).call(loginCall, member);
    if (result.status !== 'VERIFY') throw new Error('expected a challenge');
    return result;
  }

  beforeEach(async () => {
    await server.sql('delete from member_known_ips where ip = $1', [away]);
  });

  it('answers a challenge instead of a token, offering a code by SMS or by mail', async () => {
    const result = await challenge();
    expect(result.methods).toEqual(['SMS_CODE', 'EMAIL']);
    expect(result).not.toHaveProperty('token');
  });

  it('does not take the mobile number, e-mail or payee name, which are no secrets, as proof', async () => {
    const traveller = server.client({ ip: away });
    const { challengeId } = await challenge();
    for (const [method, answer] of [
      ['MOBILE', '012 345 678'],
      ['PAYEE_NAME', 'demo player'],
      ['SMS_CODE', `855${DEMO_MEMBER.mobile}`],
      ['EMAIL', 'demo01@example.com'],
    ] as const) {
      await expect(traveller.call(verifyLoginCall, { challengeId, method, answer })).rejects.toMatchObject({
        code: expect.stringMatching(/^(BAD_REQUEST|VERIFICATION_CODE_INVALID)$/),
      });
    }
    expect((await server.client({ ip: away }).call(loginCall, member)).status).toBe('VERIFY');
  });

  it('logs in with a code mailed to the registered e-mail, and the IP is then known', async () => {
    const { challengeId } = await challenge();
    const traveller = server.client({ ip: away });
    expect(await traveller.call(verifyLoginCodeCall, { challengeId, method: 'EMAIL' })).toEqual({
      expiredMinutes: 5,
    });
    const result = await traveller.call(verifyLoginCall, {
      challengeId,
      method: 'EMAIL',
      answer: await mailedCode(),
    });
    expect(result.token).toBeTruthy();
    expect((await traveller.call(memberInfoCall, {})).loginInfo.loginIp).toBe(away);
    expect((await server.client({ ip: away }).call(loginCall, member)).status).toBe('OK');
  });

  it('logs in after an SMS code sent to the registered mobile', async () => {
    const { challengeId } = await challenge();
    const traveller = server.client({ ip: away });
    expect(await traveller.call(verifyLoginCodeCall, { challengeId })).toEqual({ expiredMinutes: 5 });
    const code = await server.lastSmsCode(`${DEMO_MEMBER.dialingCode}${DEMO_MEMBER.mobile}`);
    const result = await traveller.call(verifyLoginCall, { challengeId, method: 'SMS_CODE', answer: code });
    expect(result.status).toBe('OK');
  });

  it('does not take the texted code as the mailed one', async () => {
    const { challengeId } = await challenge();
    const traveller = server.client({ ip: away });
    await traveller.call(verifyLoginCodeCall, { challengeId, method: 'SMS_CODE' });
    const code = await server.lastSmsCode(`${DEMO_MEMBER.dialingCode}${DEMO_MEMBER.mobile}`);
    await expect(
      traveller.call(verifyLoginCall, { challengeId, method: 'EMAIL', answer: code }),
    ).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
  });

  it('refuses a wrong answer, then five wrong answers close the challenge', async () => {
    const { challengeId } = await challenge();
    const traveller = server.client({ ip: away });
    await traveller.call(verifyLoginCodeCall, { challengeId, method: 'EMAIL' });
    const code = await mailedCode();
    for (let i = 0; i < 5; i++) {
      await expect(
        traveller.call(verifyLoginCall, { challengeId, method: 'EMAIL', answer: otherThan(code) }),
      ).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    }
    await expect(
      traveller.call(verifyLoginCall, { challengeId, method: 'EMAIL', answer: code }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('counts answers sent all at once against the same five', async () => {
    const { challengeId } = await challenge();
    const traveller = server.client({ ip: away });
    await traveller.call(verifyLoginCodeCall, { challengeId, method: 'SMS_CODE' });
    const code = await server.lastSmsCode(`${DEMO_MEMBER.dialingCode}${DEMO_MEMBER.mobile}`);
    // Each guess at its own code so the code's own five attempts do not decide.
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        traveller.call(verifyLoginCall, { challengeId, method: 'SMS_CODE', answer: otherThan(code) }),
      ),
    );
    expect(answers.every((a) => a.status === 'rejected')).toBe(true);
    const [row] = await server.sql<{ attempts: number }>(
      'select attempts from login_challenges where id = $1',
      [challengeId],
    );
    expect(row!.attempts).toBe(5);
    await expect(
      traveller.call(verifyLoginCall, { challengeId, method: 'SMS_CODE', answer: code }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('works once, only from the IP it was issued to, and only until it expires', async () => {
    const first = await challenge();
    await server
      .client({ ip: away })
      .call(verifyLoginCodeCall, { challengeId: first.challengeId, method: 'EMAIL' });
    const answer = { challengeId: first.challengeId, method: 'EMAIL' as const, answer: await mailedCode() };
    await expect(server.client({ ip: '192.0.2.1' }).call(verifyLoginCall, answer)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });
    await server.client({ ip: away }).call(verifyLoginCall, answer);
    await expect(server.client({ ip: away }).call(verifyLoginCall, answer)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });

    await server.sql('delete from member_known_ips where ip = $1', [away]);
    const second = await challenge();
    server.advance(11 * 60_000);
    await expect(
      server.client({ ip: away }).call(verifyLoginCall, { ...answer, challengeId: second.challengeId }),
    ).rejects.toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED' });
  });

  it('refuses a check the challenge did not offer', async () => {
    const { challengeId } = await challenge();
    await expect(
      server.client({ ip: away }).call(verifyLoginCall, { challengeId, method: 'GOOGLE', answer: '123456' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', details: [{ field: 'method' }] });
    await expect(
      server.client({ ip: away }).call(verifyLoginCodeCall, { challengeId, method: 'PAYEE_NAME' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', details: [{ field: 'method' }] });
  });
});

describe('loginV2', () => {
  it('logs in by username like login', async () => {
    const result = await server.client().call(loginV2Call, { type: 'username', ...member });
    expect(result.status).toBe('OK');
  });

  it('refuses SMS login when the merchant switched it off', async () => {
    await expect(
      server.client({ merchant: 'DEMOVN' }).call(loginV2Call, {
        type: 'sms',
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: '123456',
      }),
    ).rejects.toMatchObject({ code: 'OPERATION_NOT_ENABLED', status: 403 });
  });
});

describe('free play', () => {
  const request = {
    os: 'android',
    platform: 'W' as const,
    random: 'a'.repeat(32),
    gatewayVersion: 3 as const,
  };

  it('creates a trial account of type 4 and logs it in', async () => {
    const visitor = server.client();
    const result = await visitor.call(freePlayCall, request);
    expect(result.user).toMatchObject({ type: 4, isTrial: true });
    expect(result.user.account).toMatch(/^trial_/);
    expect((await visitor.call(memberInfoCall, {})).member.isTrial).toBe(true);
  });

  it('is refused where the merchant has free play off', async () => {
    await expect(server.client({ merchant: 'DEMOTH' }).call(freePlayCall, request)).rejects.toMatchObject({
      code: 'OPERATION_NOT_ENABLED',
    });
  });

  it('refuses a trial account at the username login with "not a member"', async () => {
    const trial = await server.client().call(freePlayCall, request);
    await expect(
      server.client().call(loginCall, { username: trial.user.account, password: request.random }),
    ).rejects.toMatchObject({ code: 'NOT_A_MEMBER' });
  });

  it('limits trial accounts to ten an hour per IP', async () => {
    const client = server.client({ ip: '198.51.100.99' });
    for (let i = 0; i < 10; i++) await client.call(freePlayCall, request);
    await expect(client.call(freePlayCall, request)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      status: 429,
    });
  });
});
