import {
  captchaCall,
  changePasswordCall,
  freePlayCall,
  LIMITS,
  loginCodeCall,
  loginV2Call,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { type } from '@platform/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialingCodesLoaded } from '../../test/dom';
import { loginSuccess, permissionWith } from '../../test/fixtures';
import { renderAuthModals } from '../../test/render-auth';

const loginModal = () => screen.getByTestId('login-modal');

describe('login modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs in with trimmed username and password and emits session:login', async () => {
    const api = createFakeApi().on(loginV2Call, () => loginSuccess());
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'login' });

    type(/^Username/, '  demo01 ');
    type(/^Password/, ' demo1234 ');
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(loginV2Call)).toEqual([
      { type: 'username', username: 'demo01', password: 'demo1234' },
    ]);
    expect(logins[0]).toEqual({ login: loginSuccess(), portal: 'MEMBER' });
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
  });

  it('requires username and password before calling the server', () => {
    const api = createFakeApi();
    const { open } = renderAuthModals({ api });
    open({ view: 'login' });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(2);
    expect(api.inputsOf(loginV2Call)).toHaveLength(0);
  });

  it('shows the captcha only after a failure that asks for it, and sends it with the next try', async () => {
    let attempts = 0;
    const api = createFakeApi()
      .on(loginV2Call, () => {
        attempts += 1;
        if (attempts === 1) refuse('WRONG_CREDENTIALS', { value: { captchaRequired: false } });
        if (attempts === 2) refuse('WRONG_CREDENTIALS', { value: { captchaRequired: true } });
        return loginSuccess();
      })
      .on(captchaCall, () => ({ captchaId: `c${attempts}`, image: 'iVBORw0KGgo=', expiresInSeconds: 120 }));
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'login' });
    type(/^Username/, 'demo01');
    type(/^Password/, 'nope');

    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Incorrect username or password');
    expect(screen.queryByLabelText(/^Captcha/)).toBeNull();

    fireEvent.click(screen.getByTestId('login-submit'));
    const captchaInput = await screen.findByLabelText(/^Captcha/);
    expect(await screen.findByAltText('Captcha image')).toBeTruthy();

    // The captcha is now required.
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter the captcha')).toBeTruthy();
    expect(attempts).toBe(2);

    fireEvent.change(captchaInput, { target: { value: 'AB12' } });
    type(/^Password/, 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(loginV2Call)[2]).toMatchObject({ captchaId: 'c2', captcha: 'AB12' });
  });

  it('refreshes the captcha at most once a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let images = 0;
    const api = createFakeApi()
      .on(loginV2Call, () => refuse('WRONG_CREDENTIALS', { value: { captchaRequired: true } }))
      .on(captchaCall, () => {
        images += 1;
        return { captchaId: `c${images}`, image: 'iVBORw0KGgo=', expiresInSeconds: 120 };
      });
    const { open } = renderAuthModals({ api });
    open({ view: 'login' });
    type(/^Username/, 'demo01');
    type(/^Password/, 'nope');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByAltText('Captcha image');
    expect(images).toBe(1);

    const refresh = screen.getByTestId('captcha-refresh');
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await waitFor(() => expect(images).toBe(2));
    act(() => vi.advanceTimersByTime(LIMITS.captchaRefreshThrottleMs));
    fireEvent.click(refresh);
    await waitFor(() => expect(images).toBe(3));
  });

  it('opens the forced change-password modal instead of finishing a login with the weak default password', async () => {
    const weak = loginSuccess({ weakPassword: true, token: 'held-token' });
    const api = createFakeApi().on(loginV2Call, () => weak);
    const sessionApi = createFakeApi().on(changePasswordCall, () => null);
    const sessionClient = vi.fn(() => sessionApi);
    const { open, logins, navigate } = renderAuthModals({ api, sessionClient });
    open({ view: 'login' });
    type(/^Username/, 'demo01');
    type(/^Password/, '{secret}');
    fireEvent.click(screen.getByTestId('login-submit'));

    const modal = await screen.findByTestId('change-password-modal');
    expect(logins).toHaveLength(0);
    expect(screen.queryByTestId('login-modal')).toBeNull();
    // Forced: no close button, and Escape does nothing (pressed once the dialog has taken focus, as a player's would
    // be: before that the login modal, still closing, is the one Escape reaches).
    expect(within(modal).queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
    // The old password is the one just typed, so it is not asked again.
    expect(within(modal).queryByLabelText(/^Current password/)).toBeNull();
    expect(within(modal).getByText(/default password/)).toBeTruthy();

    type(/^New password/, 'better123', modal);
    type(/^Confirm new password/, 'better123', modal);
    fireEvent.click(within(modal).getByTestId('change-password-submit'));

    await waitFor(() => expect(logins).toHaveLength(1));
    expect(sessionClient).toHaveBeenCalledWith({ token: 'held-token', merchantCode: 'DEMOKH' });
    expect(sessionApi.inputsOf(changePasswordCall)).toEqual([
      { oldPassword: '{secret}', newPassword: 'better123', confirmNewPassword: 'better123' },
    ]);
    expect(logins[0]!.login).toMatchObject({
      token: 'held-token',
      weakPassword: false,
      passwordExpired: false,
    });
    expect(navigate).toHaveBeenCalledWith('/');
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
  });

  it('opens the 2FA modal when the login answers VERIFY', async () => {
    const api = createFakeApi().on(loginV2Call, () => ({
      status: 'VERIFY' as const,
      challengeId: 'ch1',
      methods: ['SMS_CODE' as const, 'EMAIL' as const],
      expiresInSeconds: 600,
    }));
    const { open } = renderAuthModals({ api });
    open({ view: 'login' });
    type(/^Username/, 'demo01');
    type(/^Password/, 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('verify-modal')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('hides the SMS tab when MOBILEVERCODELOGIN3 is off', () => {
    const { open } = renderAuthModals({
      permission: permissionWith({ switches: { MOBILEVERCODELOGIN3: false } }),
    });
    open({ view: 'login', tab: 'sms' });
    expect(within(loginModal()).queryByRole('tab')).toBeNull();
    expect(within(loginModal()).getByLabelText(/^Username/, { selector: 'input' })).toBeTruthy();
  });

  it('shows the SMS tab when MOBILEVERCODELOGIN3 is on', () => {
    const { open } = renderAuthModals();
    open({ view: 'login' });
    const tabs = within(loginModal()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'Mobile (SMS)']);
  });

  it('disables the send-code button for expiredMinutes x 60 seconds after sending, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = createFakeApi().on(loginCodeCall, () => ({ expiredMinutes: 2 }));
    const { open } = renderAuthModals({ api });
    open({ view: 'login', tab: 'sms' });
    await act(async () => {});
    type(/^Mobile number/, '012345678');
    screen.getByRole('button', { name: 'Send code' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {});

    expect(api.inputsOf(loginCodeCall)).toEqual([{ mobileNum: '012345678', countryDialingCode: '855' }]);
    const button = screen.getByRole('button', { name: 'Resend in 120s' });
    expect(button).toHaveProperty('disabled', true);
    // Sent: the focus is in the code box, to type the code, not lost with the disabled button.
    expect(document.activeElement).toBe(screen.getByLabelText(/^Verification code/));

    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });

  it('shows an SMS send failure in a warning popup with a confirm button', async () => {
    const api = createFakeApi().on(loginCodeCall, () => refuse('SMS_TOO_MANY_REQUESTS'));
    const { open } = renderAuthModals({ api });
    open({ view: 'login', tab: 'sms' });
    await dialingCodesLoaded();
    type(/^Mobile number/, '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const popup = await screen.findByTestId('auth-popup');
    expect(popup.textContent).toContain('Too many requests. Please try again in 5 minutes.');
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('auth-popup')).toBeNull());
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });

  it('refuses to send a code to a malformed number', async () => {
    const api = createFakeApi();
    const { open } = renderAuthModals({ api });
    open({ view: 'login', tab: 'sms' });
    type(/^Mobile number/, '123');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The phone number format is incorrect')).toBeTruthy();
    expect(api.inputsOf(loginCodeCall)).toHaveLength(0);
  });

  it('logs in by SMS code', async () => {
    const api = createFakeApi().on(loginV2Call, () => loginSuccess());
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'login', tab: 'sms' });
    await act(async () => {});
    type(/^Mobile number/, '12345678');
    type(/^Verification code/, '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(loginV2Call)).toEqual([
      { type: 'sms', mobileNum: '12345678', countryDialingCode: '855', verificationCode: '123456' },
    ]);
  });

  it('keeps the username, never the password, in the remember-me cookie', async () => {
    const api = createFakeApi().on(loginV2Call, () => loginSuccess());
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'login' });
    type(/^Username/, 'demo01');
    type(/^Password/, 'demo1234');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(decodeURIComponent(document.cookie)).toContain('"username":"demo01"');
    expect(decodeURIComponent(document.cookie)).not.toContain('demo1234');

    open({ view: 'login' });
    expect((screen.getByLabelText(/^Username/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'demo01',
    );
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
  });

  it('starts free play when FREEPLAY3 is on', async () => {
    const trial = loginSuccess({ token: 'trial-token' });
    const api = createFakeApi().on(freePlayCall, () => trial);
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'login' });
    fireEvent.click(screen.getByTestId('free-play'));
    await waitFor(() => expect(logins).toHaveLength(1));
    const [input] = api.inputsOf(freePlayCall);
    expect(input).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    expect(input!.random.length).toBeGreaterThanOrEqual(36);
    expect(typeof input!.os).toBe('string');
  });

  it('offers no free play without FREEPLAY3', () => {
    const { open } = renderAuthModals({ permission: permissionWith({ switches: { FREEPLAY3: false } }) });
    open({ view: 'login' });
    expect(screen.queryByTestId('free-play')).toBeNull();
  });

  it('switches to register and to forgot password', () => {
    const { open } = renderAuthModals();
    open({ view: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up now' }));
    expect(screen.getByTestId('register-modal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('login-modal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByTestId('forgot-modal')).toBeTruthy();
  });
});
