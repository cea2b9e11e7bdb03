import { loginV2Call, verifyLoginCall, verifyLoginCodeCall } from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginSuccess } from '../../test/fixtures';
import { renderAuthModals } from '../../test/render-auth';

const challenge = {
  status: 'VERIFY' as const,
  challengeId: 'ch-1',
  methods: ['SMS_CODE' as const, 'EMAIL' as const],
  expiresInSeconds: 600,
};

async function reachVerify(api: ReturnType<typeof createFakeApi>) {
  api.on(loginV2Call, () => challenge);
  const rendered = renderAuthModals({ api });
  rendered.open({ view: 'login' });
  type(/^Username/, 'demo01');
  type(/^Password/, 'demo1234');
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('verify-modal');
  return rendered;
}

describe('2FA modal for an unregistered IP', () => {
  it('texts a code to the registered mobile and verifies with it, asking for no contact detail', async () => {
    const api = createFakeApi()
      .on(verifyLoginCodeCall, () => ({ expiredMinutes: 5 }))
      .on(verifyLoginCall, () => loginSuccess({ token: 'verified' }));
    const { logins } = await reachVerify(api);
    expect(screen.getByLabelText('Mobile number', { selector: 'input[type=radio]' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByLabelText(/^Your registered mobile number/)).toBeNull();
    expect(screen.getByText('We will text a code to your registered mobile number.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 300s' });
    expect(api.inputsOf(verifyLoginCodeCall)).toEqual([{ challengeId: 'ch-1', method: 'SMS_CODE' }]);
    type(/^Verification code/, '123456');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(verifyLoginCall)).toEqual([
      { challengeId: 'ch-1', method: 'SMS_CODE', answer: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('verify-modal')).toBeNull());
  });

  it('mails the code instead when the member picks the email', async () => {
    const api = createFakeApi()
      .on(verifyLoginCodeCall, () => ({ expiredMinutes: 5 }))
      .on(verifyLoginCall, () => loginSuccess());
    const { logins } = await reachVerify(api);
    fireEvent.click(screen.getByLabelText('Email', { selector: 'input[type=radio]' }));
    expect(screen.getByText('We will email a code to your registered email address.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 300s' });
    expect(api.inputsOf(verifyLoginCodeCall)).toEqual([{ challengeId: 'ch-1', method: 'EMAIL' }]);
    type(/^Verification code/, '654321');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(verifyLoginCall)[0]).toEqual({
      challengeId: 'ch-1',
      method: 'EMAIL',
      answer: '654321',
    });
  });

  it('asks for the code when none is typed', async () => {
    const api = createFakeApi();
    await reachVerify(api);
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(errorOf(/^Verification code/)).toBeTruthy());
    expect(api.inputsOf(verifyLoginCall)).toEqual([]);
  });

  it('shows a wrong code on the field, and offers to start again when the challenge is spent', async () => {
    let calls = 0;
    const api = createFakeApi().on(verifyLoginCall, () => {
      calls += 1;
      return calls === 1 ? refuse('VERIFICATION_CODE_INVALID') : refuse('TOO_MANY_ATTEMPTS');
    });
    await reachVerify(api);
    type(/^Verification code/, '111111');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(errorOf(/^Verification code/)).toBe('Invalid verification code'));
    fireEvent.click(screen.getByTestId('verify-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to log in' }));
    expect(screen.getByTestId('login-modal')).toBeTruthy();
  });
});
