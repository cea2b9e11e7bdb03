import { createEventBus, walletBalanceCall } from '@platform/shared-contracts/client';
import { assertNoContractViolations, createFakeApi } from '@platform/shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionAtom } from '../../store/host-store';
import { SiteHeader } from '../header/site-header';
import { walletBalanceAtom } from '../layout-store';
import { makeMember, renderLayout } from '../test/render-layout';

// The checking fake: a wallet answer the server would not send fails the test.
afterEach(assertNoContractViolations);

/** A wallet that answers what `balances` holds next, and counts the reads. */
function fakeWallet(...balances: string[]) {
  const reads: string[] = [];
  const api = createFakeApi().on(walletBalanceCall, () => {
    const balance = balances[Math.min(reads.length, balances.length - 1)]!;
    reads.push(balance);
    return { currency: 'KHR', currencySymbol: '៛', balance, total: balance };
  });
  return { api, reads };
}

const shown = () => screen.getByTestId('balance').textContent ?? '';

describe('header wallet balance', () => {
  it('reads the wallet after login and shows it', async () => {
    const { api, reads } = fakeWallet('10000.00');
    await renderLayout(<SiteHeader />, { member: makeMember(), services: { api } });
    await waitFor(() => expect(shown()).toContain('៛10,000.00'));
    expect(reads).toHaveLength(1);
  });

  it('reads it again on every wallet:changed', async () => {
    const { api, reads } = fakeWallet('10000.00', '10500.00', '8000.25');
    const bus = createEventBus();
    await renderLayout(<SiteHeader />, { member: makeMember(), services: { api }, bus });
    await waitFor(() => expect(shown()).toContain('៛10,000.00'));
    act(() => bus.emit('wallet:changed', {}));
    await waitFor(() => expect(shown()).toContain('៛10,500.00'));
    act(() => bus.emit('wallet:changed', {}));
    await waitFor(() => expect(shown()).toContain('៛8,000.25'));
    expect(reads).toHaveLength(3);
  });

  it('forgets the balance on logout and reads nothing while logged out', async () => {
    const { api, reads } = fakeWallet('10000.00');
    const store = createStore();
    const bus = createEventBus();
    await renderLayout(<SiteHeader />, { store, member: makeMember(), services: { api }, bus });
    await waitFor(() => expect(store.get(walletBalanceAtom)?.balance).toBe('10000.00'));
    act(() => store.set(sessionAtom, { token: null, user: null }));
    expect(store.get(walletBalanceAtom)).toBeNull();
    act(() => bus.emit('wallet:changed', {}));
    expect(reads).toHaveLength(1);
  });

  it('asks nothing for a change announced as the session ends (a game page closing on logout)', async () => {
    const { api, reads } = fakeWallet('10000.00');
    const store = createStore();
    const bus = createEventBus();
    await renderLayout(<SiteHeader />, { store, member: makeMember(), services: { api }, bus });
    await waitFor(() => expect(reads).toHaveLength(1));
    // The session ends and, before the header has drawn that, a closing game announces its last change.
    act(() => {
      store.set(sessionAtom, { token: null, user: null });
      bus.emit('wallet:changed', {});
    });
    expect(reads).toHaveLength(1);
  });

  it("keeps '—' when the wallet cannot be read", async () => {
    await renderLayout(<SiteHeader />, { member: makeMember() });
    await act(() => Promise.resolve());
    expect(shown()).toContain('—');
  });
});
