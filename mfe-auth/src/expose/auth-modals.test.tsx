import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuthModals } from '../test/render-auth';
import AuthModals from './auth-modals';

describe('AuthModals', () => {
  it('renders nothing but its marker until auth:open, and closes on auth:close', () => {
    const { open, bus } = renderAuthModals();
    expect(screen.getByTestId('auth-modals')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    open({ view: 'register' });
    expect(screen.getByTestId('register-modal')).toBeTruthy();
    act(() => bus.emit('auth:close', {}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a forced step open when another view is asked for', () => {
    const { open } = renderAuthModals();
    open({ view: 'change-password', forced: true });
    open({ view: 'login' });
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it('speaks Khmer when the host language is KM', () => {
    const { open } = renderAuthModals({ language: 'KM' });
    open({ view: 'login' });
    expect(screen.getByRole('heading', { name: 'ចូលគណនី' })).toBeTruthy();
  });

  it('speaks Chinese when the host language is CN', () => {
    const { open } = renderAuthModals({ language: 'CN' });
    open({ view: 'register' });
    expect(screen.getByRole('heading', { name: '注册账号' })).toBeTruthy();
  });

  it('falls back to English for the other languages', () => {
    const { open } = renderAuthModals({ language: 'JA' });
    open({ view: 'forgot' });
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeTruthy();
  });

  it('loads the texts of the language in use first, and opens a view asked for meanwhile once they are there', async () => {
    const { open } = renderAuthModals({ language: 'KM', texts: 'later' });
    open({ view: 'login' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'ចូលគណនី' })).toBeTruthy();
  });

  it('stays quiet when mounted without RemoteProps', () => {
    render(<AuthModals />);
    expect(screen.getByTestId('auth-modals').childElementCount).toBe(0);
  });
});
