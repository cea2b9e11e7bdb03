import {
  ApiError,
  type ErrorCode,
  operatorAnnouncementsCall,
  operatorLoginCall,
  operatorLogoutCall,
  operatorSessionCall,
  operatorWithdrawalsCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolOperatorTotp } from '../src/modules/operator/operator-service';
import { sha256 } from '../src/modules/security/tokens';
import { type OperatorCredentials, startTestServer, type TestServer } from './harness';

let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A fresh operator and a caller address of its own, so no test counts against another's limits. */
async function freshOperator(): Promise<OperatorCredentials & { ip: string }> {
  serial += 1;
  return { ...(await server.createOperator(`ops-test-${serial}`)), ip: `198.51.100.${serial}` };
}

async function codeOf(promise: Promise<unknown>): Promise<ErrorCode | 'OK'> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

/**
 * Moves the clock to the start of a 30-second step, so a code computed now is still the code of that step when the
 * server checks it.
 */
function atStepStart() {
  server.advance(30_000 - (server.deps.now().getTime() % 30_000) + 100);
}

function login(who: OperatorCredentials & { ip: string }, code: string, password = who.password) {
  return server.client({ ip: who.ip }).call(operatorLoginCall, { username: who.username, password, code });
}

function rawLogin(ip: string, body: Record<string, string>) {
  return server.raw('POST', operatorLoginCall.path, { body, headers: { 'x-forwarded-for': ip } });
}

