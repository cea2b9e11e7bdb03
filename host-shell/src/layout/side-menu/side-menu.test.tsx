import { merchantWalletCall } from '@platform/shared-contracts/client';
import { assertNoContractViolations, createFakeApi } from '@platform/shared-contracts/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sideMenuOpenAtom, vendorsAtom } from '../layout-store';
import { allRemotesBut, makeMember, record, renderLayout } from '../test/render-layout';
import { SideDrawer, SideRail } from './side-menu';

function entries(testId: string) {
  return within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The member's region's wallet: one for everything (1) or one per vendor with the lottery's (0). */
function walletApi(isSingle: 0 | 1) {
  return createFakeApi().on(merchantWalletCall, () => ({
    isSingle,
    vendors: isSingle ? [] : [{ vendor: 'LOTTERY', name: 'Lottery' }],
  }));
}

const accountShortcuts = () =>
  within(screen.getByRole('region', { name: 'My account' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => assertNoContractViolations());

describe('side menu', () => {
  it('lists the entries that need no vendors, and a category once it has vendors', async () => {
    const store = createStore();
    const first = await renderLayout(<SideRail />, { store });
    expect(entries('side-menu-rail')).toEqual(['Home', 'Promotions', 'Blog']);
    first.unmount();

    store.set(vendorsAtom, [{ vassalage: 'EVO', category: 'LIVE', name: 'Evolution' }]);
    await renderLayout(<SideRail />, { store });
    expect(entries('side-menu-rail')).toEqual(['Home', 'Live casino', 'Promotions', 'Blog']);
  });

  it('offers no page the region has not got, and no agent centre without its remote', async () => {
    const store = createStore();
    store.set(vendorsAtom, [{ vassalage: 'EVO', category: 'LIVE', name: 'Evolution' }]);
    const agent = makeMember({ account: 'agent01', type: 1, isAgent: true });
    const everything = await renderLayout(<SideRail />, { store, member: agent });
    expect(screen.getByTestId('menu-agent-centre')).toBeTruthy();
    everything.unmount();

    await renderLayout(<SideRail />, {
      store,
      released: allRemotesBut('promotions', 'agentCentre'),
      member: agent,
    });
    expect(entries('side-menu-rail')).toEqual(['Home', 'Live casino']);
    expect(screen.queryByTestId('menu-agent-centre')).toBeNull();
  });

  it("links only to the member centre's pages it draws: no invite, reward centre or messages saying coming soon", async () => {
    const member = await renderLayout(<SideRail />, {
      member: makeMember(),
      services: { api: walletApi(0) },
    });
    const centre = record(member.bus, 'member-centre:open');
    await screen.findByRole('button', { name: 'Wallet transfer' });
    expect(accountShortcuts()).toEqual([
      'Security centre',
      'Deposit',
      'Withdraw',
      'Wallet transfer',
      'Betting record',
      'Account record',
    ]);
    expect(screen.queryByTestId('menu-invite')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Betting record' }));
    expect(centre).toEqual([{ page: 'personalHistoryCopy' }]);
  });

  it('offers no wallet transfer where the region has one wallet for everything', async () => {
    const api = walletApi(1);
    await renderLayout(<SideRail />, { member: makeMember(), services: { api } });
    await waitFor(() => expect(api.inputsOf(merchantWalletCall)).toEqual([{ merchantCode: 'DEMOKH' }]));
    await act(() => Promise.resolve());
    expect(accountShortcuts()).toEqual([
      'Security centre',
      'Deposit',
      'Withdraw',
      'Betting record',
      'Account record',
    ]);
  });

  it('the drawer has sign-in, language and theme, and closes after a choice', async () => {
    const store = createStore();
    store.set(sideMenuOpenAtom, true);
    const { bus, services } = await renderLayout(<SideDrawer />, { store });
    const drawer = screen.getByTestId('side-drawer');
    expect(within(drawer).getByTestId('language-select')).toBeTruthy();
    fireEvent.change(within(drawer).getByTestId('language-select'), { target: { value: 'KM' } });
    expect(services.chooseLanguage).toHaveBeenCalledWith('KM');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Dark' }));
    expect(services.applyTheme).toHaveBeenCalledWith('dark');

    const auth = record(bus, 'auth:open');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Register' }));
    expect(auth).toEqual([{ view: 'register' }]);
    expect(screen.queryByTestId('side-drawer')).toBeNull();
    expect(store.get(sideMenuOpenAtom)).toBe(false);
  });

  it('the drawer closes with Escape', async () => {
    const store = createStore();
    store.set(sideMenuOpenAtom, true);
    await renderLayout(<SideDrawer />, { store });
    expect(screen.getByTestId('side-drawer')).toBeTruthy();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByTestId('side-drawer')).toBeNull();
  });
});
