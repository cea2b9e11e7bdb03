import {
  captchaCall,
  type LoginSuccess,
  loginCodeCall,
  loginV2Call,
  registerMobileCall,
  setPasswordByPhoneCall,
  smsNoLoginCall,
  smsRegisterCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';

const MINUTE = 60_000;
const PASSWORD = 'mobile123';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Every visitor calls from its own address, so per-IP limits of one test never decide another.
let visitors = 0;
function visitor(merchant?: string): TestClient {
  visitors += 1;
  return server.client({ merchant, ip: `10.20.${visitors >> 8}.${visitors & 255}` });
}

let numbers = 0;
/** A national number (8 digits, as the seeded mobile rule wants) that no test has used yet. */
function freshNumber(): string {
  numbers += 1;
  return `7${String(numbers).padStart(7, '0')}`;
}

const DIALING: Record<string, string> = { DEMOKH: '855', DEMOTH: '66', DEMOVN: '84' };

async function solvedCaptcha(client: TestClient) {
  const { captchaId } = await client.call(captchaCall, {});
  return { captchaId, captcha: server.lastCaptcha() };
}

async function textsTo(target: string): Promise<number> {
  return (await server.outbox('sms', target)).length;
}

async function setSwitches(merchant: string, names: string[], enabled: boolean) {
  await server.sql(
    'update whitelabel_switches set enabled = $3 where merchant_code = $1 and name = any($2)',
    [merchant, names, enabled],
  );
}

/** Registers an account by mobile through the real flow; the send window of its number is then waited out. */
async function memberWithMobile(merchant = 'DEMOKH') {
  const mobile = freshNumber();
  const dialing = DIALING[merchant]!;
  const client = visitor(merchant);
  const human = merchant === 'DEMOTH' ? await solvedCaptcha(client) : {};
  await client.call(smsRegisterCall, {
    mobileNo: mobile,
    countryDialingCode: dialing,
    regType: 'MOBILE',
    ...human,
  });
  const registered = await client.call(registerMobileCall, {
    mobileNum: mobile,
    countryDialingCode: dialing,
    verificationCode: await server.lastSmsCode(`${dialing}${mobile}`),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...(merchant === 'DEMOTH' ? { payeeName: 'Thai Player' } : {}),
  });
  server.advance(5 * MINUTE + 1000);
  return { mobile, dialing, account: registered.user.account };
}

interface SendInput {
  mobile: string;
  dialing?: string;
  captchaId?: string;
  captcha?: string;
}

interface Sender {
  name: string;
  /** Whether the number must belong to an account (reset and login) or must be free (registration). */
  forAccount: boolean;
  /** The switches that, all off, close this sender on DEMOKH. */
  switches: string[];
  send(client: TestClient, input: SendInput): Promise<{ expiredMinutes: number }>;
}

const senders: Sender[] = [
  {
    name: 'registration code (/wps/verification/sms/register)',
    forAccount: false,
    switches: ['MOBILENUMREG3', 'MOBILENUMPASSREG3'],
    send: (client, { mobile, dialing = '855', ...human }) =>
      client.call(smsRegisterCall, {
        mobileNo: mobile,
        countryDialingCode: dialing,
        regType: 'MOBILE',
        ...human,
      }),
  },
  {
    name: 'password-reset code (/wps/verification/sms/noLogin)',
    forAccount: true,
    switches: ['CHNGPASSVERIF3'],
    send: (client, { mobile, dialing = '855', ...human }) =>
      client.call(smsNoLoginCall, { mobileNum: mobile, countryDialingCode: dialing, ...human }),
  },
  {
    name: 'login code (/wps/session/loginCode)',
    forAccount: true,
    switches: ['MOBILEVERCODELOGIN3'],
    send: (client, { mobile, dialing = '855', ...human }) =>
      client.call(loginCodeCall, { mobileNum: mobile, countryDialingCode: dialing, ...human }),
  },
];

/** A number the sender accepts: a registered one for reset and login, an unused one for registration. */
async function acceptedNumber(sender: Sender, merchant = 'DEMOKH') {
  if (sender.forAccount) return (await memberWithMobile(merchant)).mobile;
  return freshNumber();
}

describe.each(senders)('sending a $name', (sender) => {
  it('answers the minutes the code lives and texts a six-digit code to the number with its dialing code', async () => {
    const mobile = await acceptedNumber(sender);
    // Typed with a national leading zero: the text still goes to 855 + the number without it.
    const answer = await sender.send(visitor(), { mobile: `0${mobile}` });
    expect(answer).toEqual({ expiredMinutes: 5 });
    const [text] = await server.outbox('sms', `855${mobile}`);
    expect(text).toMatch(/\b\d{6}\b/);
    expect(await server.outbox('sms', `8550${mobile}`)).toEqual([]);
  });

  it('asks for the number when it is empty', async () => {
    await expect(sender.send(visitor(), { mobile: '' })).rejects.toMatchObject({
      code: 'PHONE_MISSING',
      status: 400,
    });
    await expect(sender.send(visitor(), { mobile: '   ' })).rejects.toMatchObject({ code: 'PHONE_MISSING' });
  });

  it.each(['12ab5678', 'phone', '12345', '+85512345678'])('refuses %j as a phone number', async (mobile) => {
    await expect(sender.send(visitor(), { mobile })).rejects.toMatchObject({
      code: 'PHONE_FORMAT_INVALID',
      status: 400,
    });
  });

  it('is refused with OPERATION_NOT_ENABLED while the region has it switched off', async () => {
    const mobile = await acceptedNumber(sender);
    const before = await textsTo(`855${mobile}`);
    await setSwitches('DEMOKH', sender.switches, false);
    try {
      await expect(sender.send(visitor(), { mobile })).rejects.toMatchObject({
        code: 'OPERATION_NOT_ENABLED',
        status: 403,
      });
      expect(await textsTo(`855${mobile}`)).toBe(before);
    } finally {
      await setSwitches('DEMOKH', sender.switches, true);
    }
    await expect(sender.send(visitor(), { mobile })).resolves.toEqual({ expiredMinutes: 5 });
  });

  it('stops the fourth text to one number within five minutes, and sends again once they have passed', async () => {
    const mobile = await acceptedNumber(sender);
    const before = await textsTo(`855${mobile}`);
    // Different visitors: the limit belongs to the number, not to whoever asks.
    for (let i = 0; i < 3; i++) await sender.send(visitor(), { mobile });
    await expect(sender.send(visitor(), { mobile })).rejects.toMatchObject({
      code: 'SMS_TOO_MANY_REQUESTS',
      status: 429,
    });
    expect(await textsTo(`855${mobile}`)).toBe(before + 3);

    server.advance(5 * MINUTE);
    await expect(sender.send(visitor(), { mobile })).resolves.toEqual({ expiredMinutes: 5 });
    expect(await textsTo(`855${mobile}`)).toBe(before + 4);
  });

  it('on a region with the SMS human check, sends only with the right captcha', async () => {
    const mobile = await acceptedNumber(sender, 'DEMOTH');
    const before = await textsTo(`66${mobile}`);
    const client = visitor('DEMOTH');
    await expect(sender.send(client, { mobile, dialing: '66' })).rejects.toMatchObject({
      code: 'CAPTCHA_CHECK_FAILED',
      status: 400,
    });
    const { captchaId, captcha } = await solvedCaptcha(client);
    const wrong = `${captcha}X`;
    await expect(
      sender.send(client, { mobile, dialing: '66', captchaId, captcha: wrong }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_CHECK_FAILED' });
    expect(await textsTo(`66${mobile}`)).toBe(before);

    await expect(
      sender.send(client, { mobile, dialing: '66', ...(await solvedCaptcha(client)) }),
    ).resolves.toEqual({
      expiredMinutes: 5,
    });
    expect(await textsTo(`66${mobile}`)).toBe(before + 1);
  });
});

describe('whom a code may be sent to', () => {
  it('refuses a registration code for a number that already has an account, however it is typed', async () => {
    for (const mobile of [DEMO_MEMBER.mobile, `0${DEMO_MEMBER.mobile}`]) {
      await expect(
        visitor().call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' }),
      ).rejects.toMatchObject({ code: 'MOBILE_EXISTS', status: 409 });
    }
    expect(await server.outbox('sms', `855${DEMO_MEMBER.mobile}`)).toEqual([]);
  });

  it('answers reset and login codes for a number no account uses exactly as for one in use, texting nothing', async () => {
    const unknown = freshNumber();
    const { mobile: known } = await memberWithMobile();
    // The whole answer, envelope and status, read as a browser gets it.
    const ask = (path: string, mobile: string, ip: string) =>
      server.raw('POST', path, {
        body: { mobileNum: mobile, countryDialingCode: '855' },
        headers: { 'x-forwarded-for': ip },
      });
    for (const call of [smsNoLoginCall, loginCodeCall]) {
      visitors += 2;
      const forKnown = await ask(call.path, known, `10.30.0.${visitors}`);
      const forUnknown = await ask(call.path, unknown, `10.30.1.${visitors}`);
      expect(forUnknown).toEqual(forKnown);
      expect(forUnknown).toMatchObject({ status: 200, body: { success: true } });
    }
    expect(await server.outbox('sms', `855${unknown}`)).toEqual([]);
    expect(await server.outbox('sms', `855${known}`)).toHaveLength(3);
  });

  it('keeps numbers apart by dialing code: the same national number elsewhere gets no text', async () => {
    await expect(
      visitor().call(loginCodeCall, { mobileNum: DEMO_MEMBER.mobile, countryDialingCode: '66' }),
    ).resolves.toEqual({ expiredMinutes: 5 });
    expect(await server.outbox('sms', `66${DEMO_MEMBER.mobile}`)).toEqual([]);
  });
});

describe('limits that hold under parallel requests', () => {
  const HOUR = 60 * MINUTE;

  const codes = (answers: PromiseSettledResult<unknown>[]) =>
    answers.map((a) => (a.status === 'fulfilled' ? 'OK' : (a.reason as { code: string }).code));
  const tally = (list: string[]) => {
    const counts: Record<string, number> = {};
    for (const c of list) counts[c] = (counts[c] ?? 0) + 1;
    return counts;
  };

  it('texts one number no more than three times however many sends arrive at once', async () => {
    const mobile = freshNumber();
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        visitor().call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' }),
      ),
    );
    expect(tally(codes(answers))).toEqual({ OK: 3, SMS_TOO_MANY_REQUESTS: 7 });
    expect(await textsTo(`855${mobile}`)).toBe(3);
  });

  it('caps the texts one address may ask for in an hour, and in a day', async () => {
    server.advanceToNextDayIn();
    const client = visitor();
    const send = () =>
      client.call(smsRegisterCall, { mobileNo: freshNumber(), countryDialingCode: '855', regType: 'MOBILE' });
    for (let hour = 0; hour < 3; hour++) {
      expect(tally(codes(await Promise.allSettled(Array.from({ length: 25 }, send))))).toEqual({
        OK: 20,
        TOO_MANY_ATTEMPTS: 5,
      });
      server.advance(HOUR);
    }
    // Sixty in the day: the fourth hour sends nothing, the next day sends again.
    await expect(send()).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS', status: 429 });
    server.advanceToNextDayIn();
    await expect(send()).resolves.toEqual({ expiredMinutes: 5 });
  });

  it('caps the texts to one number in a day, whoever asks', async () => {
    server.advanceToNextDayIn();
    const mobile = freshNumber();
    const send = () =>
      visitor().call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' });
    for (let i = 0; i < 10; i++) {
      await send();
      if (i % 3 === 2) server.advance(5 * MINUTE);
    }
    server.advance(5 * MINUTE);
    await expect(send()).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await textsTo(`855${mobile}`)).toBe(10);
  });

  it('caps the codes one address may check in an hour, sent at once', async () => {
    server.advanceToNextDayIn();
    const client = visitor();
    // Setting a password by phone: nothing else limits the address before the code is checked.
    const check = () =>
      client.call(setPasswordByPhoneCall, {
        newPassword: 'newpass123',
        mobileNum: freshNumber(),
        countryDialingCode: '855',
        verificationCode: '123456',
      });
    const answers = await Promise.allSettled(Array.from({ length: 70 }, check));
    expect(tally(codes(answers))).toEqual({ VERIFICATION_CODE_INVALID: 60, TOO_MANY_ATTEMPTS: 10 });
    server.advance(HOUR);
    await expect(check()).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
  });

  it('caps the checks of one number in a day, from any address', async () => {
    server.advanceToNextDayIn();
    const { mobile } = await memberWithMobile();
    const answers = await Promise.allSettled(
      Array.from({ length: 35 }, () => smsLogin(visitor(), mobile, '000000')),
    );
    // The registration checked its code once: with these, 36 checks of the number today, 30 let through.
    expect(tally(codes(answers)).TOO_MANY_ATTEMPTS).toBe(6);
    const code = await sendLoginCode(visitor(), mobile);
    await expect(smsLogin(visitor(), mobile, code)).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    server.advanceToNextDayIn();
    await expect(smsLogin(visitor(), mobile, await sendLoginCode(visitor(), mobile))).resolves.toMatchObject({
      status: 'OK',
    });
  });
});

