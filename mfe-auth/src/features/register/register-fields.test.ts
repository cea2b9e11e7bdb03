import { PATTERN } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { demoFields, fieldRule, permissionWith } from '../../test/fixtures';
import { checkRegisterField, registerFields } from './register-fields';

const settings = permissionWith().register;
const noAffiliate = { urlCode: null, urlCodeAccepted: false, urlCodeRefused: false };

describe('registerFields', () => {
  it('keeps the server order and puts the confirmation right after the password', () => {
    const names = registerFields(settings, 'username', { directRegistration: true }, noAffiliate).map(
      (f) => f.name,
    );
    expect(names).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
      'payeeName',
      'affiliateCode',
      'whatsapp',
    ]);
  });

  it('asks the mobile, not the username, on the mobile tab', () => {
    const fields = registerFields(settings, 'mobile', { directRegistration: true }, noAffiliate);
    expect(fields.map((f) => f.name)).not.toContain('username');
    expect(fields.find((f) => f.name === 'mobileNum')).toMatchObject({ required: true, kind: 'mobile' });
  });

  it('skips fields the registration payload does not know (the server may list more)', () => {
    const custom = { ...settings, fields: [...demoFields, fieldRule('telegram', true, true, 2, 50, 14)] };
    const names = registerFields(custom, 'username', { directRegistration: true }, noAffiliate).map(
      (f) => f.name,
    );
    expect(names).not.toContain('telegram');
  });

  it('holds a payment password to exactly 6 digits, whatever the region’s field rule says', () => {
    const custom = {
      ...settings,
      fields: [...demoFields, fieldRule('paymentPassword', true, false, 4, 8, PATTERN.ANY, 'password')],
    };
    const field = registerFields(custom, 'username', { directRegistration: true }, noAffiliate).find(
      (f) => f.name === 'paymentPassword',
    )!;
    expect(field.kind).toBe('password');
    for (const paymentPassword of ['12345', '1234567'])
      expect(checkRegisterField(field, { paymentPassword })).toMatchObject({
        kind: 'rule',
        failure: { reason: 'length' },
      });
    expect(checkRegisterField(field, { paymentPassword: 'abcdef' })).toMatchObject({
      failure: { reason: 'pattern' },
    });
    expect(checkRegisterField(field, { paymentPassword: '123456' })).toBeNull();
  });

  it('falls back to the server default password rule when the merchant has none', () => {
    const custom = { ...settings, fields: demoFields.filter((r) => r.field !== 'password') };
    const password = registerFields(custom, 'username', { directRegistration: true }, noAffiliate).find(
      (f) => f.name === 'password',
    );
    expect(password?.rule).toMatchObject({ minLength: 6, maxLength: 20, required: true });
  });

  it('hides an accepted address code and shows a refused one even when the merchant disabled the field', () => {
    const custom = {
      ...settings,
      fields: demoFields.map((r) => (r.field === 'affiliateCode' ? { ...r, enabled: false } : r)),
    };
    const names = (refused: boolean, accepted: boolean) =>
      registerFields(
        custom,
        'username',
        { directRegistration: true },
        {
          urlCode: 'X1',
          urlCodeAccepted: accepted,
          urlCodeRefused: refused,
        },
      ).map((f) => f.name);
    expect(names(true, false)).toContain('affiliateCode');
    expect(names(false, true)).not.toContain('affiliateCode');
    expect(names(false, false)).not.toContain('affiliateCode');
  });
});

describe('checkRegisterField', () => {
  const fields = registerFields(settings, 'username', { directRegistration: true }, noAffiliate);
  const field = (name: string) => fields.find((f) => f.name === name)!;

  it('trims text but not passwords', () => {
    expect(checkRegisterField(field('username'), { username: '  abcd  ' })).toBeNull();
    expect(checkRegisterField(field('password'), { password: ' abc12 ' })).toMatchObject({
      kind: 'rule',
      failure: { reason: 'pattern' },
    });
  });

  it('checks the confirmation against the password', () => {
    expect(
      checkRegisterField(field('confirmPassword'), { password: 'abc123', confirmPassword: 'abc124' }),
    ).toEqual({
      kind: 'mismatch',
    });
    expect(
      checkRegisterField(field('confirmPassword'), { password: 'abc123', confirmPassword: 'abc123' }),
    ).toBeNull();
  });

  it('checks a phone number beyond its digits pattern', () => {
    expect(checkRegisterField(field('mobileNum'), { mobileNum: '00000000' })).toEqual({
      kind: 'phone-format',
    });
    expect(checkRegisterField(field('mobileNum'), { mobileNum: '012345678' })).toBeNull();
    expect(checkRegisterField(field('mobileNum'), { mobileNum: '' })).toBeNull();
  });
});
