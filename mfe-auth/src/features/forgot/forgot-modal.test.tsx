import {
  forgotPasswordByEmailCall,
  loginCall,
  setPasswordByEmailCall,
  setPasswordByPhoneCall,
  smsNoLoginCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialingCodesLoaded } from '../../test/dom';
import { loginSuccess, permissionWith } from '../../test/fixtures';
import { renderAuthModals } from '../../test/render-auth';

describe('forgot password modal', () => {
  it('by email: checks both fields, mails a code, then sets the new password with it, confirms and closes', async () => {
    const api = createFakeApi()
      .on(forgotPasswordByEmailCall, () => null)
      .on(setPasswordByEmailCall, () => ({ username: 'demo01' }));
    const { open, popups } = renderAuthModals({ api });
    open({ view: 'forgot' });
    type(/^Email/, 'not-an-email');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect(errorOf(/^Username/)).toBe('This field cannot be empty');
    expect(errorOf(/^Email/)).toBe('The format is incorrect');
    expect(api.inputsOf(forgotPasswordByEmailCall)).toHaveLength(0);

    type(/^Username/, 'demo01');
    type(/^Email/, 'demo01@example.com');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect(await screen.findByText(/We have emailed a code to demo01@example.com/)).toBeTruthy();
    expect(api.inputsOf(forgotPasswordByEmailCall)).toEqual([
      { username: 'demo01', email: 'demo01@example.com' },
    ]);
    expect(popups).toHaveLength(0);

    type(/^New password/, 'abc');
    fireEvent.click(screen.getByTestId('forgot-email-reset-submit'));
    expect(errorOf(/^Verification code/)).toBe('Please enter the verification code');
    expect(errorOf(/^New password/)).toBe('Please enter between 6 and 20 characters');
    expect(api.inputsOf(setPasswordByEmailCall)).toHaveLength(0);

    type(/^Verification code/, '123456');
    type(/^New password/, 'fresh123');
    fireEvent.click(screen.getByTestId('forgot-email-reset-submit'));
    await waitFor(() => expect(popups).toHaveLength(1));
    expect(popups[0]).toMatchObject({ icon: 'success', title: 'Password changed' });
    expect(api.inputsOf(setPasswordByEmailCall)).toEqual([
      {
        username: 'demo01',
        email: 'demo01@example.com',
        verificationCode: '123456',
        newPassword: 'fresh123',
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('forgot-modal')).toBeNull());
  });

  it('by email: a wrong or expired code is shown on the code field and the modal stays', async () => {
    const api = createFakeApi()
      .on(forgotPasswordByEmailCall, () => null)
      .on(setPasswordByEmailCall, () => refuse('VERIFICATION_CODE_EXPIRED'));
    const { open, popups } = renderAuthModals({ api });
    open({ view: 'forgot' });
    type(/^Username/, 'demo01');
    type(/^Email/, 'demo01@example.com');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    await screen.findByTestId('forgot-email-reset-submit');
    type(/^Verification code/, '123456');
    type(/^New password/, 'fresh123');
    fireEvent.click(screen.getByTestId('forgot-email-reset-submit'));
    await waitFor(() => expect(errorOf(/^Verification code/)).toBeTruthy());
    expect(popups).toHaveLength(0);
    expect(screen.getByTestId('forgot-modal')).toBeTruthy();
  });

  it('by email: shows the server refusal in the form', async () => {
    const api = createFakeApi().on(forgotPasswordByEmailCall, () => refuse('ACCOUNT_OR_EMAIL_NOT_FOUND'));
    const { open } = renderAuthModals({ api });
    open({ view: 'forgot' });
    type(/^Username/, 'demo01');
    type(/^Email/, 'other@example.com');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('The username or email does not exist');
  });

  it('by phone: resets with the SMS code, logs in with the answered account and the new password, goes home', async () => {
    const api = createFakeApi()
      .on(smsNoLoginCall, () => ({ expiredMinutes: 5 }))
      .on(setPasswordByPhoneCall, () => ({ username: 'demo01' }))
      .on(loginCall, () => loginSuccess({ token: 'after-reset' }));
    const { open, logins, navigate } = renderAuthModals({ api });
    open({ view: 'forgot', tab: 'phone' });
    await dialingCodesLoaded();
    type(/^Mobile number/, '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 300s' });
    type(/^Verification code/, '123456');
    type(/^New password/, 'fresh123');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));

    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(smsNoLoginCall)).toEqual([{ mobileNum: '12345678', countryDialingCode: '855' }]);
    expect(api.inputsOf(setPasswordByPhoneCall)).toEqual([
      {
        newPassword: 'fresh123',
        mobileNum: '12345678',
        countryDialingCode: '855',
        verificationCode: '123456',
      },
    ]);
    expect(api.inputsOf(loginCall)).toEqual([{ username: 'demo01', password: 'fresh123' }]);
    expect(logins[0]!.login.token).toBe('after-reset');
    expect(navigate).toHaveBeenCalledWith('/');
    await waitFor(() => expect(screen.queryByTestId('forgot-modal')).toBeNull());
  });

  it('by phone: applies the password rule before calling the server', async () => {
    const api = createFakeApi();
    const { open } = renderAuthModals({ api });
    open({ view: 'forgot', tab: 'phone' });
    await dialingCodesLoaded();
    type(/^Mobile number/, '12345678');
    type(/^Verification code/, '123456');
    type(/^New password/, 'abc');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    expect(errorOf(/^New password/)).toBe('Please enter between 6 and 20 characters');
    expect(api.inputsOf(setPasswordByPhoneCall)).toHaveLength(0);
  });

  it('offers the phone tab only when CHNGPASSVERIF3 is on', () => {
    const { open } = renderAuthModals({
      permission: permissionWith({ switches: { CHNGPASSVERIF3: false } }),
    });
    open({ view: 'forgot', tab: 'phone' });
    const modal = screen.getByTestId('forgot-modal');
    expect(within(modal).queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('forgot-email-submit')).toBeTruthy();
  });
});