describe('the TOTP second factor', () => {
  it('refuses a login without a code, with a wrong code, or with a code already used', async () => {
    atStepStart();
    const who = await freshOperator();
    const missing = await rawLogin(who.ip, { username: who.username, password: who.password });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await codeOf(login(who, server.totpCode(who.totpSecret, 5)))).toBe('WRONG_CREDENTIALS');

    const code = server.totpCode(who.totpSecret);
    expect(await codeOf(login(who, code))).toBe('OK');
    expect(await codeOf(login(who, code))).toBe('WRONG_CREDENTIALS');
    // An older code is no way round it either.
    expect(await codeOf(login(who, server.totpCode(who.totpSecret, -1)))).toBe('WRONG_CREDENTIALS');
  });

  it('lets one of several logins racing with one code in', async () => {
    atStepStart();
    const who = await freshOperator();
    const code = server.totpCode(who.totpSecret);
    const results = await Promise.all(Array.from({ length: 5 }, () => codeOf(login(who, code))));
    expect(results.filter((r) => r === 'OK')).toHaveLength(1);
    expect(results.filter((r) => r === 'WRONG_CREDENTIALS')).toHaveLength(4);
  });

  it('takes the code of the step before or after (a phone clock a little off), not further', async () => {
    atStepStart();
    const early = await freshOperator();
    expect(await codeOf(login(early, server.totpCode(early.totpSecret, -1)))).toBe('OK');
    const late = await freshOperator();
    expect(await codeOf(login(late, server.totpCode(late.totpSecret, 2)))).toBe('WRONG_CREDENTIALS');
    expect(await codeOf(login(late, server.totpCode(late.totpSecret, 1)))).toBe('OK');
  });

  it('keeps the secret sealed and voids the old one on a new enrolment', async () => {
    atStepStart();
    const who = await freshOperator();
    const [row] = await server.sql<{ totp_secret: string }>(
      'select totp_secret from operators where username = $1',
      [who.username],
    );
    expect(row?.totp_secret).toMatch(/^v1\./);
    expect(row?.totp_secret).not.toContain(who.totpSecret);

    const again = await enrolOperatorTotp(server.deps, who.username);
    expect(again.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(again.uri).toContain(encodeURIComponent(who.username));
    expect(await codeOf(login(who, server.totpCode(who.totpSecret)))).toBe('WRONG_CREDENTIALS');
    expect(await codeOf(login(who, server.totpCode(again.secret)))).toBe('OK');
  });

  it('counts wrong codes before checking them: parallel guesses cannot pass the lock', async () => {
    const who = await freshOperator();
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => codeOf(login(who, server.totpCode(who.totpSecret, 10 + i)))),
    );
    expect(guesses.filter((r) => r === 'WRONG_CREDENTIALS')).toHaveLength(10);
    expect(guesses.filter((r) => r === 'TOO_MANY_ATTEMPTS')).toHaveLength(4);
    // Locked: even the right password and code are refused until the window passes.
    expect(await codeOf(login(who, server.totpCode(who.totpSecret)))).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('an unknown operator name', () => {
  it('answers exactly like a wrong password, after as much work', async () => {
    const who = await freshOperator();
    const code = server.totpCode(who.totpSecret);
    const wrongPassword = () => rawLogin(who.ip, { username: who.username, password: 'not-it-1234', code });
    const unknownName = () =>
      rawLogin(who.ip, { username: `nobody-${Math.random()}`.slice(0, 20), password: who.password, code });
    const [wrong, unknown] = [await wrongPassword(), await unknownName()];
    expect(unknown).toEqual(wrong);
    expect(unknown).toMatchObject({ status: 401, body: { code: 'WRONG_CREDENTIALS' } });

    // Timed in turns so a busy machine slows both alike; the unknown name must hash a password too.
    const wrongMs: number[] = [];
    const unknownMs: number[] = [];
    const timed = async (call: () => Promise<unknown>, into: number[]) => {
      const start = performance.now();
      await call();
      into.push(performance.now() - start);
    };
    for (let i = 0; i < 7; i += 1) {
      await timed(wrongPassword, wrongMs);
      await timed(unknownName, unknownMs);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(unknownMs)).toBeGreaterThan(median(wrongMs) * 0.5);
  });
});

describe('operator sessions', () => {
  it('end at logout: the token is refused from then on', async () => {
    const who = await freshOperator();
    const ops = await server.operatorClient(who, { ip: who.ip });
    expect(await codeOf(ops.call(operatorWithdrawalsCall, {}))).toBe('OK');
    expect(await ops.call(operatorLogoutCall, {})).toBeNull();
    const after = await server.raw('GET', operatorWithdrawalsCall.path, {
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });

  it('end after 15 idle minutes, and after 8 hours however busy', async () => {
    const who = await freshOperator();
    const ops = await server.operatorClient(who, { ip: who.ip });
    server.advance(14 * 60_000);
    expect(await codeOf(ops.call(operatorWithdrawalsCall, {}))).toBe('OK');
    server.advance(14 * 60_000);
    expect(await codeOf(ops.call(operatorWithdrawalsCall, {}))).toBe('OK');
    server.advance(15 * 60_000 + 1_000);
    expect(await codeOf(ops.call(operatorWithdrawalsCall, {}))).toBe('NOT_LOGGED_IN');

    const busy = await server.operatorClient(who, { ip: who.ip });
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      server.advance(10 * 60_000);
      expect(await codeOf(busy.call(operatorWithdrawalsCall, {})), `after ${minutes} minutes`).toBe('OK');
    }
    server.advance(10 * 60_000);
    expect(await codeOf(busy.call(operatorWithdrawalsCall, {}))).toBe('NOT_LOGGED_IN');
  });
  it('are marked as seen at most once a minute, so parallel calls do not queue on the session row', async () => {
    const who = await freshOperator();
    const ops = await server.operatorClient(who, { ip: who.ip });
    const lastSeen = async () => {
      const [row] = await server.db.query<{ last_seen_at: Date }>(
        'select last_seen_at from operator_sessions where token_hash = $1',
        [sha256(ops.token ?? '')],
      );
      return new Date(row!.last_seen_at).getTime();
    };
    const loggedIn = await lastSeen();
    server.advance(30_000);
    const calls = await Promise.all(
      Array.from({ length: 8 }, () => codeOf(ops.call(operatorWithdrawalsCall, {}))),
    );
    expect(calls).toEqual(Array(8).fill('OK'));
    expect(await lastSeen()).toBe(loggedIn);
    server.advance(31_000);
    expect(await codeOf(ops.call(operatorWithdrawalsCall, {}))).toBe('OK');
    expect(await lastSeen()).toBeGreaterThanOrEqual(loggedIn + 61_000);
  });
});

describe('operator roles', () => {
  it('tells the operator its roles at login and on the session call', async () => {
    atStepStart();
    serial += 1;
    const who = {
      ...(await server.createOperator(`ops-test-${serial}`, ['DEMOKH'], ['FINANCE'])),
      ip: `198.51.100.${serial}`,
    };
    const answer = await login(who, server.totpCode(who.totpSecret));
    expect(answer).toMatchObject({ merchantCodes: ['DEMOKH'], roles: ['FINANCE'] });
    const ops = server.client({ ip: who.ip, token: answer.token });
    expect(await ops.call(operatorSessionCall, {})).toEqual({
      username: who.username,
      roles: ['FINANCE'],
      merchantCodes: ['DEMOKH'],
    });
  });

  it('refuses a call its roles do not allow with 403 and lets the calls they allow through', async () => {
    serial += 1;
    const support = await server.operatorClient(
      await server.createOperator(`ops-test-${serial}`, [], ['SUPPORT']),
    );
    const refused = await codeOf(support.call(operatorWithdrawalsCall, {}));
    expect(refused).toBe('OPERATOR_ROLE_REQUIRED');
    expect(await codeOf(support.call(operatorAnnouncementsCall, { merchantCode: 'DEMOKH' }))).toBe('OK');
    serial += 1;
    const finance = await server.operatorClient(
      await server.createOperator(`ops-test-${serial}`, [], ['FINANCE']),
    );
    expect(await codeOf(finance.call(operatorWithdrawalsCall, {}))).toBe('OK');
    expect(await codeOf(finance.call(operatorAnnouncementsCall, { merchantCode: 'DEMOKH' }))).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
  });

  it('answers 403 with the envelope for a role refusal', async () => {
    serial += 1;
    const creds = await server.createOperator(`ops-test-${serial}`, [], []);
    const none = await server.operatorClient(creds);
    const raw = await server.raw('GET', operatorWithdrawalsCall.path, {
      headers: { authorization: `Bearer ${none.token}` },
    });
    expect(raw.status).toBe(403);
    expect(raw.body).toMatchObject({ success: false, code: 'OPERATOR_ROLE_REQUIRED' });
  });
});
