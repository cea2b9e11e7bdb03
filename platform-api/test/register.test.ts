import {
  affiliateCheckCall,
  captchaCall,
  encryptPayload,
  importPublicKey,
  memberInfoCall,
  permissionCall,
  publicKeyCall,
  type RegistrationPayload,
  registerCall,
  registerMobileCall,
  smsRegisterCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.sql('delete from rate_counters');
});

let n = 0;
function newPlayer(extra: Partial<RegistrationPayload> = {}): RegistrationPayload {
  n += 1;
  return { username: `player${n}x`, password: 'abc12345', confirmPassword: 'abc12345', ...extra };
}

async function countMembers() {
  const [row] = await server.sql<{ n: number }>('select count(*)::int as n from members');
  return row!.n;
}

describe('registration by username', () => {
  it('creates the member, logs them in and records registerMethod WEB', async () => {
    const visitor = server.client();
    const result = await visitor.call(
      registerCall,
      newPlayer({ email: 'New@Example.com', whatsapp: '85599887766' }),
    );
    expect(result).toMatchObject({ status: 'OK', firstTimeLogin: true, user: { type: 0 } });
    const info = await visitor.call(memberInfoCall, {});
    expect(info.member.account).toBe(result.user.account);
    expect(info.member.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    const [row] = await server.sql<{ register_method: string; profile: Record<string, string> }>(
      'select register_method, profile from members where id = $1',
      [result.user.id],
    );
    expect(row).toMatchObject({ register_method: 'WEB', profile: { whatsapp: '85599887766' } });
  });

  it('refuses a taken username, whatever its case', async () => {
    const player = newPlayer();
    await server.client().call(registerCall, player);
    await expect(
      server.client().call(registerCall, { ...player, username: player.username!.toUpperCase() }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS', status: 409 });
  });

  it('refuses a confirmation that differs from the password', async () => {
    await expect(
      server.client().call(registerCall, newPlayer({ confirmPassword: 'abc99999' })),
    ).rejects.toMatchObject({ code: 'PASSWORDS_DIFFER' });
  });

  it.each([
    ['username', { username: '1player' }, 'format_incorrect'],
    ['username', { username: 'abc' }, 'content_length_between'],
    ['username', { username: '' }, 'input_cannot_be_empty'],
    ['password', { password: 'abc', confirmPassword: 'abc' }, 'content_length_between'],
    ['password', { password: 'abc 123!', confirmPassword: 'abc 123!' }, 'format_incorrect'],
    ['password', { password: '{secret}', confirmPassword: '{secret}' }, 'format_incorrect'],
    ['email', { email: 'not-an-email' }, 'format_incorrect'],
    ['payeeName', { payeeName: 'J4ne D0e' }, 'format_incorrect'],
  ])('enforces the server rule for %s (%j)', async (field, change, reason) => {
    const before = await countMembers();
    await expect(server.client().call(registerCall, newPlayer(change))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      details: expect.arrayContaining([{ field, reason }]),
    });
    expect(await countMembers()).toBe(before);
  });

  it.each(['12345', '1234567', 'abcdef'])(
    'refuses payment password %s at registration: it is exactly 6 digits, whatever the field rule says',
    async (paymentPassword) => {
      await server.sql(
        "update register_fields set enabled = true, min_length = 4, max_length = 8 where merchant_code = 'DEMOKH' and field = 'paymentPassword'",
      );
      try {
        const before = await countMembers();
        // Sent past the contract client, which would refuse it before it left.
        const { spki, kid } = await server.client().call(publicKeyCall, {});
        const body = await encryptPayload(newPlayer({ paymentPassword }), await importPublicKey(spki), kid);
        const response = await server.raw(registerCall.method, registerCall.path, { body });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          code: 'BAD_REQUEST',
          message: 'payment_password_six_digits',
          details: [{ field: 'paymentPassword', reason: 'payment_password_six_digits' }],
        });
        expect(await countMembers()).toBe(before);
      } finally {
        await server.sql(
          "update register_fields set enabled = false, min_length = 6, max_length = 6 where merchant_code = 'DEMOKH' and field = 'paymentPassword'",
        );
      }
    },
  );

  it('keeps a 6-digit payment password given at registration', async () => {
    const player = newPlayer({ paymentPassword: '246810' });
    await server.client().call(registerCall, player);
    const [row] = await server.sql<{ set: boolean }>(
      'select payment_password_hash is not null as set from members where account = $1',
      [player.username],
    );
    expect(row?.set).toBe(true);
  });

  it('requires the payment password wherever registration asks for it, and says so in its rules', async () => {
    await server.sql(
      "update register_fields set enabled = true, required = false where merchant_code = 'DEMOKH' and field = 'paymentPassword'",
    );
    try {
      const { register } = await server.client().call(permissionCall, {});
      expect(register.fields.find((f) => f.field === 'paymentPassword')).toMatchObject({
        enabled: true,
        required: true,
      });
      await expect(server.client().call(registerCall, newPlayer())).rejects.toMatchObject({
        details: [{ field: 'paymentPassword', reason: 'input_cannot_be_empty' }],
      });
    } finally {
      await server.sql(
        "update register_fields set enabled = false where merchant_code = 'DEMOKH' and field = 'paymentPassword'",
      );
    }
  });

  it('requires a field the merchant made required', async () => {
    await server.sql(
      "update register_fields set required = true where merchant_code = 'DEMOKH' and field = 'email'",
    );
    try {
      await expect(server.client().call(registerCall, newPlayer())).rejects.toMatchObject({
        details: [{ field: 'email', reason: 'input_cannot_be_empty' }],
      });
    } finally {
      await server.sql(
        "update register_fields set required = false where merchant_code = 'DEMOKH' and field = 'email'",
      );
    }
  });

  it('ignores a disabled field entirely', async () => {
    const result = await server.client().call(registerCall, newPlayer({ qqNum: 'not digits at all' }));
    expect(result.status).toBe('OK');
  });

  it('is refused when username registration is switched off', async () => {
    await server.sql(
      "update whitelabel_switches set enabled = false where merchant_code = 'DEMOKH' and name = 'USERNAMEREG3'",
    );
    try {
      await expect(server.client().call(registerCall, newPlayer())).rejects.toMatchObject({
        code: 'OPERATION_NOT_ENABLED',
      });
    } finally {
      await server.sql(
        "update whitelabel_switches set enabled = true where merchant_code = 'DEMOKH' and name = 'USERNAMEREG3'",
      );
    }
  });

  it('allows ten registrations an hour from one IP', async () => {
    const client = server.client({ ip: '198.51.100.20' });
    for (let i = 0; i < 10; i++) await client.call(registerCall, newPlayer());
    await expect(client.call(registerCall, newPlayer())).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });
});