describe('when the SMS provider has used up its quota', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ outboxDailyQuota: 2 });
    // Accounts with numbers, registered without texting (the code requirement is off while arranging).
    await limited.sql(
      "update whitelabel_switches set enabled = false where merchant_code = 'DEMOKH' and name = 'REGMOBVERF3'",
    );
    for (const [i, mobile] of ['71000001', '71000002', '71000003'].entries()) {
      await limited.client({ ip: `10.30.0.${i + 1}` }).call(registerMobileCall, {
        mobileNum: mobile,
        countryDialingCode: '855',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
    }
    await limited.sql(
      "update whitelabel_switches set enabled = true where merchant_code = 'DEMOKH' and name = 'REGMOBVERF3'",
    );
  });
  afterAll(() => limited.close());

  it.each(senders)('a $name is refused with SMS_QUOTA_EXCEEDED', async (sender) => {
    // A new day: the quota is counted per day.
    limited.advance(24 * 60 * MINUTE);
    const numbers = sender.forAccount
      ? ['71000001', '71000002', '71000003']
      : ['72000001', '72000002', '72000003'];
    const client = limited.client({ ip: '10.30.1.1' });
    await sender.send(client, { mobile: numbers[0]! });
    await sender.send(client, { mobile: numbers[1]! });
    await expect(sender.send(client, { mobile: numbers[2]! })).rejects.toMatchObject({
      code: 'SMS_QUOTA_EXCEEDED',
      status: 429,
    });
    expect(await limited.outbox('sms', `855${numbers[2]}`)).toEqual([]);
  });
});

