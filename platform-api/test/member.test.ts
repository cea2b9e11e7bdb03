import {
  firstLoginCall,
  loginCall,
  logoutCall,
  MEMBER_ICONS,
  memberIconCall,
  memberInfoCall,
  registerCall,
  registerMobileCall,
  smsRegisterCall,
  updateMemberIconCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';

const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let addresses = 0;
function freshIp(): string {
  addresses += 1;
  return `10.50.${addresses >> 8}.${addresses & 255}`;
}

let serial = 0;
function nextSerial(): string {
  serial += 1;
  return String(serial).padStart(5, '0');
}

interface Player {
  account: string;
  password: string;
  ip: string;
  /** The client that registered; it holds the session the registration started. */
  client: TestClient;
  firstTimeLogin: boolean;
}

/** A player registered by username only, from an address of their own; the registration logs them in. */
async function registerPlayer(): Promise<Player> {
  const ip = freshIp();
  const client = server.client({ ip });
  const account = `mem${nextSerial()}`;
  const password = 'member123';
  const registered = await client.call(registerCall, {
    username: account,
    password,
    confirmPassword: password,
  });
  return { account, password, ip, client, firstTimeLogin: registered.firstTimeLogin };
}

/** Logs in as the player; `ip` defaults to the address they registered from. */
async function login(player: Player, ip = player.ip) {
  const client = server.client({ ip });
  const result = await client.call(loginCall, { username: player.account, password: player.password });
  if (result.status !== 'OK') throw new Error(`expected a session, got ${result.status}`);
  return { result, client };
}

function isoNear(value: string | null, expected: Date) {
  expect(value).not.toBeNull();
  expect(Math.abs(new Date(value!).getTime() - expected.getTime())).toBeLessThan(5_000);
}

describe('member info', () => {
  it('shows the member’s fields with the mobile number and email masked', async () => {
    const n = nextSerial();
    const mobile = `6${n.padStart(7, '0')}`;
    const ip = freshIp();
    const client = server.client({ ip });
    await client.call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' });
    const registeredAt = server.deps.now();
    const registered = await client.call(registerMobileCall, {
      username: `mob${n}`,
      mobileNum: mobile,
      countryDialingCode: '855',
      verificationCode: await server.lastSmsCode(`855${mobile}`),
      email: `mobile${n}@example.com`,
      password: 'member123',
      confirmPassword: 'member123',
    });

    const info = await client.call(memberInfoCall, {});
    expect(info.member).toMatchObject({
      id: registered.user.id,
      account: `mob${n}`,
      nickname: null,
      type: 0,
      isAgent: false,
      isTrial: false,
      currency: 'KHR',
      currencySymbol: '៛',
      merchantCode: 'DEMOKH',
      language: 'KM',
      icon: 'avatar-1',
      mobileNum: `855*****${mobile.slice(-3)}`,
      email: 'mo***@example.com',
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(info.member.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    isoNear(info.member.registeredAt, registeredAt);
    // The full number and address never leave the server.
    expect(JSON.stringify(info)).not.toContain(mobile);
    expect(JSON.stringify(info)).not.toContain(`mobile${n}`);
  });

  it('masks the demo member’s 855 12345678 as 855****678 style: dialing code and last three digits', async () => {
    const client = server.client({ ip: '10.50.255.1' });
    await client.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
    const { member } = await client.call(memberInfoCall, {});
    expect(member.mobileNum).toMatch(/^855\*{4,}678$/);
    expect(member.email).toBe('de***@example.com');
    expect(member).toMatchObject({ account: 'demo01', nickname: 'Demo Player' });
  });

  it('shows no mobile number or email for an account registered without them', async () => {
    const player = await registerPlayer();
    const { member } = await player.client.call(memberInfoCall, {});
    expect(member.mobileNum).toBeNull();
    expect(member.email).toBeNull();
  });

  it('shows when and from where this session logged in, and after another login the previous one', async () => {
    const registeredAt = server.deps.now();
    const player = await registerPlayer();
    const first = await player.client.call(memberInfoCall, {});
    isoNear(first.loginInfo.loginTime, registeredAt);
    expect(first.loginInfo).toMatchObject({ loginIp: player.ip, lastLoginTime: null, lastLoginIp: null });

    server.advance(10 * MINUTE);
    const secondIp = freshIp();
    const loggedInAt = server.deps.now();
    const { client } = await login(player, secondIp);
    const second = await client.call(memberInfoCall, {});
    isoNear(second.loginInfo.loginTime, loggedInAt);
    expect(second.loginInfo.loginIp).toBe(secondIp);
    isoNear(second.loginInfo.lastLoginTime, new Date(first.loginInfo.loginTime));
    expect(second.loginInfo.lastLoginIp).toBe(player.ip);
  });
});

describe('member icon', () => {
  it('offers the icon choices and shows the default icon', async () => {
    const player = await registerPlayer();
    await expect(player.client.call(memberIconCall, {})).resolves.toEqual({
      icon: 'avatar-1',
      choices: [...MEMBER_ICONS],
    });
  });

  it('keeps a chosen icon: in the answer, the icon call, member info and after logging in again', async () => {
    const player = await registerPlayer();
    await expect(player.client.call(updateMemberIconCall, { icon: 'avatar-4' })).resolves.toMatchObject({
      icon: 'avatar-4',
      choices: [...MEMBER_ICONS],
    });
    expect((await player.client.call(memberIconCall, {})).icon).toBe('avatar-4');
    expect((await player.client.call(memberInfoCall, {})).member.icon).toBe('avatar-4');

    const { client } = await login(player);
    expect((await client.call(memberIconCall, {})).icon).toBe('avatar-4');
  });

  it('refuses an icon that is not one of the choices with 400 and keeps the old one', async () => {
    const player = await registerPlayer();
    for (const icon of ['avatar-99', '../avatar-1', '', 'AVATAR-2']) {
      const answer = await server.raw('POST', updateMemberIconCall.path, {
        body: { icon },
        headers: { authorization: `Bearer ${player.client.token}` },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect((await player.client.call(memberIconCall, {})).icon).toBe('avatar-1');
  });
});

describe('first login', () => {
  it('is flagged for a new registration until the client reports it, then no longer', async () => {
    const player = await registerPlayer();
    expect(player.firstTimeLogin).toBe(true);
    expect((await player.client.call(memberInfoCall, {})).member.firstTimeLogin).toBe(true);

    await expect(player.client.call(firstLoginCall, {})).resolves.toEqual({ firstTimeLogin: false });
    expect((await player.client.call(memberInfoCall, {})).member.firstTimeLogin).toBe(false);

    const { result } = await login(player);
    expect(result.firstTimeLogin).toBe(false);
  });

  it('stays flagged at the next login when the client never reported it', async () => {
    const player = await registerPlayer();
    const { result } = await login(player);
    expect(result.firstTimeLogin).toBe(true);
  });
});

const sessionCalls = [
  { name: 'member info', send: (client: TestClient) => client.call(memberInfoCall, {}) },
  { name: 'member icon', send: (client: TestClient) => client.call(memberIconCall, {}) },
  {
    name: 'icon update',
    send: (client: TestClient) => client.call(updateMemberIconCall, { icon: 'avatar-2' }),
  },
  { name: 'first login', send: (client: TestClient) => client.call(firstLoginCall, {}) },
];

async function expectNotLoggedIn(answer: Promise<unknown>) {
  await expect(answer).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 401 });
}

describe.each(sessionCalls)('the $name call without a live session', ({ send }) => {
  it('is refused with NOT_LOGGED_IN without a token or with a made-up one', async () => {
    await expectNotLoggedIn(send(server.client()));
    await expectNotLoggedIn(send(server.client({ token: 'x'.repeat(43) })));
  });

  it('is refused once the session has been idle for more than 30 minutes', async () => {
    const player = await registerPlayer();
    server.advance(29 * MINUTE);
    await expect(send(player.client)).resolves.toBeTruthy();
    server.advance(30 * MINUTE + 1000);
    await expectNotLoggedIn(send(player.client));
  });

  it('is refused after 12 hours even when the session was used all along', async () => {
    const player = await registerPlayer();
    // 28 calls, 25 minutes apart: 11 h 40 min of activity without ever idling out.
    for (let i = 0; i < 28; i++) {
      server.advance(25 * MINUTE);
      await player.client.call(memberInfoCall, {});
    }
    await expect(send(player.client)).resolves.toBeTruthy();
    server.advance(25 * MINUTE);
    await expectNotLoggedIn(send(player.client));
  });

  it('is refused after logging out, also when the old token is sent again', async () => {
    const player = await registerPlayer();
    const token = player.client.token!;
    await player.client.call(logoutCall, {});
    await expectNotLoggedIn(send(player.client));
    await expectNotLoggedIn(send(server.client({ token, ip: player.ip })));
  });
});
