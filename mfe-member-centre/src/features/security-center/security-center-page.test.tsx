import {
  captchaCall,
  changePasswordCall,
  countryCodeCall,
  memberInfoCall,
  smsRegisterCall,
} from '@platform/shared-contracts/client';
import {
  bankAccountsCall,
  bindBankAccountCall,
  bindEmailCall,
  bindMobileCall,
  securityCodeCall,
  setPaymentPasswordCall,
} from '@platform/shared-contracts/payment-calls';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { centreStore, securityFocusAtom } from '../../store';
import { bankAccount, member } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { SecurityCenterPage } from './security-center-page';

const registeredAt = new Date(2025, 0, 2, 9, 0, 0).toISOString();
const lastLogin = new Date(2025, 1, 3, 20, 15, 0).toISOString();

function api(
  options: {
    mobileNum?: string | null;
    email?: string | null;
    hasPaymentPassword?: boolean;
    accounts?: number;
  } = {},
) {
  let mobile = options.mobileNum ?? null;
  let hasPaymentPassword = options.hasPaymentPassword ?? false;
  const accounts = Array.from({ length: options.accounts ?? 0 }, (_, i) =>
    bankAccount({ id: String(i + 1) }),
  );
  const fake = createFakeApi()
    .on(memberInfoCall, () => ({
      member: member({ mobileNum: mobile, email: options.email ?? null, registeredAt }),
      loginInfo: {
        loginTime: lastLogin,
        loginIp: '203.0.113.9',
        lastLoginTime: lastLogin,
        lastLoginIp: '198.51.100.7',
      },
    }))
    .on(bankAccountsCall, () => ({
      banks: ['ABA Bank', 'ACLEDA Bank'],
      accounts,
      hasPaymentPassword,
      maxAccounts: 3,
    }))
    .on(setPaymentPasswordCall, () => {
      hasPaymentPassword = true;
      return null;
    })
    .on(bindMobileCall, () => {
      mobile = '+855 12****78';
      return { mobileNum: mobile };
    });
  return fake;
}

const item = (name: string) => screen.getByTestId(`security-${name}`);

/** The elements scrolled into view (jsdom has no layout, so no scrolling of its own). */
function watchScrolls(): Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}
const open = (name: string) => fireEvent.click(within(item(name)).getByRole('button', { expanded: false }));