// Codes are exercised through their real consumers: registration by mobile and login by SMS.

async function sendRegisterCode(client: TestClient, mobile: string) {
  await client.call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' });
  return server.lastSmsCode(`855${mobile}`);
}

function registerWithCode(client: TestClient, mobile: string, verificationCode?: string) {
  return client.call(registerMobileCall, {
    mobileNum: mobile,
    countryDialingCode: '855',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...(verificationCode === undefined ? {} : { verificationCode }),
  });
}

async function sendLoginCode(client: TestClient, mobile: string) {
  await client.call(loginCodeCall, { mobileNum: mobile, countryDialingCode: '855' });
  return server.lastSmsCode(`855${mobile}`);
}

function smsLogin(client: TestClient, mobile: string, verificationCode: string) {
  return client.call(loginV2Call, {
    type: 'sms',
    mobileNum: mobile,
    countryDialingCode: '855',
    verificationCode,
  }) as Promise<LoginSuccess>;
}

/** A six-digit code that is not `code`. */
function otherThan(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('registering by mobile with a texted code', () => {
  it('creates the account, logs it in, and the number then belongs to it', async () => {
    const mobile = freshNumber();
    const client = visitor();
    const registered = await registerWithCode(client, mobile, await sendRegisterCode(client, mobile));
    expect(registered).toMatchObject({ status: 'OK', firstTimeLogin: true, user: { isTrial: false } });
    expect(registered.token.length).toBeGreaterThanOrEqual(43);

    await expect(
      visitor().call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' }),
    ).rejects.toMatchObject({ code: 'MOBILE_EXISTS' });
  });

  it('asks for the code when none is given', async () => {
    const mobile = freshNumber();
    const client = visitor();
    await sendRegisterCode(client, mobile);
    await expect(registerWithCode(client, mobile)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_MISSING',
      status: 400,
    });
    await expect(registerWithCode(client, mobile, '  ')).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_MISSING',
    });
  });

  it('refuses a wrong code and still takes the right one', async () => {
    const mobile = freshNumber();
    const client = visitor();
    const code = await sendRegisterCode(client, mobile);
    await expect(registerWithCode(client, mobile, otherThan(code))).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      status: 400,
    });
    await expect(registerWithCode(client, mobile, code)).resolves.toMatchObject({ status: 'OK' });
  });

  it('refuses the code once its minutes have passed', async () => {
    const mobile = freshNumber();
    const client = visitor();
    const { expiredMinutes } = await client.call(smsRegisterCall, {
      mobileNo: mobile,
      countryDialingCode: '855',
      regType: 'MOBILE',
    });
    const code = await server.lastSmsCode(`855${mobile}`);
    server.advance(expiredMinutes * MINUTE + 1000);
    await expect(registerWithCode(client, mobile, code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      status: 400,
    });
  });

  it('keeps the code usable when the registration is refused for another reason', async () => {
    const mobile = freshNumber();
    const client = visitor();
    const code = await sendRegisterCode(client, mobile);
    await expect(
      client.call(registerMobileCall, {
        mobileNum: mobile,
        countryDialingCode: '855',
        verificationCode: code,
        password: PASSWORD,
        confirmPassword: 'different1',
      }),
    ).rejects.toMatchObject({ code: 'PASSWORDS_DIFFER' });
    await expect(registerWithCode(client, mobile, code)).resolves.toMatchObject({ status: 'OK' });
  });
});

