import { loginV2Call, verifyLoginCall, verifyLoginCodeCall } from '@platform/shared-contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, type } from '../../test/dom';
import { createFakeApi, loginSuccess, refuse } from '../../test/fake-api';
import { renderAuthModals } from '../../test/render-auth';

const challenge = {
  status: 'VERIFY' as const,
  challengeId: 'ch-1',
  methods: ['MOBILE' as const, 'SMS_CODE' as const, 'EMAIL' as const],
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
  it('answers with the registered mobile and finishes the login', async () => {
    const api = createFakeApi().on(verifyLoginCall, () => loginSuccess({ token: 'verified' }));
    const { logins } = await reachVerify(api);
    expect(screen.getByLabelText('Mobile number', { selector: 'input[type=radio]' })).toHaveProperty(
      'checked',
      true,
    );
    type(/^Your registered mobile number/, '012345678');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(verifyLoginCall)).toEqual([
      { challengeId: 'ch-1', method: 'MOBILE', answer: '012345678' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('verify-modal')).toBeNull());
  });

  it('sends the SMS code of the challenge and verifies with it', async () => {
    const api = createFakeApi()
      .on(verifyLoginCodeCall, () => ({ expiredMinutes: 5 }))
      .on(verifyLoginCall, () => loginSuccess());
    const { logins } = await reachVerify(api);
    fireEvent.click(screen.getByLabelText('SMS code', { selector: 'input[type=radio]' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 300s' });
    expect(api.inputsOf(verifyLoginCodeCall)).toEqual([{ challengeId: 'ch-1' }]);
    type(/^Verification code/, '123456');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(verifyLoginCall)[0]).toEqual({
      challengeId: 'ch-1',
      method: 'SMS_CODE',
      answer: '123456',
    });
  });

  it('shows a wrong answer on the field, and offers to start again when the challenge is spent', async () => {
    let calls = 0;
    const api = createFakeApi().on(verifyLoginCall, () => {
      calls += 1;
      return calls === 1 ? refuse('VERIFICATION_CODE_INVALID') : refuse('TOO_MANY_ATTEMPTS');
    });
    await reachVerify(api);
    fireEvent.click(screen.getByLabelText('Email', { selector: 'input[type=radio]' }));
    type(/^Your registered email/, 'wrong@example.com');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(errorOf(/^Your registered email/)).toBe('Invalid verification code'));
    fireEvent.click(screen.getByTestId('verify-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to log in' }));
    expect(screen.getByTestId('login-modal')).toBeTruthy();
  });
});