describe('affiliate and referral codes', () => {
  it('checks an affiliate code against the agents of the merchant', async () => {
    expect(
      await server.client().call(affiliateCheckCall, { code: 'agent01', domain: 'demo.sea-gaming.test' }),
    ).toEqual({
      code: 'AGENT01',
      agentAccount: 'agent01',
    });
    await expect(server.client().call(affiliateCheckCall, { code: 'NOPE99' })).rejects.toMatchObject({
      code: 'INVALID_AFFILIATE_CODE',
      message: 'Invalid invitation code',
    });
    await expect(
      server.client({ merchant: 'DEMOVN' }).call(affiliateCheckCall, { code: 'AGENT01' }),
    ).rejects.toMatchObject({ code: 'INVALID_AFFILIATE_CODE' });
    await expect(
      server.client().call(affiliateCheckCall, { code: 'AGENT01', domain: 'bad domain/<script>' }),
    ).rejects.toMatchObject({ code: 'DOMAIN_CHECK_FAILED' });
  });

  it('places a player under the agent whose code they registered with', async () => {
    const result = await server.client().call(registerCall, newPlayer({ affiliateCode: 'AGENT01' }));
    const [row] = await server.sql<{ parent: string }>(
      'select p.account as parent from members m join members p on p.id = m.parent_id where m.id = $1',
      [result.user.id],
    );
    expect(row?.parent).toBe('agent01');
  });

  it('refuses an unknown affiliate or referral code and writes nothing', async () => {
    const before = await countMembers();
    await expect(
      server.client().call(registerCall, newPlayer({ affiliateCode: 'ZZZZ99' })),
    ).rejects.toMatchObject({
      code: 'INVALID_AFFILIATE_CODE',
    });
    await expect(
      server.client().call(registerCall, newPlayer({ referralCode: 'ZZZZ9999' })),
    ).rejects.toMatchObject({
      code: 'INVALID_AFFILIATE_CODE',
      // The form tells a stale invitation link's code from a typed invitation code by the field named here.
      details: [{ field: 'referralCode', reason: 'unknown' }],
    });
    expect(await countMembers()).toBe(before);
  });

  it('records the referrer of a valid referral code', async () => {
    const result = await server.client().call(registerCall, newPlayer({ referralCode: 'demoref1' }));
    const [row] = await server.sql<{ referrer: string }>(
      'select r.account as referrer from members m join members r on r.id = m.referred_by where m.id = $1',
      [result.user.id],
    );
    expect(row?.referrer).toBe('demo01');
  });

  it('requires an affiliate code where direct registration is off', async () => {
    await server.sql(
      "update whitelabel_switches set enabled = false where merchant_code = 'DEMOKH' and name = 'DIRECTREG3'",
    );
    try {
      await expect(server.client().call(registerCall, newPlayer())).rejects.toMatchObject({
        details: [{ field: 'affiliateCode', reason: 'input_cannot_be_empty' }],
      });
      expect((await server.client().call(registerCall, newPlayer({ affiliateCode: 'AGENT01' }))).status).toBe(
        'OK',
      );
    } finally {
      await server.sql(
        "update whitelabel_switches set enabled = true where merchant_code = 'DEMOKH' and name = 'DIRECTREG3'",
      );
    }
  });
});

