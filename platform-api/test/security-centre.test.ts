import {
  bankAccountsCall,
  bindBankAccountCall,
  bindEmailCall,
  bindMobileCall,
  type ErrorCode,
  freePlayCall,
  loginCall,
  memberInfoCall,
  registerCall,
  securityCodeCall,
  setPaymentPasswordCall,
  smsRegisterCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { refusalError } from './refusal';

let server: TestServer;
let demo: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  demo = server.client();
  await demo.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
});
afterAll(() => server.close());

const codeOf = async (promise: Promise<unknown>): Promise<ErrorCode> => (await refusalError(promise)).code;

let players = 0;
/** A new member registered by username from an address of its own; the registration logs it in. */
async function newPlayer(extra: { paymentPassword?: string } = {}) {
  players += 1;
  const client = server.client({ ip: `10.77.0.${players}` });
  const account = `sec${String(players).padStart(4, '0')}`;
  const registered = await client.call(registerCall, {
    username: account,
    password: 'player123',
    confirmPassword: 'player123',
    ...extra,
  });
  return { client, account, password: 'player123', id: registered.user.id };
}

/** The login password and the code to the member's current contact (none when nothing is bound). */
const proof = async (client: TestClient, password = 'player123') => ({
  password,
  securityCode: await server.securityCode(client),
});

const setPin = async (client: TestClient, pin: string, password = 'player123', confirm = pin) =>
  client.call(setPaymentPasswordCall, {
    ...(await proof(client, password)),
    paymentPassword: pin,
    confirmPaymentPassword: confirm,
  });

const bind = async (
  client: TestClient,
  accountNumber: string,
  paymentPassword: string,
  bankName = 'ABA Bank',
) =>
  client.call(bindBankAccountCall, {
    bankName,
    accountName: 'Sec Player',
    accountNumber,
    paymentPassword,
    password: 'player123',
  });

async function storedHashes(memberId: number) {
  const [row] = await server.sql<{ payment_password_hash: string | null; profile: Record<string, unknown> }>(
    'select payment_password_hash, profile from members where id = $1',
    [memberId],
  );
  return row!;
}

describe('payment password', () => {
  it('is set with the login password, stored as a scrypt hash in its own column', async () => {
    const player = await newPlayer();
    expect((await player.client.call(bankAccountsCall, {})).hasPaymentPassword).toBe(false);
    expect(await setPin(player.client, '135790')).toBeNull();
    const { payment_password_hash } = await storedHashes(player.id);
    expect(payment_password_hash).toMatch(/^scrypt\$/);
    expect(payment_password_hash).not.toContain('135790');
    expect((await player.client.call(bankAccountsCall, {})).hasPaymentPassword).toBe(true);
  });

  it('refuses a wrong login password and a confirmation that differs, keeping the old one', async () => {
    const player = await newPlayer();
    await setPin(player.client, '111111');
    const before = (await storedHashes(player.id)).payment_password_hash;
    expect(await codeOf(setPin(player.client, '222222', 'not-my-password'))).toBe('OLD_PASSWORD_WRONG');
    expect(await codeOf(setPin(player.client, '222222', 'player123', '222223'))).toBe('PASSWORDS_DIFFER');
    expect((await storedHashes(player.id)).payment_password_hash).toBe(before);
  });

  it('can be changed: the old one stops working, the new one works', async () => {
    const player = await newPlayer();
    await setPin(player.client, '111111');
    await setPin(player.client, '333333');
    expect(await codeOf(bind(player.client, '100000000001', '111111'))).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await bind(player.client, '100000000001', '333333')).accountNumberMasked).toBe('****0001');
  });

  it('given at registration is stored in the column, not on the profile', async () => {
    const player = await newPlayer({ paymentPassword: '246810' });
    const stored = await storedHashes(player.id);
    expect(stored.payment_password_hash).toMatch(/^scrypt\$/);
    expect(stored.profile).not.toHaveProperty('paymentPasswordHash');
    expect((await bind(player.client, '200000000002', '246810')).bankName).toBe('ABA Bank');
  });

  it('limits wrong guesses: after five, even the right one is refused for a while', async () => {
    const player = await newPlayer();
    await setPin(player.client, '555555');
    for (let i = 0; i < 5; i += 1) {
      expect(await codeOf(bind(player.client, '300000000003', '000000'))).toBe('PAYMENT_PASSWORD_WRONG');
    }
    expect(await codeOf(bind(player.client, '300000000003', '555555'))).toBe('TOO_MANY_ATTEMPTS');
    expect(await server.sql('select 1 from bank_accounts where member_id = $1', [player.id])).toHaveLength(0);
  });
});