describe('security centre page', () => {
  it('shows the profile from memberInfo', async () => {
    await renderPage(<SecurityCenterPage />, { api: api({ mobileNum: '+855 12****78' }) });
    const profile = await screen.findByTestId('profile');
    // Not "My account": the side menu's section behind the centre has that name.
    expect(screen.getByRole('region', { name: 'Profile' })).toBe(profile);
    expect(within(profile).getByTestId('profile-account').textContent).toBe('demo01');
    expect(profile.textContent).toContain('Demo Player');
    expect(profile.textContent).toContain('+855 12****78');
    expect(profile.textContent).toContain('Not bound');
    expect(profile.textContent).toContain('2025-01-02 09:00:00');
    expect(profile.textContent).toContain('2025-02-03 20:15:00 · 198.51.100.7');
  });

  it('changes the password with the spec messages', async () => {
    const fake = api().on(changePasswordCall, () => refuse('OLD_PASSWORD_WRONG'));
    await renderPage(<SecurityCenterPage />, { api: fake });
    await screen.findByTestId('profile');
    open('password');
    const form = screen.getByTestId('change-password-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(errorOf(/^Current password/, form)).toBe('This field cannot be empty');
    expect(errorOf(/^New password/, form)).toBe('This field cannot be empty');
    type(/^Current password/, 'demo1234', form);
    type(/^New password/, 'abc', form);
    type(/^Confirm new password/, 'abd', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(errorOf(/^New password/, form)).toBe('Please enter between 6 and 20 characters');
    expect(errorOf(/^Confirm new password/, form)).toBe('The two entries are inconsistent');
    expect(within(form).getByText('6-20 characters, letters or digits')).toBeTruthy();
    type(/^New password/, 'newpass1', form);
    type(/^Confirm new password/, 'newpass1', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(/^Current password/, form)).toBe('The current password is incorrect'));
    expect(fake.inputsOf(changePasswordCall)).toEqual([
      { oldPassword: 'demo1234', newPassword: 'newpass1', confirmNewPassword: 'newpass1' },
    ]);
  });

  it('sets the payment password, then the bank form asks for it', async () => {
    const fake = api().on(bindBankAccountCall, () => bankAccount());
    await renderPage(<SecurityCenterPage />, { api: fake });
    await screen.findByTestId('profile');
    expect(item('paymentPassword').textContent).toContain('Not set');
    open('bankAccounts');
    const scrolled = watchScrolls();
    fireEvent.click(within(item('bankAccounts')).getByRole('button', { name: 'Set payment password' }));
    const form = await screen.findByTestId('payment-password-form');
    // The form asked for is brought into view, ready to type in.
    expect(scrolled).toEqual([item('paymentPassword')]);
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Payment password/));
    type(/^Login password/, 'demo1234', form);
    type(/^Payment password/, '123456', form);
    type(/^Confirm payment password/, '123457', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(errorOf(/^Confirm payment password/, form)).toBe('The two entries are inconsistent');
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Confirm payment password/));
    type(/^Confirm payment password/, '123456', form);
    const save = within(form).getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByText('Your payment password has been saved')).toBeTruthy();
    await waitFor(() => expect(item('paymentPassword').textContent).toContain('Set'));
    // The form closed under the focus: it is on the item's own button again, not lost to the page.
    expect(document.activeElement).toBe(within(item('paymentPassword')).getByRole('button'));

    open('bankAccounts');
    const bank = await screen.findByTestId('bind-bank-form');
    fireEvent.change(within(bank).getByLabelText(/^Bank/), { target: { value: 'ABA Bank' } });
    type(/^Account holder name/, 'Demo Player', bank);
    type(/^Account number/, '12345', bank);
    type(/^Payment password/, '123456', bank);
    fireEvent.click(within(bank).getByRole('button', { name: 'Bind bank account' }));
    expect(errorOf(/^Account number/, bank)).toBe('The account number is 6 to 24 digits');
    expect(errorOf(/^Login password/, bank)).toBe('This field cannot be empty');
    type(/^Login password/, 'demo1234', bank);
    type(/^Account number/, '0012345678', bank);
    fireEvent.click(within(bank).getByRole('button', { name: 'Bind bank account' }));
    expect(await screen.findByText('The bank account has been bound')).toBeTruthy();
    expect(fake.inputsOf(bindBankAccountCall)).toEqual([
      {
        bankName: 'ABA Bank',
        accountName: 'Demo Player',
        accountNumber: '0012345678',
        paymentPassword: '123456',
        password: 'demo1234',
      },
    ]);
  });

  it('puts a server refusal on the field it names', async () => {
    const fake = api({ hasPaymentPassword: true }).on(bindBankAccountCall, () =>
      refuse('BAD_REQUEST', { details: [{ field: 'accountNumber', reason: 'already_bound' }] }),
    );
    await renderPage(<SecurityCenterPage />, { api: fake });
    await screen.findByTestId('profile');
    open('bankAccounts');
    const bank = await screen.findByTestId('bind-bank-form');
    fireEvent.change(within(bank).getByLabelText(/^Bank/), { target: { value: 'ABA Bank' } });
    type(/^Account holder name/, 'Demo Player', bank);
    type(/^Account number/, '0012345678', bank);
    type(/^Payment password/, '123456', bank);
    type(/^Login password/, 'demo1234', bank);
    fireEvent.click(within(bank).getByRole('button', { name: 'Bind bank account' }));
    await waitFor(() =>
      expect(errorOf(/^Account number/, bank)).toBe('This account number is already bound'),
    );
    expect(document.activeElement).toBe(within(bank).getByLabelText(/^Account number/));
  });

  it('lists bound accounts masked, and offers no form when the limit is reached', async () => {
    await renderPage(<SecurityCenterPage />, { api: api({ hasPaymentPassword: true, accounts: 3 }) });
    await screen.findByTestId('profile');
    expect(item('bankAccounts').textContent).toContain('3 of 3 bound');
    open('bankAccounts');
    expect(within(item('bankAccounts')).getAllByText(/\*\*\*\*6789/)).toHaveLength(3);
    expect(screen.queryByTestId('bind-bank-form')).toBeNull();
  });

  it('binds a mobile with a code, counting down 60 s per minute of its life', async () => {
    const fake = api()
      .on(countryCodeCall, () => [{ countryCode: 'KH', countryDialingCode: '855' }])
      .on(smsRegisterCall, () => ({ expiredMinutes: 2 }));
    await renderPage(<SecurityCenterPage />, { api: fake });
    await screen.findByTestId('profile');
    open('mobile');
    const form = screen.getByTestId('bind-mobile-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('Country code') as HTMLSelectElement).value).toBe('855'),
    );
    type(/^Mobile number/, '12345678', form);
    within(form).getByTestId('send-code').focus();
    fireEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() => expect(within(form).getByTestId('send-code').textContent).toBe('Resend in 120s'));
    // Sent: the focus is in the code box, to type the code, not lost with the disabled button.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByLabelText(/^Verification code/)),
    );
    expect(fake.inputsOf(smsRegisterCall)).toEqual([
      { mobileNo: '12345678', countryDialingCode: '855', regType: 'MOBILE' },
    ]);
    type(/^Verification code/, '123456', form);
    type(/^Login password/, 'demo1234', form);
    // Nothing is bound yet, so there is no code to ask for beside the login password.
    expect(within(form).queryByLabelText(/^Security code/)).toBeNull();
    expect(form.textContent).toContain('No mobile or email is bound yet');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your mobile number has been bound')).toBeTruthy();
    expect(fake.inputsOf(bindMobileCall)).toEqual([
      { mobileNum: '12345678', countryDialingCode: '855', verificationCode: '123456', password: 'demo1234' },
    ]);
    await waitFor(() => expect(item('mobile').textContent).toContain('+855 12****78'));
  });

  it('asks for a code sent to the bound mobile before a change, and shows which code was refused', async () => {
    const fake = api({ mobileNum: '+855 12****78' })
      .on(countryCodeCall, () => [{ countryCode: 'KH', countryDialingCode: '855' }])
      .on(securityCodeCall, () => ({ channel: 'SMS' as const, to: '+855 12****78', expiredMinutes: 5 }))
      .on(setPaymentPasswordCall, (input) =>
        input.securityCode === '111111'
          ? refuse('VERIFICATION_CODE_INVALID', {
              details: [{ field: 'securityCode', reason: 'Invalid verification code' }],
            })
          : null,
      );
    await renderPage(<SecurityCenterPage />, { api: fake });
    await screen.findByTestId('profile');
    open('paymentPassword');
    const form = await screen.findByTestId('payment-password-form');
    expect(form.textContent).toContain('We send it to +855 12****78');
    expect(form.textContent).toContain('withdrawals pause for a while after this change');
    type(/^Login password/, 'demo1234', form);
    type(/^Payment password/, '123456', form);
    type(/^Confirm payment password/, '123456', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(errorOf(/^Security code/, form)).toBe('This field cannot be empty');
    expect(fake.inputsOf(setPaymentPasswordCall)).toHaveLength(0);

    fireEvent.click(within(form).getByTestId('send-security-code'));
    await waitFor(() =>
      expect(within(form).getByTestId('send-security-code').textContent).toBe('Resend in 300s'),
    );
    expect(fake.inputsOf(securityCodeCall)).toEqual([{}]);
    type(/^Security code/, '111111', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(/^Security code/, form)).toBe('Invalid verification code'));

    type(/^Security code/, '222222', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your payment password has been saved')).toBeTruthy();
    expect(fake.inputsOf(setPaymentPasswordCall)[1]).toEqual({
      password: 'demo1234',
      securityCode: '222222',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('changes the email with a code mailed to the bound email when it is the only contact', async () => {
    const fake = api({ email: 'de***@example.com' })
      .on(securityCodeCall, () => ({ channel: 'MAIL' as const, to: 'de***@example.com', expiredMinutes: 10 }))
      .on(bindEmailCall, () => ({ email: 'ne***@example.com' }));
    await renderPage(<SecurityCenterPage />, { api: fake });
    await screen.findByTestId('profile');
    open('email');
    const form = screen.getByTestId('bind-email-form');
    expect(form.textContent).toContain('We send it to de***@example.com');
    type(/^Email/, 'new.mail@example.com', form);
    type(/^Login password/, 'demo1234', form);
    fireEvent.click(within(form).getByTestId('send-security-code'));
    await waitFor(() => expect(fake.inputsOf(securityCodeCall)).toHaveLength(1));
    type(/^Security code/, '654321', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your email has been saved')).toBeTruthy();
    expect(fake.inputsOf(bindEmailCall)).toEqual([
      { email: 'new.mail@example.com', password: 'demo1234', securityCode: '654321' },
    ]);
  });

  /** The mobile form asks for a code for a Thai number, and the region's captcha is shown first. */
  async function captchaShownForCode(fake: ReturnType<typeof api>) {
    await renderPage(<SecurityCenterPage />, { api: fake });
    await screen.findByTestId('profile');
    open('mobile');
    const form = screen.getByTestId('bind-mobile-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('Country code') as HTMLSelectElement).value).toBe('66'),
    );
    type(/^Mobile number/, '812345678', form);
    fireEvent.click(within(form).getByTestId('send-code'));
    expect(await within(form).findByRole('img', { name: 'Captcha image' })).toBeTruthy();
    return form;
  }

  it('shows the captcha when the region asks for one before a code', async () => {
    const fake = api()
      .on(countryCodeCall, () => [{ countryCode: 'TH', countryDialingCode: '66' }])
      .on(smsRegisterCall, (input) =>
        input.captcha
          ? { expiredMinutes: 1 }
          : refuse('CAPTCHA_CHECK_FAILED', { value: { captchaRequired: true } }),
      )
      .on(captchaCall, () => ({
        captchaId: 'cap-1',
        image: 'iVBORw==',
        expiresInSeconds: 120,
      }));
    const form = await captchaShownForCode(fake);
    type(/^Captcha/, 'ab12', form);
    fireEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() => expect(within(form).getByTestId('send-code').textContent).toBe('Resend in 60s'));
    expect(fake.inputsOf(smsRegisterCall)[1]).toMatchObject({ captchaId: 'cap-1', captcha: 'ab12' });
  });

  it('asks for a new captcha image at most once a second, however quickly refresh is pressed', async () => {
    const fake = api()
      .on(countryCodeCall, () => [{ countryCode: 'TH', countryDialingCode: '66' }])
      .on(smsRegisterCall, () => refuse('CAPTCHA_CHECK_FAILED', { value: { captchaRequired: true } }))
      .on(captchaCall, () => ({ captchaId: 'cap-1', image: 'iVBORw==', expiresInSeconds: 120 }));
    const form = await captchaShownForCode(fake);
    const shown = fake.inputsOf(captchaCall).length;
    const refresh = within(form).getByRole('button', { name: 'Load a new captcha' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(refresh);
    await waitFor(() => expect(fake.inputsOf(captchaCall)).toHaveLength(shown + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.inputsOf(captchaCall)).toHaveLength(shown + 1);
  });

  it('opens the item the withdraw page asked for in view, with the focus in its first field', async () => {
    const scrolled = watchScrolls();
    act(() => centreStore.set(securityFocusAtom, 'paymentPassword'));
    await renderPage(<SecurityCenterPage />, { api: api() });
    const form = await screen.findByTestId('payment-password-form');
    expect(centreStore.get(securityFocusAtom)).toBeNull();
    expect(scrolled).toEqual([item('paymentPassword')]);
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Payment password/));
    // Opened by the member's own press, an item keeps the focus on that button.
    open('email');
    expect(scrolled).toHaveLength(1);
    expect(document.activeElement).not.toBe(within(item('email')).getByLabelText(/^Email/));
  });
});
