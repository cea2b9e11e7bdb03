import { changePasswordCall, loginV2Call } from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialingCodesLoaded } from '../../test/dom';
import { loginSuccess } from '../../test/fixtures';
import { renderAuthModals } from '../../test/render-auth';

describe('change password modal', () => {
  it('asks the old password when it is not known, checks the rule and the confirmation', async () => {
    const api = createFakeApi().on(changePasswordCall, () => null);
    const { open, popups, navigate, logins } = renderAuthModals({ api });
    open({ view: 'change-password' });
    const modal = screen.getByTestId('change-password-modal');
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeTruthy();

    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    expect(errorOf(/^Current password/)).toBe('This field cannot be empty');
    expect(errorOf(/^New password/)).toBe('This field cannot be empty');

    type(/^Current password/, 'demo1234');
    type(/^New password/, 'demo1234');
    type(/^Confirm new password/, 'other123');
    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    expect(errorOf(/^New password/)).toBe('The new password must differ from the current one');
    expect(errorOf(/^Confirm new password/)).toBe('The two entries are inconsistent');

    type(/^New password/, 'better123');
    type(/^Confirm new password/, 'better123');
    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    await waitFor(() => expect(popups).toHaveLength(1));
    expect(popups[0]).toMatchObject({ icon: 'success', text: 'Your password has been changed' });
    expect(logins).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(api.inputsOf(changePasswordCall)).toEqual([
      { oldPassword: 'demo1234', newPassword: 'better123', confirmNewPassword: 'better123' },
    ]);
  });

  it('puts the server reasons and a wrong old password on their fields', async () => {
    let calls = 0;
    const api = createFakeApi().on(changePasswordCall, () => {
      calls += 1;
      if (calls === 1)
        refuse('BAD_REQUEST', { details: [{ field: 'newPassword', reason: 'password_too_weak' }] });
      return refuse('OLD_PASSWORD_WRONG');
    });
    const { open } = renderAuthModals({ api });
    open({ view: 'change-password' });
    type(/^Current password/, 'demo1234');
    type(/^New password/, 'better123');
    type(/^Confirm new password/, 'better123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() =>
      expect(errorOf(/^New password/)).toBe('This password is too weak, please choose another'),
    );
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(errorOf(/^Current password/)).toBe('The current password is incorrect'));
  });

  it('is forced after an expired password login and finishes that login on success', async () => {
    const expired = loginSuccess({ passwordExpired: true, token: 'held' });
    const api = createFakeApi().on(loginV2Call, () => expired);
    const sessionApi = createFakeApi().on(changePasswordCall, () => null);
    const { open, logins } = renderAuthModals({ api, sessionClient: vi.fn(() => sessionApi) });
    open({ view: 'login' });
    type(/^Username/, 'demo01');
    type(/^Password/, 'old-one1');
    fireEvent.click(screen.getByTestId('login-submit'));
    const modal = await screen.findByTestId('change-password-modal');
    expect(
      within(modal).getByText('Your password has expired. Please set a new password to continue.'),
    ).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Close' })).toBeNull();
    type(/^New password/, 'better123', modal);
    type(/^Confirm new password/, 'better123', modal);
    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(sessionApi.inputsOf(changePasswordCall)[0]).toMatchObject({ oldPassword: 'old-one1' });
  });

  it('does not force a change after an SMS login, even when the server says expired', async () => {
    const api = createFakeApi().on(loginV2Call, () => loginSuccess({ passwordExpired: true }));
    const { open, logins } = renderAuthModals({ api });
    open({ view: 'login', tab: 'sms' });
    await dialingCodesLoaded();
    type(/^Mobile number/, '12345678');
    type(/^Verification code/, '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(screen.queryByTestId('change-password-modal')).toBeNull();
  });
});
