import { captchaCall, loginV2Call } from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginSuccess } from '../test/fixtures';
import { renderHeaderLogin } from '../test/render-auth';

const header = () => screen.getByTestId('header-login');

function fillHeader(username: string, password: string) {
  fireEvent.change(within(header()).getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(within(header()).getByLabelText('Password', { selector: 'input' }), {
    target: { value: password },
  });
}

describe('header login', () => {
  it('logs in from the header and emits session:login', async () => {
    const api = createFakeApi().on(loginV2Call, () => loginSuccess());
    const { logins } = renderHeaderLogin({ api });
    fillHeader(' demo01 ', 'demo1234');
    fireEvent.click(screen.getByTestId('header-login-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(api.inputsOf(loginV2Call)).toEqual([
      { type: 'username', username: 'demo01', password: 'demo1234' },
    ]);
  });

  it('shows "incorrect password" in a warning popup for wrong credentials', async () => {
    const api = createFakeApi().on(loginV2Call, () =>
      refuse('WRONG_CREDENTIALS', { value: { captchaRequired: false } }),
    );
    const { logins } = renderHeaderLogin({ api });
    fillHeader('demo01', 'nope');
    fireEvent.click(screen.getByTestId('header-login-submit'));
    const popup = await screen.findByTestId('header-login-popup');
    expect(popup.textContent).toContain('Incorrect username or password');
    expect(popup.getAttribute('role')).toBe('alertdialog');
    expect(logins).toHaveLength(0);
  });

  it('hands over to the login modal, captcha shown and username kept, when the captcha is required', async () => {
    const api = createFakeApi()
      .on(loginV2Call, () => refuse('WRONG_CREDENTIALS', { value: { captchaRequired: true } }))
      .on(captchaCall, () => ({ captchaId: 'c1', image: 'iVBORw0KGgo=', expiresInSeconds: 120 }));
    renderHeaderLogin({ api });
    fillHeader('demo01', 'nope');
    fireEvent.click(screen.getByTestId('header-login-submit'));
    const modal = await screen.findByTestId('login-modal');
    expect(within(modal).getByLabelText(/^Username/, { selector: 'input' })).toHaveProperty(
      'value',
      'demo01',
    );
    expect(await within(modal).findByAltText('Captcha image')).toBeTruthy();
    expect(screen.queryByTestId('header-login-popup')).toBeNull();
  });

  it('does not call the server with an empty field', () => {
    const api = createFakeApi();
    renderHeaderLogin({ api });
    fireEvent.click(screen.getByTestId('header-login-submit'));
    expect(within(header()).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.filter((r) => r.name === loginV2Call.name)).toHaveLength(0);
  });

  it('shows a placeholder, never a raw key, until the texts of the language in use are loaded', async () => {
    renderHeaderLogin({ language: 'CN', texts: 'later' });
    expect(screen.queryByTestId('header-login')).toBeNull();
    expect(document.body.textContent).not.toContain('login_submit');
    expect(
      await within(await screen.findByTestId('header-login')).findByRole('button', { name: '注册' }),
    ).toBeTruthy();
  });

  it('opens the login and register modals from its buttons', () => {
    renderHeaderLogin();
    fireEvent.click(within(header()).getByRole('button', { name: 'Register' }));
    expect(screen.getByTestId('register-modal')).toBeTruthy();
  });
});
