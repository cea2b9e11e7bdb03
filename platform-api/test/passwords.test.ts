import {
  changePasswordCall,
  forgotPasswordByEmailCall,
  freePlayCall,
  type LoginSuccess,
  loginCall,
  loginCodeCall,
  loginV2Call,
  memberInfoCall,
  registerCall,
  registerMobileCall,
  setPasswordByEmailCall,
  setPasswordByPhoneCall,
  smsNoLoginCall,
  smsRegisterCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash } from '../src/modules/security/password-hash';
import { newToken, sha256 } from '../src/modules/security/tokens';
import { startTestServer, type TestClient, type TestServer } from './harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Each player calls from an address of their own, so per-IP limits never decide another test, and logins
// come from the address the account registered from (a new address would ask for extra verification).
let addresses = 0;
function freshIp(): string {
  addresses += 1;
  return `10.40.${addresses >> 8}.${addresses & 255}`;
}

let serial = 0;
function nextSerial(): string {
  serial += 1;
  return String(serial).padStart(5, '0');
}

interface Player {
  account: string;
  password: string;
  email: string | null;
  mobile: string | null;
  ip: string;
  merchant: string;
  /** The client that registered; it holds the registration session. */
  client: TestClient;
  id: number;
}

/** A player registered by username, optionally with an email; the registration logs them in. */
async function registerPlayer(
  options: { email?: string; merchant?: string; payeeName?: string } = {},
): Promise<Player> {
  const merchant = options.merchant ?? 'DEMOKH';
  const ip = freshIp();
  const client = server.client({ merchant, ip });
  const account = `pw${nextSerial()}`;
  const password = 'first123';
  const registered = await client.call(registerCall, {
    username: account,
    password,
    confirmPassword: password,
    ...(options.email ? { email: options.email } : {}),
    ...(options.payeeName ? { payeeName: options.payeeName } : {}),
  });
  return {
    account,
    password,
    email: options.email ?? null,
    mobile: null,
    ip,
    merchant,
    client,
    id: registered.user.id,
  };
}

/** A DEMOKH player registered by mobile (with the texted code), with a username and an email. */
async function registerMobilePlayer(): Promise<Player> {
  const ip = freshIp();
  const client = server.client({ ip });
  const n = nextSerial();
  const mobile = `6${n.padStart(7, '0')}`;
  const account = `mob${n}`;
  const password = 'first123';
  await client.call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' });
  const registered = await client.call(registerMobileCall, {
    username: account,
    mobileNum: mobile,
    countryDialingCode: '855',
    verificationCode: await server.lastSmsCode(`855${mobile}`),
    email: `${account}@example.com`,
    password,
    confirmPassword: password,
  });
  // Wait out the send window of the number, so a test can text it again freely.
  server.advance(5 * MINUTE + 1000);
  return {
    account,
    password,
    email: `${account}@example.com`,
    mobile,
    ip,
    merchant: 'DEMOKH',
    client,
    id: registered.user.id,
  };
}

/** Logs in as the player from their own address; answers the login and the client holding its session. */
async function login(player: Player, password = player.password) {
  const client = server.client({ merchant: player.merchant, ip: player.ip });
  const result = await client.call(loginCall, { username: player.account, password });
  if (result.status !== 'OK') throw new Error(`expected a session, got ${result.status}`);
  return { result, client };
}

async function expectLoginRefused(player: Player, password: string) {
  await expect(
    server.client({ merchant: player.merchant, ip: player.ip }).call(loginCall, {
      username: player.account,
      password,
    }),
  ).rejects.toMatchObject({ code: 'WRONG_CREDENTIALS', status: 401 });
}

async function expectLoggedOut(client: TestClient) {
  await expect(client.call(memberInfoCall, {})).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 401 });
}

/**
 * A second live session of the account, written directly: logging in again always ends the earlier session
 * (one account, one place), so the API offers no way to hold two at once.
 */
async function sessionElsewhere(player: Player): Promise<TestClient> {
  const token = newToken();
  const now = server.deps.now();
  await server.sql(
    `insert into sessions (token_hash, member_id, portal, ip, created_at, last_seen_at, expires_at)
     values ($1, $2, 'MEMBER', '10.99.0.1', $3, $3, $4)`,
    [sha256(token), player.id, now, new Date(now.getTime() + 12 * 60 * MINUTE)],
  );
  const client = server.client({ token, ip: '10.99.0.1' });
  await client.call(memberInfoCall, {});
  return client;
}

