import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../../store/host-store';
import { LAYOUT_STORAGE, vendorsAtom, walletBalanceAtom } from '../layout-store';
import { allRemotesBut, makeMember, record, renderLayout } from '../test/render-layout';

/** A wallet call that has not answered yet, so a figure set by the test stays. */
const pending = () => ({ call: () => new Promise<never>(() => undefined) });

import { SiteHeader } from './site-header';

function categoryNames() {
  return within(screen.getByTestId('header-categories'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('header categories', () => {
  it('shows no game category while there are no vendors', async () => {
    await renderLayout(<SiteHeader />);
    expect(categoryNames()).toEqual(['Home', 'Promotions', 'App']);
  });

  it('shows a game category when it has vendors', async () => {
    const store = createStore();
    store.set(vendorsAtom, [{ vassalage: 'PG', category: 'RNG', name: 'PG Soft' }]);
    await renderLayout(<SiteHeader />, { store });
    expect(categoryNames()).toEqual(['Home', 'Promotions', 'Slots', 'App']);
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
  });

  it('offers no category whose page the region has not got: promotions and the app page need the promotions remote', async () => {
    const store = createStore();
    store.set(vendorsAtom, [{ vassalage: 'PG', category: 'RNG', name: 'PG Soft' }]);
    await renderLayout(<SiteHeader />, { store, released: allRemotesBut('promotions') });
    expect(categoryNames()).toEqual(['Home', 'Slots']);
  });
});

describe('the categories strip on a phone', () => {
  it("scrolls itself, not the page, to the link of the page shown when it is out of the strip's view", async () => {
    const store = createStore();
    store.set(vendorsAtom, [{ vassalage: 'PG', category: 'RNG', name: 'PG Soft' }]);
    // A 360 px strip whose Slots link is laid out past its right edge.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const slots = this.getAttribute('data-category') === 'RNG';
      return { left: slots ? 400 : 0, right: slots ? 480 : 360, top: 0, bottom: 44 } as DOMRect;
    });
    const scrolled: unknown[] = [];
    vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(function (this: Element, options?: unknown) {
      scrolled.push([this.className, options]);
    });
    await renderLayout(<SiteHeader />, { store, route: '/rng' });
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
    expect(scrolled).toEqual([['category-nav__list', { left: 120 }]]);
  });
});

describe('header when logged out', () => {
  it('opens login and register from the compact buttons', async () => {
    const { bus } = await renderLayout(<SiteHeader />);
    const opened = record(bus, 'auth:open');
    fireEvent.click(screen.getByTestId('header-login-button'));
    fireEvent.click(screen.getByTestId('header-register-button'));
    expect(opened).toEqual([{ view: 'login' }, { view: 'register' }]);
    expect(screen.queryByTestId('account-name')).toBeNull();
  });
});

describe('focus across a login', () => {
  /** The host learns of a login in two steps: the token first, the member a round trip later. */
  async function logIn(store: ReturnType<typeof createStore>) {
    await act(async () => store.set(sessionAtom, { token: 'test-token-0123456789', user: null }));
    await act(async () => store.set(sessionAtom, { token: 'test-token-0123456789', user: makeMember() }));
  }

  it('follows from the sign-in that held it to the account, instead of falling to the page', async () => {
    const store = createStore();
    await renderLayout(<SiteHeader />, { store, services: { api: pending() } });
    screen.getByTestId('header-login-button').focus();
    await logIn(store);
    expect(document.activeElement).toBe(screen.getByTestId('account-summary'));
  });

  it('stays where it was when the sign-in did not hold it', async () => {
    const store = createStore();
    await renderLayout(<SiteHeader />, { store, services: { api: pending() } });
    const brand = screen.getAllByRole('link')[0]!;
    brand.focus();
    await logIn(store);
    expect(screen.getByTestId('account-summary')).toBeTruthy();
    expect(document.activeElement).toBe(brand);
  });
});

const wallet = (balance: string) => ({ currency: 'KHR', currencySymbol: '៛', balance, total: balance });

describe('header balance', () => {
  it("shows '—' while the balance is unknown, never a number", async () => {
    await renderLayout(<SiteHeader />, { member: makeMember() });
    expect(screen.getByTestId('account-name').textContent).toBe('demo01');
    const balance = screen.getByTestId('balance');
    expect(balance.textContent).toContain('—');
    expect(balance.textContent).not.toMatch(/\d/);
  });

  it('shows the wallet with two decimals and thousands separators', async () => {
    const store = createStore();
    store.set(walletBalanceAtom, wallet('1234567.5'));
    await renderLayout(<SiteHeader />, { store, member: makeMember(), services: { api: pending() } });
    expect(screen.getByTestId('balance').textContent).toContain('៛1,234,567.50');
  });

  it('masks the amount with asterisks when hidden, and remembers the choice', async () => {
    const store = createStore();
    store.set(walletBalanceAtom, wallet('1234.56'));
    await renderLayout(<SiteHeader />, { store, member: makeMember(), services: { api: pending() } });
    expect(screen.getByTestId('balance').textContent).toContain('1,234.56');

    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    const masked = screen.getByTestId('balance').textContent ?? '';
    expect(masked).not.toContain('1,234.56');
    expect(masked).toContain('*,***.**');
    expect(masked).not.toMatch(/\d/);
    expect(localStorage.getItem(LAYOUT_STORAGE.balanceHidden)).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance').textContent).toContain('1,234.56');
    expect(localStorage.getItem(LAYOUT_STORAGE.balanceHidden)).toBe('0');
  });

  it('starts hidden when the player hid it on an earlier visit', async () => {
    localStorage.setItem(LAYOUT_STORAGE.balanceHidden, '1');
    const store = createStore();
    store.set(walletBalanceAtom, wallet('5.00'));
    await renderLayout(<SiteHeader />, { store, member: makeMember(), services: { api: pending() } });
    expect(screen.getByTestId('balance').textContent).not.toContain('5.00');
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeTruthy();
  });

  it('opens the security centre from the account and deposit from the deposit button', async () => {
    const { bus } = await renderLayout(<SiteHeader />, { member: makeMember() });
    const opened = record(bus, 'member-centre:open');
    fireEvent.click(screen.getByTestId('account-summary'));
    fireEvent.click(screen.getByTestId('deposit'));
    expect(opened).toEqual([{ page: 'securityCenter' }, { page: 'depositv2' }]);
    expect(screen.getByTestId('logout')).toBeTruthy();
  });
});

describe('header preferences', () => {
  it('lists all 34 languages by their own names and chooses one', async () => {
    const { services } = await renderLayout(<SiteHeader />);
    fireEvent.click(screen.getByTestId('language-menu'));
    const items = screen.getAllByRole('menuitemradio');
    expect(items).toHaveLength(34);
    fireEvent.click(screen.getByRole('menuitemradio', { name: /简体中文/ }));
    expect(services.chooseLanguage).toHaveBeenCalledWith('CN');
  });

  it('switches the theme', async () => {
    const { services } = await renderLayout(<SiteHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(services.applyTheme).toHaveBeenCalledWith('dark');
  });
});
