import { createEventBus, gameVendorsCall, type VendorCategory } from '@platform/shared-contracts/client';
import { assertNoContractViolations, createFakeApi } from '@platform/shared-contracts/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE } from '../../platform/storage-keys';
import { languageAtom } from '../../store/host-store';
import { SiteFooter } from '../footer/site-footer';
import { CategoryNav } from '../header/category-nav';
import { vendorsAtom } from '../layout-store';
import { renderLayout } from '../test/render-layout';
import { useGameVendors } from './use-game-vendors';

afterEach(() => {
  assertNoContractViolations();
  vi.unstubAllGlobals();
});

const card = (vassalage: string, gameType: VendorCategory['title'], extra = {}) => ({
  vassalage,
  gameType,
  name: `${vassalage} name`,
  logoUrl: `/logos/${vassalage.toLowerCase()}.svg`,
  maintenance: false,
  walletCode: vassalage,
  isGame: 'VASSALAGE' as const,
  cockfight: false,
  sort: 0,
  ...extra,
});

const CATALOGUE: VendorCategory[] = [
  { title: 'RNG', gameClassify: ['JP'], cards: [card('HOUSE', 'RNG')] },
  { title: 'SPORTS', cards: [card('SV388', 'SPORTS', { cockfight: true })] },
];

/** A vendor call answering `answers` in turn (the last again), recording what was asked. */
function fakeVendors(...answers: VendorCategory[][]) {
  const asked: unknown[] = [];
  const api = createFakeApi().on(gameVendorsCall, (input) => {
    asked.push(input);
    return answers[Math.min(asked.length - 1, answers.length - 1)]!;
  });
  return { api, asked };
}

function WithVendors({ children }: { children: ReactNode }) {
  useGameVendors();
  return children;
}

const page = (
  <WithVendors>
    <CategoryNav />
    <SiteFooter />
  </WithVendors>
);

const categories = () =>
  within(screen.getByTestId('header-categories'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-category'));

describe('game vendors from the catalogue', () => {
  it('fill the header categories and the footer logos, and are kept for the session', async () => {
    const { api, asked } = fakeVendors(CATALOGUE);
    await renderLayout(page, { services: { api } });
    await waitFor(() => expect(categories()).toEqual(['HOME', 'PROMO', 'RNG', 'COCKFIGHT', 'DOWN']));
    expect(asked).toEqual([{ language: 'EN' }]);
    expect(screen.getAllByTestId('footer-vendor').map((li) => li.querySelector('img')?.alt)).toEqual([
      'HOUSE name',
      'SV388 name',
    ]);
    expect(JSON.parse(sessionStorage.getItem(STORAGE.gameVendors) ?? '{}')).toMatchObject({
      merchantCode: 'DEMOKH',
      language: 'EN',
    });
  });

  it('come from the session cache without a call for the same region and language', async () => {
    sessionStorage.setItem(STORAGE.merchantCode, 'DEMOKH');
    sessionStorage.setItem(
      STORAGE.gameVendors,
      JSON.stringify({ merchantCode: 'DEMOKH', language: 'EN', categories: CATALOGUE }),
    );
    const { api, asked } = fakeVendors([]);
    await renderLayout(page, { services: { api } });
    await waitFor(() => expect(categories()).toContain('RNG'));
    expect(asked).toEqual([]);
  });

  it('are read again, in the new language, when the language changes', async () => {
    const { api, asked } = fakeVendors(CATALOGUE, [{ title: 'LIVE', cards: [card('EVO', 'LIVE')] }]);
    const store = createStore();
    await renderLayout(page, { store, services: { api } });
    await waitFor(() => expect(categories()).toContain('RNG'));
    act(() => store.set(languageAtom, 'KM'));
    await waitFor(() => expect(categories()).toEqual(['HOME', 'PROMO', 'LIVE', 'DOWN']));
    expect(asked).toEqual([{ language: 'EN' }, { language: 'KM' }]);
  });

  it('are read past the cache with the refresh flag on games:vendors-refresh', async () => {
    sessionStorage.setItem(STORAGE.merchantCode, 'DEMOKH');
    sessionStorage.setItem(
      STORAGE.gameVendors,
      JSON.stringify({ merchantCode: 'DEMOKH', language: 'EN', categories: CATALOGUE }),
    );
    const { api, asked } = fakeVendors([{ title: 'FISH', cards: [card('JDB', 'FISH')] }]);
    const bus = createEventBus();
    await renderLayout(page, { bus, services: { api } });
    await waitFor(() => expect(categories()).toContain('RNG'));
    act(() => bus.emit('games:vendors-refresh', {}));
    await waitFor(() => expect(categories()).toEqual(['HOME', 'PROMO', 'FISH', 'DOWN']));
    expect(asked).toEqual([{ language: 'EN', flush: 'true' }]);
  });

  it('leave the navigation as it was when they cannot be read, saying nothing', async () => {
    const store = createStore();
    await renderLayout(page, { store });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(categories()).toEqual(['HOME', 'PROMO', 'DOWN']);
    expect(store.get(vendorsAtom)).toEqual([]);
    expect(screen.queryByTestId('footer-vendors')).toBeNull();
  });

  it('ignore a cache of another region', async () => {
    sessionStorage.setItem(STORAGE.merchantCode, 'DEMOKH');
    sessionStorage.setItem(
      STORAGE.gameVendors,
      JSON.stringify({ merchantCode: 'DEMOTH', language: 'EN', categories: CATALOGUE }),
    );
    const { api, asked } = fakeVendors([{ title: 'LIVE', cards: [card('EVO', 'LIVE')] }]);
    await renderLayout(page, { services: { api } });
    await waitFor(() => expect(categories()).toContain('LIVE'));
    expect(asked).toHaveLength(1);
  });
});

describe('footer vendor logos', () => {
  it('hide a logo that cannot be loaded, after its one retry', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const store = createStore();
    store.set(vendorsAtom, [
      { vassalage: 'HOUSE', category: 'RNG', name: 'SEA Studio', logoUrl: '/house-games/slot/logo.svg' },
      { vassalage: 'PG', category: 'RNG', name: 'PG Soft', logoUrl: '/logos/pg.png' },
    ]);
    await renderLayout(<SiteFooter />, { store });
    const pg = screen.getByAltText('PG Soft');
    fireEvent.error(pg);
    fireEvent.error(screen.getByAltText('PG Soft'));
    await waitFor(() => expect(screen.getAllByTestId('footer-vendor')).toHaveLength(1));
    expect(screen.getByAltText('SEA Studio')).toBeTruthy();
  });
});