/** Moves the server clock to just after the start of a fixed rate-limit window, so a test never straddles two. */
function startOfWindow(seconds: number) {
  const ms = seconds * 1000;
  const now = server.deps.now().getTime();
  server.advance(ms - (now % ms) + 1000);
}

async function setSwitch(merchant: string, name: string, enabled: boolean) {
  await server.sql('update whitelabel_switches set enabled = $3 where merchant_code = $1 and name = $2', [
    merchant,
    name,
    enabled,
  ]);
}

function changePassword(client: TestClient, oldPassword: string, newPassword: string, confirm = newPassword) {
  return client.call(changePasswordCall, { oldPassword, newPassword, confirmNewPassword: confirm });
}

describe('changing the password while logged in', () => {
  it('takes the new password: the old one stops working at login and the new one works', async () => {
    const player = await registerPlayer();
    await expect(changePassword(player.client, player.password, 'second456')).resolves.toBeNull();
    await expectLoginRefused(player, player.password);
    const { result } = await login(player, 'second456');
    expect(result).toMatchObject({ status: 'OK', passwordExpired: false, weakPassword: false });
  });

  it('ends the sessions of the account elsewhere but keeps the one that made the change', async () => {
    const player = await registerPlayer();
    const elsewhere = await sessionElsewhere(player);
    await changePassword(player.client, player.password, 'second456');
    await expectLoggedOut(elsewhere);
    await expect(player.client.call(memberInfoCall, {})).resolves.toMatchObject({
      member: { account: player.account },
    });
  });

  it('refuses a wrong old password, and after five wrong ones refuses any for fifteen minutes', async () => {
    const player = await registerPlayer();
    startOfWindow(15 * 60);
    for (let i = 0; i < 5; i++) {
      await expect(changePassword(player.client, 'notmine1', 'second456')).rejects.toMatchObject({
        code: 'OLD_PASSWORD_WRONG',
        status: 400,
      });
    }
    await expect(changePassword(player.client, 'notmine1', 'second456')).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      status: 429,
    });
    // Guessing on would tell a right guess apart if the right one were let through.
    await expect(changePassword(player.client, player.password, 'second456')).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
    // Logging in is not locked by it.
    const { client } = await login(player);

    server.advance(15 * MINUTE);
    await expect(changePassword(client, player.password, 'second456')).resolves.toBeNull();
  });

  it('asks for the same new password twice', async () => {
    const player = await registerPlayer();
    await expect(
      changePassword(player.client, player.password, 'second456', 'second457'),
    ).rejects.toMatchObject({ code: 'PASSWORDS_DIFFER', status: 400 });
    await login(player);
  });

  it.each([
    ['too short', 'ab12', 'content_length_between'],
    ['too long', 'a'.repeat(21), 'content_length_between'],
    ['with symbols', 'abc!1234', 'format_incorrect'],
    ['the weak default', '{secret}', 'format_incorrect'],
  ])('refuses a new password that is %s, naming the field', async (_case, newPassword, reason) => {
    const player = await registerPlayer();
    await expect(changePassword(player.client, player.password, newPassword)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      details: [{ field: 'newPassword', reason }],
    });
    await login(player);
  });

  it('refuses the weak default even where the password rule allows any characters', async () => {
    const player = await registerPlayer();
    await server.sql(
      "update register_fields set pattern_id = 0 where merchant_code = 'DEMOKH' and field = 'password'",
    );
    try {
      await expect(changePassword(player.client, player.password, '{secret}')).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        details: [{ field: 'newPassword', reason: 'password_too_weak' }],
      });
    } finally {
      await server.sql(
        "update register_fields set pattern_id = 9 where merchant_code = 'DEMOKH' and field = 'password'",
      );
    }
  });

  it('refuses a new password equal to the old one', async () => {
    const player = await registerPlayer();
    await expect(changePassword(player.client, player.password, player.password)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      details: [{ field: 'newPassword', reason: 'same_as_old_password' }],
    });
  });

  it('is not offered to a trial account', async () => {
    const trial = server.client({ ip: freshIp() });
    await trial.call(freePlayCall, {
      os: 'android',
      platform: 'W',
      random: 'r'.repeat(40),
      gatewayVersion: 3,
    });
    await expect(changePassword(trial, 'r'.repeat(40), 'second456')).rejects.toMatchObject({
      code: 'TRIAL_ACCOUNT_NOT_ALLOWED',
      status: 403,
    });
  });

  it('needs a session', async () => {
    await expect(changePassword(server.client(), 'first123', 'second456')).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
      status: 401,
    });
  });
});