describe('registration by mobile', () => {
  let phone = 70_000_000;
  const nextPhone = () => {
    phone += 1;
    return String(phone);
  };

  async function sendCode(mobileNo: string) {
    await server.client().call(smsRegisterCall, { mobileNo, countryDialingCode: '855', regType: 'MOBILE' });
    return server.lastSmsCode(`855${mobileNo}`);
  }

  it('registers with the SMS code, without a username, and logs in', async () => {
    const mobileNum = nextPhone();
    const code = await sendCode(mobileNum);
    const visitor = server.client();
    const result = await visitor.call(registerMobileCall, {
      mobileNum,
      countryDialingCode: '855',
      verificationCode: code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(result.user.account).toMatch(/^u\d{9}$/);
    expect((await visitor.call(memberInfoCall, {})).member.mobileNum).toMatch(/^855\*+\d{3}$/);
  });

  it('requires the mobile number and the code', async () => {
    await expect(
      server.client().call(registerMobileCall, {
        password: 'abc12345',
        confirmPassword: 'abc12345',
        countryDialingCode: '855',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', details: [{ field: 'mobileNum' }] });
    await expect(
      server.client().call(registerMobileCall, {
        mobileNum: nextPhone(),
        countryDialingCode: '855',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      }),
    ).rejects.toMatchObject({ code: 'VERIFICATION_CODE_MISSING' });
  });

  it('refuses a number that is already registered', async () => {
    const mobileNum = nextPhone();
    const payload = {
      mobileNum,
      countryDialingCode: '855',
      verificationCode: await sendCode(mobileNum),
      password: 'abc12345',
      confirmPassword: 'abc12345',
    };
    await server.client().call(registerMobileCall, payload);
    await expect(server.client().call(registerMobileCall, payload)).rejects.toMatchObject({
      code: 'MOBILE_EXISTS',
    });
  });

  it('keeps the code usable when the registration is refused for another reason', async () => {
    const mobileNum = nextPhone();
    const verificationCode = await sendCode(mobileNum);
    const base = { mobileNum, countryDialingCode: '855', verificationCode, password: 'abc12345' };
    await expect(
      server.client().call(registerMobileCall, { ...base, confirmPassword: 'different1' }),
    ).rejects.toMatchObject({ code: 'PASSWORDS_DIFFER' });
    expect(
      (await server.client().call(registerMobileCall, { ...base, confirmPassword: 'abc12345' })).status,
    ).toBe('OK');
  });

  it('lets only one of two simultaneous registrations of a number through', async () => {
    const mobileNum = nextPhone();
    const verificationCode = await sendCode(mobileNum);
    const payload = {
      mobileNum,
      countryDialingCode: '855',
      verificationCode,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    };
    const results = await Promise.allSettled([
      server.client().call(registerMobileCall, payload),
      server.client().call(registerMobileCall, payload),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await server.sql<{ n: number }>(
      'select count(*)::int as n from members where mobile_num = $1',
      [mobileNum],
    );
    expect(row!.n).toBe(1);
  });
});

describe('human check at registration', () => {
  beforeAll(async () => {
    await server.sql(
      "update whitelabel_switches set enabled = true where merchant_code = 'DEMOVN' and name = 'DIRECTREG3'",
    );
  });

  it('needs the right captcha where the merchant asks for one', async () => {
    const visitor = server.client({ merchant: 'DEMOVN' });
    await expect(visitor.call(registerCall, newPlayer())).rejects.toMatchObject({
      code: 'CAPTCHA_CHECK_FAILED',
    });
    const { captchaId } = await visitor.call(captchaCall, {});
    const result = await visitor.call(registerCall, newPlayer({ captchaId, captcha: server.lastCaptcha() }));
    expect(result.user).toMatchObject({ currency: 'VND', merchantCode: 'DEMOVN' });
  });
});
