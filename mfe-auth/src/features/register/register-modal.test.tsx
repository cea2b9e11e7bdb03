import {
  affiliateCheckCall,
  captchaCall,
  registerCall,
  registerMobileCall,
  smsRegisterCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, fieldLabels, type, typeAndLeave } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialingCodesLoaded } from '../../test/dom';
import { demoFields, fieldRule, loginSuccess, permissionWith } from '../../test/fixtures';
import { renderAuthModals } from '../../test/render-auth';

const form = (tab: 'username' | 'mobile' = 'username') => screen.getByTestId(`register-form-${tab}`);

function fillValid() {
  type(/^Username/, 'player01');
  type(/^Password/, 'secret12');
  type(/^Confirm password/, 'secret12');
}

const agree = () => fireEvent.click(screen.getByLabelText(/I am over 18 years old/));

describe('register modal', () => {
  it('renders only the enabled fields, in the server order, marking the required ones', async () => {
    const { open } = renderAuthModals();
    open({ view: 'register' });
    await dialingCodesLoaded();
    expect(fieldLabels(form())).toEqual([
      { label: 'Username', required: true },
      { label: 'Password', required: true },
      { label: 'Confirm password', required: true },
      { label: 'Mobile number', required: false },
      { label: 'Verification code', required: false },
      { label: 'Email', required: false },
      { label: 'Real name', required: false },
      { label: 'Invitation code', required: false },
      { label: 'WhatsApp', required: false },
    ]);
    // line and qqNum are disabled by the merchant.
    expect(screen.queryByText('LINE ID')).toBeNull();
    expect(screen.queryByText('QQ number')).toBeNull();
  });

  it('follows the rules: a field the server requires is marked, a disabled one is gone', () => {
    const fields = demoFields.map((r) =>
      r.field === 'email' ? { ...r, required: true } : r.field === 'whatsapp' ? { ...r, enabled: false } : r,
    );
    const { open } = renderAuthModals({ permission: permissionWith({ fields }) });
    open({ view: 'register' });
    const labels = fieldLabels(form());
    expect(labels).toContainEqual({ label: 'Email', required: true });
    expect(labels.map((l) => l.label)).not.toContain('WhatsApp');
  });

  it('checks each field on blur with the spec messages', () => {
    const fields = [...demoFields, fieldRule('qqNum', true, false, 10, 10, 11)];
    const { open } = renderAuthModals({ permission: permissionWith({ fields }) });
    open({ view: 'register' });

    typeAndLeave(/^Username/, 'ab');
    expect(errorOf(/^Username/)).toBe('Please enter between 4 and 16 characters');
    typeAndLeave(/^Username/, '1abc');
    expect(errorOf(/^Username/)).toBe('The format is incorrect');
    typeAndLeave(/^Username/, 'abc1');
    expect(errorOf(/^Username/)).toBeNull();

    typeAndLeave(/^Email/, 'not-an-email');
    expect(errorOf(/^Email/)).toBe('The format is incorrect');
    typeAndLeave(/^QQ number/, '12345');
    expect(errorOf(/^QQ number/)).toBe('Please enter exactly 10 characters');

    typeAndLeave(/^Password/, 'secret12');
    typeAndLeave(/^Confirm password/, 'secret13');
    expect(errorOf(/^Confirm password/)).toBe('The two entries are inconsistent');
  });

  it("answers a password's length or letters with its whole rule, and a real name in the wrong form by name", () => {
    const { open } = renderAuthModals();
    open({ view: 'register' });
    typeAndLeave(/^Password/, 'abc');
    expect(errorOf(/^Password/)).toBe('6-20 characters, letters or digits');
    typeAndLeave(/^Password/, 'abc 12345');
    expect(errorOf(/^Password/)).toBe('6-20 characters, letters or digits');
    typeAndLeave(/^Real name/, 'Sok 123');
    expect(errorOf(/^Real name/)).toBe('The real name format is incorrect');
    typeAndLeave(/^Real name/, 'S');
    expect(errorOf(/^Real name/)).toBe('Please enter between 2 and 50 characters');
  });

  it('says how many digits a fixed-length phone needs, and checks the phone format', async () => {
    const fields = demoFields.map((r) =>
      r.field === 'mobileNum' ? { ...r, minLength: 9, maxLength: 9 } : r,
    );
    const { open } = renderAuthModals({ permission: permissionWith({ fields }) });
    open({ view: 'register' });
    await dialingCodesLoaded();
    typeAndLeave(/^Mobile number/, '1234');
    expect(errorOf(/^Mobile number/)).toBe('The phone number needs 9 digits');
    typeAndLeave(/^Mobile number/, '000000000');
    expect(errorOf(/^Mobile number/)).toBe('The phone number format is incorrect');
  });

  it('shows "cannot be empty" for required fields on submit and refuses an unticked agreement', async () => {
    const api = createFakeApi();
    const { open } = renderAuthModals({ api });
    open({ view: 'register' });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(errorOf(/^Username/)).toBe('This field cannot be empty');
    expect(errorOf(/^Password/)).toBe('This field cannot be empty');

    fillValid();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please confirm your age and accept the terms')).toBeTruthy();
    expect(api.inputsOf(registerCall)).toHaveLength(0);
  });

  it('shows the agreement with the merchant age', () => {
    const { open } = renderAuthModals({ permission: permissionWith({ agreementAge: 21 }) });
    open({ view: 'register' });
    expect(
      screen.getByLabelText('I am over 21 years old and agree to the terms and conditions'),
    ).toBeTruthy();
  });

  it('registers, sending the password as its confirmation, then emits session:login, closes and goes home', async () => {
    const api = createFakeApi().on(registerCall, () => loginSuccess({ token: 'new-member' }));
    const { open, logins, navigate } = renderAuthModals({ api, query: { referralCode: 'DEMOREF1' } });
    open({ view: 'register' });
    fillValid();
    type(/^Email/, ' me@example.com ');
    agree();
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0]!.login.token).toBe('new-member');
    const [sent] = api.inputsOf(registerCall);
    expect(sent).toMatchObject({
      username: 'player01',
      password: 'secret12',
      confirmPassword: 'secret12',
      email: 'me@example.com',
      referralCode: 'DEMOREF1',
      registerMethod: 'WEB',
      login: true,
    });
    expect(sent).not.toHaveProperty('verificationCode');
    expect(navigate).toHaveBeenCalledWith('/');
    await waitFor(() => expect(screen.queryByTestId('register-modal')).toBeNull());
  });

  it("drops an invitation link's refused referral code, says so, and registers without it", async () => {
    const api = createFakeApi().on(registerCall, ({ referralCode }) =>
      referralCode
        ? refuse('INVALID_AFFILIATE_CODE', { details: [{ field: 'referralCode', reason: 'unknown' }] })
        : loginSuccess(),
    );
    sessionStorage.setItem('referralCode', 'STALE001');
    const { open, logins } = renderAuthModals({ api, query: { referralCode: 'STALE001' } });
    open({ view: 'register' });
    expect(screen.getByText('Referral code STALE001 applied')).toBeTruthy();
    fillValid();
    agree();
    fireEvent.click(screen.getByTestId('register-submit'));
    const popup = await screen.findByTestId('auth-popup');
    expect(popup.textContent).toContain('The referral code STALE001 from your invitation link is not valid');
    expect(screen.queryByText('Referral code STALE001 applied')).toBeNull();
    expect(sessionStorage.getItem('referralCode')).toBeNull();
    expect(logins).toHaveLength(0);

    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(registerCall)[1]).not.toHaveProperty('referralCode');
  });

  it('maps the server refusal details back onto the fields', async () => {
    const api = createFakeApi().on(registerCall, () =>
      refuse('BAD_REQUEST', {
        details: [
          { field: 'username', reason: 'content_length_between' },
          { field: 'email', reason: 'format_incorrect' },
        ],
      }),
    );
    const { open } = renderAuthModals({ api });
    open({ view: 'register' });
    fillValid();
    type(/^Email/, 'me@example.com');
    agree();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf(/^Username/)).toBe('Please enter between 4 and 16 characters'));
    expect(errorOf(/^Email/)).toBe('The format is incorrect');
    expect(screen.queryByTestId('auth-popup')).toBeNull();
  });

  it('shows other refusals in a popup with the translated catalogue message', async () => {
    const api = createFakeApi().on(registerCall, () => refuse('ACCOUNT_EXISTS'));
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'register' });
    fillValid();
    agree();
    fireEvent.click(screen.getByTestId('register-submit'));
    const popup = await screen.findByTestId('auth-popup');
    expect(popup.textContent).toContain('This username is already taken');
    expect(logins).toHaveLength(0);
  });

  it('shows the affiliate field, filled in, when the code from the address is refused', async () => {
    const fields = demoFields.map((r) => (r.field === 'affiliateCode' ? { ...r, enabled: false } : r));
    const api = createFakeApi().on(affiliateCheckCall, () => refuse('INVALID_AFFILIATE_CODE'));
    const { open } = renderAuthModals({
      api,
      permission: permissionWith({ fields }),
      query: { affiliateCode: 'BADCODE' },
    });
    open({ view: 'register' });
    const field = await screen.findByLabelText(/^Invitation code/, { selector: 'input' });
    expect((field as HTMLInputElement).value).toBe('BADCODE');
    expect(api.inputsOf(affiliateCheckCall)[0]).toMatchObject({ code: 'BADCODE' });
  });

  it('sends an accepted address code without showing the field', async () => {
    const fields = demoFields.map((r) => (r.field === 'affiliateCode' ? { ...r, enabled: false } : r));
    const api = createFakeApi()
      .on(affiliateCheckCall, ({ code }) => ({ code, agentAccount: 'agent01' }))
      .on(registerCall, () => loginSuccess());
    const { open, logins } = renderAuthModals({
      api,
      permission: permissionWith({ fields }),
      query: { affiliateCode: 'AGENT01' },
    });
    open({ view: 'register' });
    expect(await screen.findByText('Invitation code AGENT01 applied')).toBeTruthy();
    expect(screen.queryByLabelText(/^Invitation code/, { selector: 'input' })).toBeNull();
    fillValid();
    agree();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(registerCall)[0]).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it('verifies a typed affiliate code first and shows invitation_code_error when it fails', async () => {
    const api = createFakeApi().on(affiliateCheckCall, () => refuse('INVALID_AFFILIATE_CODE'));
    const { open } = renderAuthModals({ api });
    open({ view: 'register' });
    fillValid();
    type(/^Invitation code/, 'NOPE1');
    agree();
    fireEvent.click(screen.getByTestId('register-submit'));
    const popup = await screen.findByTestId('auth-popup');
    expect(popup.textContent).toContain('Invalid invitation code');
    expect(api.inputsOf(registerCall)).toHaveLength(0);
  });

  it('requires the affiliate code when DIRECTREG3 is off', () => {
    const { open } = renderAuthModals({ permission: permissionWith({ switches: { DIRECTREG3: false } }) });
    open({ view: 'register' });
    expect(fieldLabels(form())).toContainEqual({ label: 'Invitation code', required: true });
  });

  it('shows the captcha when the merchant requires it', async () => {
    const api = createFakeApi().on(captchaCall, () => ({
      captchaId: 'c1',
      image: 'iVBORw0KGgo=',
      expiresInSeconds: 120,
    }));
    const { open } = renderAuthModals({ api, permission: permissionWith({ captchaRequired: true }) });
    open({ view: 'register' });
    expect(await screen.findByAltText('Captcha image')).toBeTruthy();
    expect(fieldLabels(form())).toContainEqual({ label: 'Captcha', required: true });
  });

  it('offers only the tabs whose switches are on', () => {
    const { open } = renderAuthModals({
      permission: permissionWith({ switches: { MOBILENUMREG3: false, MOBILENUMPASSREG3: false } }),
    });
    open({ view: 'register', tab: 'mobile' });
    expect(within(screen.getByTestId('register-modal')).queryByRole('tab')).toBeNull();
    expect(form('username')).toBeTruthy();
  });

  it('registers by mobile with the SMS code on the mobile tab', async () => {
    const api = createFakeApi()
      .on(smsRegisterCall, () => ({ expiredMinutes: 5 }))
      .on(registerMobileCall, () => loginSuccess());
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'register', tab: 'mobile' });
    await dialingCodesLoaded();
    const mobileForm = form('mobile');
    expect(fieldLabels(mobileForm).map((l) => l.label)).not.toContain('Username');
    expect(fieldLabels(mobileForm)).toContainEqual({ label: 'Mobile number', required: true });
    expect(fieldLabels(mobileForm)).toContainEqual({ label: 'Verification code', required: true });

    type(/^Mobile number/, '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 300s' });
    expect(api.inputsOf(smsRegisterCall)).toEqual([
      { mobileNo: '12345678', countryDialingCode: '855', regType: 'MOBILE' },
    ]);

    type(/^Verification code/, '654321');
    type(/^Password/, 'secret12');
    type(/^Confirm password/, 'secret12');
    agree();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(registerMobileCall)[0]).toMatchObject({
      mobileNum: '12345678',
      countryDialingCode: '855',
      verificationCode: '654321',
    });
  });
});