describe('logging in by SMS code', () => {
  it('logs in with the texted code, also when the number is typed with a leading zero', async () => {
    const { mobile, account } = await memberWithMobile();
    const client = visitor();
    const code = await sendLoginCode(client, mobile);
    const login = await smsLogin(client, `0${mobile}`, code);
    expect(login).toMatchObject({ status: 'OK', user: { account } });
  });

  it('takes a code only once', async () => {
    const { mobile } = await memberWithMobile();
    const client = visitor();
    const code = await sendLoginCode(client, mobile);
    await expect(smsLogin(client, mobile, code)).resolves.toMatchObject({ status: 'OK' });
    await expect(smsLogin(visitor(), mobile, code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      status: 400,
    });
  });

  it('refuses a wrong code, and asks for a missing one', async () => {
    const { mobile } = await memberWithMobile();
    const client = visitor();
    const code = await sendLoginCode(client, mobile);
    await expect(smsLogin(client, mobile, otherThan(code))).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await expect(smsLogin(client, mobile, '')).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_MISSING',
      status: 400,
    });
    await expect(smsLogin(client, mobile, code)).resolves.toMatchObject({ status: 'OK' });
  });

  it('refuses the code once its minutes have passed', async () => {
    const { mobile } = await memberWithMobile();
    const client = visitor();
    const code = await sendLoginCode(client, mobile);
    server.advance(5 * MINUTE - 5000);
    await expect(smsLogin(client, mobile, otherThan(code))).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    server.advance(6000);
    await expect(smsLogin(client, mobile, code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      status: 400,
    });
  });

  it('burns the code after five wrong guesses, so even the right one is refused afterwards', async () => {
    const { mobile } = await memberWithMobile();
    const client = visitor();
    const code = await sendLoginCode(client, mobile);
    for (let i = 0; i < 5; i++) {
      await expect(smsLogin(client, mobile, otherThan(code))).rejects.toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
      });
    }
    await expect(smsLogin(client, mobile, code)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });

    // A fresh code works again.
    await expect(smsLogin(client, mobile, await sendLoginCode(client, mobile))).resolves.toMatchObject({
      status: 'OK',
    });
  });

  it('takes only the newest code: an earlier one stays refused, even after the newer one was used', async () => {
    const { mobile } = await memberWithMobile();
    const client = visitor();
    const first = await sendLoginCode(client, mobile);
    const second = await sendLoginCode(client, mobile);
    if (first === second) return; // one in a million: both texts carry the same digits
    await expect(smsLogin(client, mobile, first)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await expect(smsLogin(client, mobile, second)).resolves.toMatchObject({ status: 'OK' });
    await expect(smsLogin(visitor(), mobile, first)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });

  it('does not take a code that was sent for something else', async () => {
    const { mobile } = await memberWithMobile();
    const client = visitor();
    await client.call(smsNoLoginCall, { mobileNum: mobile, countryDialingCode: '855' });
    const resetCode = await server.lastSmsCode(`855${mobile}`);
    await expect(smsLogin(client, mobile, resetCode)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });
});

describe('how codes are kept', () => {
  it('stores only a hash: no stored row holds the texted digits', async () => {
    const { mobile } = await memberWithMobile();
    const code = await sendLoginCode(visitor(), mobile);
    const rows = await server.sql<Record<string, unknown>>(
      'select * from verification_codes where target = $1',
      [`855${mobile}`],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
    }
  });

  it('counts guesses sent all at once against the same five: no more than five are ever compared', async () => {
    const { mobile } = await memberWithMobile();
    const client = visitor();
    const code = await sendLoginCode(client, mobile);
    const guesses = Array.from({ length: 12 }, () => smsLogin(visitor(), mobile, otherThan(code)));
    const answers = await Promise.allSettled(guesses);
    expect(answers.every((a) => a.status === 'rejected')).toBe(true);
    const [row] = await server.sql<{ attempts: number }>(
      'select attempts from verification_codes where target = $1 order by id desc limit 1',
      [`855${mobile}`],
    );
    expect(row!.attempts).toBe(5);
    await expect(smsLogin(client, mobile, code)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
  });
});

describe("the text's language", () => {
  /** A registration code to a fresh DEMOKH number, asked by a visitor reading the site in `language`. */
  async function registrationText(language?: string): Promise<string> {
    visitors += 1;
    const client = server.client({ ip: `10.21.${visitors >> 8}.${visitors & 255}`, language });
    const mobile = freshNumber();
    await client.call(smsRegisterCall, { mobileNo: mobile, countryDialingCode: '855', regType: 'MOBILE' });
    const [text] = await server.outbox('sms', `855${mobile}`);
    if (!text) throw new Error('nothing was texted');
    return text;
  }

  it.each([
    ['KM', 'លេខកូដផ្ទៀងផ្ទាត់៖', '5 នាទី'],
    ['CN', '您的验证码是', '5 分钟'],
    ['EN', 'Your verification code is', '5 minutes'],
  ])('is %s for a visitor reading the site in it', async (language, words, lifetime) => {
    const text = await registrationText(language);
    expect(text).toContain(words);
    expect(text).toContain(lifetime);
    expect(text).toMatch(/\b\d{6}\b/);
  });

  it("is the region's default language when the visitor's is not known (DEMOKH: Khmer)", async () => {
    expect(await registrationText()).toContain('លេខកូដផ្ទៀងផ្ទាត់៖');
  });

  it('is English for a language the site is not fully translated into', async () => {
    expect(await registrationText('TH')).toContain('Your verification code is');
  });
});