describe('bank accounts', () => {
  it('needs a payment password first', async () => {
    const player = await newPlayer();
    expect(await codeOf(bind(player.client, '400000000004', '123456'))).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('lists the merchant banks and the limit, and answers only masked numbers', async () => {
    const player = await newPlayer();
    await setPin(player.client, '123456');
    const bound = await bind(player.client, '000123456789', '123456');
    expect(bound).toMatchObject({
      bankName: 'ABA Bank',
      accountName: 'Sec Player',
      accountNumberMasked: '****6789',
    });
    const list = await player.client.call(bankAccountsCall, {});
    expect(list.banks).toEqual(['ABA Bank', 'ACLEDA Bank', 'Canadia Bank', 'Wing Bank']);
    expect(list.maxAccounts).toBe(3);
    expect(list.accounts).toEqual([bound]);
    expect(JSON.stringify(list)).not.toContain('000123456789');
  });

  it('refuses a bank the merchant does not offer, naming the field', async () => {
    const player = await newPlayer();
    await setPin(player.client, '123456');
    const error = await refusalError(bind(player.client, '500000000005', '123456', 'Bank of Nowhere'));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.details?.map((d) => d.field)).toEqual(['bankName']);
  });

  it('refuses the same number twice and more than the limit', async () => {
    const player = await newPlayer();
    await setPin(player.client, '123456');
    await bind(player.client, '600000000001', '123456');
    const duplicate = await refusalError(bind(player.client, '600000000001', '123456', 'Wing Bank'));
    expect(duplicate.code).toBe('BAD_REQUEST');
    expect(duplicate.details?.map((d) => d.field)).toEqual(['accountNumber']);
    await bind(player.client, '600000000002', '123456');
    await bind(player.client, '600000000003', '123456');
    expect(await codeOf(bind(player.client, '600000000004', '123456'))).toBe('BANK_ACCOUNT_LIMIT');
    expect((await player.client.call(bankAccountsCall, {})).accounts).toHaveLength(3);
  });

  it('keeps concurrent binds within the limit', async () => {
    const player = await newPlayer();
    await setPin(player.client, '123456');
    const results = await Promise.allSettled(
      ['700000000001', '700000000002', '700000000003', '700000000004', '700000000005'].map((n) =>
        bind(player.client, n, '123456'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await player.client.call(bankAccountsCall, {})).accounts).toHaveLength(3);
  });
});

describe('mobile and email', () => {
  const sendCode = (client: TestClient, mobileNo: string) =>
    client.call(smsRegisterCall, { mobileNo, countryDialingCode: '855', regType: 'MOBILE' });

  it('binds a number with the code the register-code call sent to it', async () => {
    const player = await newPlayer();
    await sendCode(player.client, '87650001');
    expect(
      await codeOf(
        player.client.call(bindMobileCall, {
          mobileNum: '87650001',
          countryDialingCode: '855',
          verificationCode: '000000',
          password: player.password,
        }),
      ),
    ).toBe('VERIFICATION_CODE_INVALID');
    const code = await server.lastSmsCode('85587650001');
    const bound = await player.client.call(bindMobileCall, {
      mobileNum: '87650001',
      countryDialingCode: '855',
      verificationCode: code,
      password: player.password,
    });
    expect(bound.mobileNum).toBe('855*****001');
    const [row] = await server.sql<{ dialing_code: string; mobile_num: string }>(
      'select dialing_code, mobile_num from members where id = $1',
      [player.id],
    );
    expect(row).toEqual({ dialing_code: '855', mobile_num: '87650001' });
    expect((await player.client.call(memberInfoCall, {})).member.mobileNum).toBe('855*****001');
    // The code is spent.
    expect(
      await codeOf(
        player.client.call(bindMobileCall, {
          mobileNum: '87650001',
          countryDialingCode: '855',
          verificationCode: code,
          password: player.password,
          securityCode: '000000',
        }),
      ),
    ).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses a number another member of the merchant uses, also when it was taken after the code was sent', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    await sendCode(first.client, '87650002');
    const firstCode = await server.lastSmsCode('85587650002');
    await sendCode(second.client, '87650002');
    const secondCode = await server.lastSmsCode('85587650002');
    await second.client.call(bindMobileCall, {
      mobileNum: '87650002',
      countryDialingCode: '855',
      verificationCode: secondCode,
      password: second.password,
    });
    const bindFirst = (mobileNum: string, verificationCode: string) =>
      first.client.call(bindMobileCall, {
        mobileNum,
        countryDialingCode: '855',
        verificationCode,
        password: first.password,
      });
    expect(await codeOf(bindFirst('87650002', firstCode))).toBe('MOBILE_EXISTS');
    expect(await codeOf(bindFirst(DEMO_MEMBER.mobile, '123456'))).toBe('MOBILE_EXISTS');
    // The register-code call itself refuses a number in use.
    expect(await codeOf(sendCode(first.client, '87650002'))).toBe('MOBILE_EXISTS');
  });

  it('binds an email with the login password and the email format', async () => {
    const player = await newPlayer();
    expect(
      await codeOf(player.client.call(bindEmailCall, { email: 'not-an-email', password: player.password })),
    ).toBe('CREDENTIAL_FORMAT_INCORRECT');
    expect(
      await codeOf(player.client.call(bindEmailCall, { email: 'sec@example.com', password: 'wrong-one' })),
    ).toBe('OLD_PASSWORD_WRONG');
    expect(
      await player.client.call(bindEmailCall, { email: 'sec.player@example.com', password: player.password }),
    ).toEqual({ email: 'se***@example.com' });
    const [row] = await server.sql<{ email: string }>('select email from members where id = $1', [player.id]);
    expect(row?.email).toBe('sec.player@example.com');
  });
});

describe('changes proven by the login password and a code to the current contact', () => {
  const MINUTE = 60_000;
  let mobiles = 0;
  /** A player with a bound mobile (its first binding needs no code: nothing was bound to send one to). */
  async function playerWithMobile() {
    const player = await newPlayer();
    mobiles += 1;
    const mobile = `8766${String(mobiles).padStart(4, '0')}`;
    await player.client.call(smsRegisterCall, {
      mobileNo: mobile,
      countryDialingCode: '855',
      regType: 'MOBILE',
    });
    await player.client.call(bindMobileCall, {
      mobileNum: mobile,
      countryDialingCode: '855',
      verificationCode: await server.lastSmsCode(`855${mobile}`),
      password: player.password,
    });
    // A fresh send window for the number, so the test can text it again.
    server.advance(5 * MINUTE + 1000);
    return { ...player, mobile, phone: `855${mobile}` };
  }
  const pinHash = async (id: number) => (await storedHashes(id)).payment_password_hash;

  it('sends the code to the bound mobile, and refuses a change without it, with a wrong one or a wrong password', async () => {
    const player = await playerWithMobile();
    const sent = await player.client.call(securityCodeCall, {});
    expect(sent).toMatchObject({ channel: 'SMS', to: `855*****${player.mobile.slice(-3)}` });
    const code = await server.lastSmsCode(player.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (fields: { password: string; securityCode?: string }) =>
      player.client.call(setPaymentPasswordCall, {
        ...fields,
        paymentPassword: '123456',
        confirmPaymentPassword: '123456',
      });
    expect(await codeOf(attempt({ password: player.password }))).toBe('VERIFICATION_CODE_MISSING');
    expect(await codeOf(attempt({ password: player.password, securityCode: wrong }))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    expect(await codeOf(attempt({ password: 'wrong-one', securityCode: code }))).toBe('OLD_PASSWORD_WRONG');
    expect(await pinHash(player.id)).toBeNull();

    expect(await attempt({ password: player.password, securityCode: code })).toBeNull();
    expect(await pinHash(player.id)).toMatch(/^scrypt\$/);
    // Used once.
    expect(await codeOf(attempt({ password: player.password, securityCode: code }))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
  });

  it('tells the old contact of every change, after it is made', async () => {
    const player = await playerWithMobile();
    await setPin(player.client, '123456');
    expect((await server.outbox('sms', player.phone))[0]).toMatch(/payment password was changed/);

    server.advance(5 * MINUTE + 1000);
    expect(
      await codeOf(
        player.client.call(bindBankAccountCall, {
          bankName: 'ABA Bank',
          accountName: 'Sec Player',
          accountNumber: '910000000001',
          paymentPassword: '123456',
          password: player.password,
        }),
      ),
    ).toBe('VERIFICATION_CODE_MISSING');
    expect(await server.sql('select 1 from bank_accounts where member_id = $1', [player.id])).toHaveLength(0);
    await player.client.call(bindBankAccountCall, {
      bankName: 'ABA Bank',
      accountName: 'Sec Player',
      accountNumber: '910000000001',
      paymentPassword: '123456',
      ...(await proof(player.client)),
    });
    expect((await server.outbox('sms', player.phone))[0]).toMatch(/bank account was changed/);
  });

  it('moves the mobile only with the code to the old number, and tells the old number', async () => {
    const player = await playerWithMobile();
    const next = `8769${String(player.id).padStart(4, '0')}`;
    await player.client.call(smsRegisterCall, {
      mobileNo: next,
      countryDialingCode: '855',
      regType: 'MOBILE',
    });
    const newNumberCode = await server.lastSmsCode(`855${next}`);
    const move = (securityCode?: string) =>
      player.client.call(bindMobileCall, {
        mobileNum: next,
        countryDialingCode: '855',
        verificationCode: newNumberCode,
        password: player.password,
        ...(securityCode ? { securityCode } : {}),
      });
    expect(await codeOf(move())).toBe('VERIFICATION_CODE_MISSING');
    const oldNumberCode = await server.securityCode(player.client);
    expect(await codeOf(move(oldNumberCode === '000000' ? '111111' : '000000'))).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    const [unchanged] = await server.sql<{ mobile_num: string }>(
      'select mobile_num from members where id = $1',
      [player.id],
    );
    expect(unchanged?.mobile_num).toBe(player.mobile);
    expect(await server.lastSmsCode(player.phone)).toBe(oldNumberCode);
    await move(oldNumberCode);
    const [row] = await server.sql<{ mobile_num: string }>('select mobile_num from members where id = $1', [
      player.id,
    ]);
    expect(row?.mobile_num).toBe(next);
    expect((await server.outbox('sms', player.phone))[0]).toMatch(/mobile was changed/);
    // From now on, codes go to the new number.
    server.advance(5 * MINUTE + 1000);
    expect((await player.client.call(securityCodeCall, {})).to).toBe(`855*****${next.slice(-3)}`);
  });

  it('mails the code when the email is the only contact, and tells the old email of its change', async () => {
    const player = await newPlayer();
    // The first contact: nothing was bound to send a code to, so the login password alone proves it.
    expect(await player.client.call(securityCodeCall, {})).toMatchObject({ channel: 'NONE' });
    await player.client.call(bindEmailCall, {
      email: `first${player.id}@example.com`,
      password: player.password,
    });
    expect((await server.outbox('mail', `first${player.id}@example.com`))[0]).toBeUndefined();

    const sent = await player.client.call(securityCodeCall, {});
    expect(sent).toMatchObject({ channel: 'MAIL', to: 'fi***@example.com' });
    const [mail] = await server.outbox('mail', `first${player.id}@example.com`);
    const code = mail?.match(/\b(\d{6})\b/)?.[1];
    expect(
      await codeOf(
        player.client.call(bindEmailCall, {
          email: `second${player.id}@example.com`,
          password: player.password,
        }),
      ),
    ).toBe('VERIFICATION_CODE_MISSING');
    expect(
      await codeOf(
        player.client.call(bindEmailCall, {
          email: `second${player.id}@example.com`,
          password: 'wrong-one',
          securityCode: code!,
        }),
      ),
    ).toBe('OLD_PASSWORD_WRONG');
    const [unchanged] = await server.sql<{ email: string }>('select email from members where id = $1', [
      player.id,
    ]);
    expect(unchanged?.email).toBe(`first${player.id}@example.com`);
    await player.client.call(bindEmailCall, {
      email: `second${player.id}@example.com`,
      password: player.password,
      securityCode: code!,
    });
    expect((await server.outbox('mail', `first${player.id}@example.com`))[0]).toMatch(/email was changed/);
    const [row] = await server.sql<{ email: string }>('select email from members where id = $1', [player.id]);
    expect(row?.email).toBe(`second${player.id}@example.com`);
  });
});

describe('trial accounts', () => {
  it('may not write anything in the security centre', async () => {
    const trial = server.client({ ip: '10.77.1.1' });
    await trial.call(freePlayCall, {
      os: 'Linux',
      platform: 'W',
      random: 'trial-random-0001',
      gatewayVersion: 3,
    });
    expect(await codeOf(setPin(trial, '123456', 'whatever'))).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    expect(await codeOf(bind(trial, '800000000001', '123456'))).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    expect(
      await codeOf(
        trial.call(bindMobileCall, {
          mobileNum: '87650009',
          countryDialingCode: '855',
          verificationCode: '1',
          password: 'x',
        }),
      ),
    ).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    expect(await codeOf(trial.call(bindEmailCall, { email: 'a@example.com', password: 'x' }))).toBe(
      'TRIAL_ACCOUNT_NOT_ALLOWED',
    );
  });
});

describe('the demo member', () => {
  it('starts without a payment password or bank accounts', async () => {
    expect(await demo.call(bankAccountsCall, {})).toMatchObject({ hasPaymentPassword: false, accounts: [] });
  });
});