async function mailedCode(email: string): Promise<string> {
  const [mail] = await server.outbox('mail', email.toLowerCase());
  const code = mail?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no reset code was mailed to ${email}`);
  return code;
}

function setByEmail(
  player: Player,
  verificationCode: string,
  newPassword = 'second456',
  email = player.email!,
) {
  return server
    .client({ ip: player.ip })
    .call(setPasswordByEmailCall, { username: player.account, email, verificationCode, newPassword });
}

function forgotByEmail(username: string, email: string, ip = freshIp()) {
  return server.client({ ip }).call(forgotPasswordByEmailCall, { username, email });
}

describe('forgot password by email', () => {
  it('mails a one-time code, never a password, to the lower-cased address; with it a new password is set', async () => {
    const n = nextSerial();
    const player = await registerPlayer({ email: `Mixed.Case${n}@Example.com` });
    await expect(
      forgotByEmail(player.account.toUpperCase(), `mixed.case${n}@EXAMPLE.com`),
    ).resolves.toBeNull();

    const mails = await server.outbox('mail', `mixed.case${n}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(player.account);
    expect(mails[0]).not.toMatch(/password is/i);
    const code = await mailedCode(`mixed.case${n}@example.com`);
    // Nothing mailed logs in: the code is not a password.
    await expectLoginRefused(player, code);

    await expect(setByEmail(player, code, 'second456', `MIXED.case${n}@example.com`)).resolves.toEqual({
      username: player.account,
    });
    const { result } = await login(player, 'second456');
    expect(result).toMatchObject({ status: 'OK', passwordExpired: false });
    await expectLoginRefused(player, player.password);
  });

  it('works once: a used code is refused, and every earlier session has ended', async () => {
    const player = await registerPlayer({ email: `once${nextSerial()}@example.com` });
    const elsewhere = await sessionElsewhere(player);
    await forgotByEmail(player.account, player.email!);
    const code = await mailedCode(player.email!);
    await setByEmail(player, code);
    await expectLoggedOut(player.client);
    await expectLoggedOut(elsewhere);
    await expect(setByEmail(player, code, 'third789')).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await login(player, 'second456');
  });

  it('cannot lock a player out: the current password and session keep working until the code is used', async () => {
    const player = await registerPlayer({ email: `keeps${nextSerial()}@example.com` });
    await forgotByEmail(player.account, player.email!);
    await expect(player.client.call(memberInfoCall, {})).resolves.toBeTruthy();
    await login(player);
  });

  it('lets the code work for 30 minutes only', async () => {
    const player = await registerPlayer({ email: `expires${nextSerial()}@example.com` });
    await forgotByEmail(player.account, player.email!);
    const code = await mailedCode(player.email!);
    server.advance(30 * MINUTE + 1000);
    await expect(setByEmail(player, code)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED' });
    await login(player);
  });

  it('allows five tries of the code, then refuses even the right one', async () => {
    const player = await registerPlayer({ email: `tries${nextSerial()}@example.com` });
    await forgotByEmail(player.account, player.email!);
    const code = await mailedCode(player.email!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expect(setByEmail(player, wrong)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    await expect(setByEmail(player, code)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    await login(player);
  });

  it('opens no other account and no other address with the code, and keeps it usable after a weak password', async () => {
    const player = await registerPlayer({ email: `bound${nextSerial()}@example.com` });
    const other = await registerPlayer({ email: `other${nextSerial()}@example.com` });
    await forgotByEmail(player.account, player.email!);
    const code = await mailedCode(player.email!);
    await expect(setByEmail(other, code)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    await expect(setByEmail(player, code, 'second456', other.email!)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await expect(setByEmail(player, code, 'abc')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await setByEmail(player, code);
    await login(player, 'second456');
    await login(other);
  });

  it('refuses an unknown username or an email that is not the account’s, and mails nothing', async () => {
    const player = await registerPlayer({ email: `known${nextSerial()}@example.com` });
    await expect(forgotByEmail('nobody999', player.email!)).rejects.toMatchObject({
      code: 'ACCOUNT_OR_EMAIL_NOT_FOUND',
      status: 404,
    });
    await expect(forgotByEmail(player.account, 'someone.else@example.com')).rejects.toMatchObject({
      code: 'ACCOUNT_OR_EMAIL_NOT_FOUND',
      status: 404,
    });
    const noEmail = await registerPlayer();
    await expect(forgotByEmail(noEmail.account, 'any@example.com')).rejects.toMatchObject({
      code: 'ACCOUNT_OR_EMAIL_NOT_FOUND',
    });
    expect(await server.outbox('mail', player.email!)).toEqual([]);
    await login(player);
  });

  it.each(['not-an-email', 'a@b', 'user@@example.com'])('refuses the malformed email %j', async (email) => {
    await expect(forgotByEmail('demo01', email)).rejects.toMatchObject({
      code: 'CREDENTIAL_FORMAT_INCORRECT',
      status: 400,
    });
  });

  it.each([
    ['CN', '您的密码重置验证码', '30 分钟'],
    ['KM', 'លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នក', '30 នាទី'],
    ['EN', 'Your password reset code', '30 minutes'],
  ])(
    'mails in %s to a visitor reading the site in it, subject and text',
    async (language, subject, lifetime) => {
      const player = await registerPlayer({ email: `lang${nextSerial()}@example.com` });
      await server.client({ ip: freshIp(), language }).call(forgotPasswordByEmailCall, {
        username: player.account,
        email: player.email!,
      });
      const [mail] = await server.outbox('mail', player.email!);
      expect(mail?.split('\n')[0]).toBe(subject);
      expect(mail).toContain(player.account);
      expect(mail).toContain(lifetime);
      await expect(setByEmail(player, await mailedCode(player.email!))).resolves.toEqual({
        username: player.account,
      });
    },
  );

  it('sends at most three mails per account an hour, whoever asks', async () => {
    const player = await registerPlayer({ email: `limit${nextSerial()}@example.com` });
    startOfWindow(60 * 60);
    for (let i = 0; i < 3; i++) await forgotByEmail(player.account, player.email!);
    await expect(forgotByEmail(player.account, player.email!)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      status: 429,
    });
    expect(await server.outbox('mail', player.email!)).toHaveLength(3);

    server.advance(60 * MINUTE);
    await expect(forgotByEmail(player.account, player.email!)).resolves.toBeNull();
  });
});

async function sendResetCode(player: Player) {
  await server
    .client({ ip: player.ip })
    .call(smsNoLoginCall, { mobileNum: player.mobile!, countryDialingCode: '855' });
  return server.lastSmsCode(`855${player.mobile}`);
}

function setByPhone(player: Player, verificationCode: string, newPassword = 'second456') {
  return server.client({ ip: player.ip }).call(setPasswordByPhoneCall, {
    newPassword,
    mobileNum: player.mobile!,
    countryDialingCode: '855',
    verificationCode,
  });
}

describe('setting a new password by phone', () => {
  it('answers the username; logging in with it and the new password works, as the client does next', async () => {
    const player = await registerMobilePlayer();
    const code = await sendResetCode(player);
    const { username } = await setByPhone(player, code);
    expect(username).toBe(player.account);

    const { result } = await login({ ...player, account: username }, 'second456');
    expect(result).toMatchObject({ status: 'OK', passwordExpired: false, weakPassword: false });
    await expectLoginRefused(player, player.password);
  });

  it('ends every session the account had before', async () => {
    const player = await registerMobilePlayer();
    const elsewhere = await sessionElsewhere(player);
    await setByPhone(player, await sendResetCode(player));
    await expectLoggedOut(player.client);
    await expectLoggedOut(elsewhere);
  });

  it('refuses a wrong, missing or used code and keeps the old password', async () => {
    const player = await registerMobilePlayer();
    const code = await sendResetCode(player);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(setByPhone(player, wrong)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      status: 400,
    });
    await expect(setByPhone(player, '')).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_MISSING',
      status: 400,
    });
    await login(player);

    await setByPhone(player, code);
    await expect(setByPhone(player, code, 'third789')).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await login(player, 'second456');
  });

  it('refuses an expired code', async () => {
    const player = await registerMobilePlayer();
    const code = await sendResetCode(player);
    server.advance(5 * MINUTE + 1000);
    await expect(setByPhone(player, code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      status: 400,
    });
    await login(player);
  });

  it('holds the new password to the password rule, and the code stays usable', async () => {
    const player = await registerMobilePlayer();
    const code = await sendResetCode(player);
    for (const [newPassword, reason] of [
      ['ab1', 'content_length_between'],
      ['abc!1234', 'format_incorrect'],
      ['{secret}', 'format_incorrect'],
    ] as const) {
      await expect(setByPhone(player, code, newPassword)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        status: 400,
        details: [{ field: 'newPassword', reason }],
      });
    }
    await expect(setByPhone(player, code)).resolves.toEqual({ username: player.account });
  });

  it('is refused with OPERATION_NOT_ENABLED while the region has it switched off', async () => {
    const player = await registerMobilePlayer();
    const code = await sendResetCode(player);
    await setSwitch('DEMOKH', 'CHNGPASSVERIF3', false);
    try {
      await expect(setByPhone(player, code)).rejects.toMatchObject({
        code: 'OPERATION_NOT_ENABLED',
        status: 403,
      });
      await expect(sendResetCode(player)).rejects.toMatchObject({ code: 'OPERATION_NOT_ENABLED' });
    } finally {
      await setSwitch('DEMOKH', 'CHNGPASSVERIF3', true);
    }
    await login(player);
  });
});

