import { ApiError } from '@platform/shared-contracts/client';
import {
  operatorLoginCall,
  operatorRegionsCall,
  operatorSessionCall,
} from '@platform/shared-contracts/operator';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../app/app';
import { CONSOLE_LANGUAGES, loadConsoleTexts } from '../../i18n/console-i18n';
import { readToken } from '../../session/operator-token';
import { REGIONS } from '../../test/render-console';

const IDENTITY = {
  token: 'fresh-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
  merchantCodes: ['DEMOKH'],
  roles: ['FINANCE' as const],
};

// Loaded once for the page, as after the console's first screen: the login form then draws in the first render.
beforeAll(async () => {
  await Promise.all(CONSOLE_LANGUAGES.map(loadConsoleTexts));
});

function renderLogin(api = createFakeApi(), language: 'EN' | 'CN' = 'EN') {
  render(<App api={api} language={language} theme="light" />);
  return api;
}

const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('operator login', () => {
  it('checks the form with the contract before sending: empty fields and a code that is not 6 digits', async () => {
    const api = renderLogin();
    type(/Username/, 'ops01');
    type(/Authenticator code/, '12345');
    signIn();
    expect(errorOf(/Password/)).toBe('This field cannot be empty');
    expect(errorOf(/Authenticator code/)).toBe('Enter the 6 digits your authenticator app shows');
    expect(api.requests).toEqual([]);
  });

  it('says what is wrong in Chinese on the Chinese console', async () => {
    const api = renderLogin(createFakeApi(), 'CN');
    type(/用户名/, 'ops01');
    type(/身份验证码/, '12345');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(errorOf(/身份验证码/)).toBe('请输入身份验证器显示的 6 位数字');
    expect(api.requests).toEqual([]);
  });

  it('shows a refusal in the catalogue words and empties the used code', async () => {
    const api = renderLogin(createFakeApi().on(operatorLoginCall, () => refuse('WRONG_CREDENTIALS')));
    type(/Username/, 'ops01');
    type(/Password/, 'wrong-password');
    type(/Authenticator code/, '123456');
    signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect username or password');
    expect((screen.getByLabelText(/Authenticator code/) as HTMLInputElement).value).toBe('');
    expect(api.inputsOf(operatorLoginCall)).toEqual([
      { username: 'ops01', password: 'wrong-password', code: '123456' },
    ]);
    expect(readToken()).toBeNull();
  });

  it('keeps the token in sessionStorage and opens the console with what the roles allow', async () => {
    const api = createFakeApi()
      .on(operatorLoginCall, () => IDENTITY)
      .on(operatorSessionCall, () => ({
        username: 'finance1',
        roles: ['FINANCE' as const],
        merchantCodes: ['DEMOKH'],
      }))
      .on(operatorRegionsCall, () => REGIONS.slice(0, 1));
    renderLogin(api);
    type(/Username/, 'finance1');
    type(/Password/, 'secret-password');
    type(/Authenticator code/, '654321');
    signIn();
    expect((await screen.findByTestId('operator-name')).textContent).toContain('finance1');
    expect(readToken()).toBe('fresh-token');
    const menu = screen.getByRole('navigation', { name: 'Console menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Withdrawals', 'Deposits', 'Members']);
    expect(screen.getByTestId('operator-regions').textContent).toContain('DEMOKH');
  });

  it('goes back to the login when the stored token has expired', async () => {
    sessionStorage.setItem('ops-console.token', 'old-token');
    renderLogin(
      createFakeApi().on(operatorSessionCall, () => {
        throw new ApiError('NOT_LOGGED_IN', { status: 401 });
      }),
    );
    await screen.findByRole('button', { name: 'Sign in' });
    expect(readToken()).toBeNull();
  });
});