async function setStoredPassword(player: Player, password: string) {
  await server.sql('update members set password_hash = $2 where id = $1', [
    player.id,
    await hashPassword(password),
  ]);
}

async function ageStoredPassword(player: Player, days: number) {
  const changedAt = new Date(server.deps.now().getTime() - days * DAY);
  await server.sql('update members set password_changed_at = $2 where id = $1', [player.id, changedAt]);
}

describe('password hashes made with an older cost', () => {
  it('are replaced by a hash with the current parameters at the next right login', async () => {
    const player = await registerPlayer();
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync(player.password, salt, 32, { N: 16_384, r: 8, p: 1 });
    const oldHash = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await server.sql('update members set password_hash = $2 where id = $1', [player.id, oldHash]);
    await expectLoginRefused(player, 'wrong123');
    const storedHash = async () =>
      (
        await server.sql<{ h: string }>('select password_hash as h from members where id = $1', [player.id])
      )[0]!.h;
    expect(await storedHash()).toBe(oldHash);

    await login(player);
    const rehashed = await storedHash();
    expect(rehashed).not.toBe(oldHash);
    expect(needsRehash(rehashed)).toBe(false);
    await login(player);
  });
});

describe('weak and expired passwords at login', () => {
  it('reports the weak default password, so the client forces a change', async () => {
    const player = await registerPlayer();
    await setStoredPassword(player, '{secret}');
    const { result } = await login(player, '{secret}');
    expect(result).toMatchObject({ status: 'OK', weakPassword: true, passwordExpired: false });
  });

  it('reports a password older than 90 days only where password expiry is switched on', async () => {
    const player = await registerPlayer();
    await ageStoredPassword(player, 91);
    expect((await login(player)).result.passwordExpired).toBe(false); // DEMOKH has PASSEXPIRY3 off

    await setSwitch('DEMOKH', 'PASSEXPIRY3', true);
    try {
      expect((await login(player)).result).toMatchObject({ passwordExpired: true, weakPassword: false });
      await ageStoredPassword(player, 89);
      expect((await login(player)).result.passwordExpired).toBe(false);
    } finally {
      await setSwitch('DEMOKH', 'PASSEXPIRY3', false);
    }
  });

  it('reports an old password on a region that has expiry on from the start', async () => {
    const player = await registerPlayer({ merchant: 'DEMOTH', payeeName: 'Thai Player' });
    expect((await login(player)).result.passwordExpired).toBe(false);
    await ageStoredPassword(player, 91);
    expect((await login(player)).result.passwordExpired).toBe(true);
  });

  it('never reports either after an SMS login', async () => {
    const player = await registerMobilePlayer();
    await setStoredPassword(player, '{secret}');
    await ageStoredPassword(player, 200);
    await setSwitch('DEMOKH', 'PASSEXPIRY3', true);
    try {
      expect((await login(player, '{secret}')).result).toMatchObject({
        weakPassword: true,
        passwordExpired: true,
      });

      const client = server.client({ ip: player.ip });
      await client.call(loginCodeCall, { mobileNum: player.mobile!, countryDialingCode: '855' });
      const result = (await client.call(loginV2Call, {
        type: 'sms',
        mobileNum: player.mobile!,
        countryDialingCode: '855',
        verificationCode: await server.lastSmsCode(`855${player.mobile}`),
      })) as LoginSuccess;
      expect(result).toMatchObject({ status: 'OK', weakPassword: false, passwordExpired: false });
    } finally {
      await setSwitch('DEMOKH', 'PASSEXPIRY3', false);
    }
  });
});
