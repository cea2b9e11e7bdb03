import { gamesListCall, gameVendorsCall } from '@platform/shared-contracts/client';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { games, page, vendorCategories } from '../test/fixtures';
import { renderExposed } from '../test/render-lobby';
import GameList from './game-list';

function listApi() {
  return createFakeApi()
    .on(gameVendorsCall, () => vendorCategories())
    .on(gamesListCall, ({ pageNo }) => page(games(24, (Number(pageNo) - 1) * 24 + 1), Number(pageNo), 3));
}

async function openRng(query: Record<string, string> = { vassalage: 'pg', gameType: 'rng' }) {
  const api = listApi();
  const rendered = await renderExposed(GameList, { visitor: 'guest', basePath: '/rng', query, api });
  await screen.findByText('Game 1');
  return { ...rendered, api };
}

/** A guest's list page whose every list is empty, once it says so. */
async function openEmpty(basePath: string) {
  const api = createFakeApi()
    .on(gameVendorsCall, () => vendorCategories())
    .on(gamesListCall, () => page([], 1, 1));
  const { navigate } = await renderExposed(GameList, { visitor: 'guest', basePath, query: {}, api });
  await screen.findByText('No games here yet');
  return Object.assign(api, { navigate });
}

const lastList = (api: Pick<ReturnType<typeof listApi>, 'inputsOf'>) => api.inputsOf(gamesListCall).at(-1);

describe('game list centre', () => {
  it('lists the vendor named in the address (lower-cased there) and switches vendors through the address', async () => {
    const { api, navigate } = await openRng();
    expect(lastList(api)).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '1',
      pageSize: '24',
      language: 'EN',
    });
    const vendors = screen.getByRole('tablist', { name: 'Game providers' });
    expect(screen.getByRole('tab', { name: 'PG Soft' }).getAttribute('aria-selected')).toBe('true');
    expect(vendors.textContent).not.toContain('Cockfight');
    fireEvent.click(screen.getByRole('tab', { name: 'House' }));
    expect(navigate).toHaveBeenCalledWith('/rng?vassalage=house&gameType=rng', { replace: true });
  });

  it('filters by sub-category (the ones with games) and by name, each from page 1', async () => {
    const { api } = await openRng({});
    const kinds = screen.getByRole('tablist', { name: 'Game kinds' });
    expect(kinds.textContent).toBe('All gamesScratch & musicVideo pokerJackpot');
    fireEvent.click(screen.getByRole('tab', { name: 'Video poker' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ gameClassify: 'VP', pageNo: '1' }));
    fireEvent.change(screen.getByLabelText('Search games'), { target: { value: 'temple' } });
    await waitFor(() => expect(lastList(api)).toMatchObject({ gameClassify: 'VP', gameName: 'temple' }));
  });

  it('says a page without games has none, and a search that finds nothing that nothing matches', async () => {
    const api = await openEmpty('/rng');
    expect(screen.queryByText('No game matches')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the home page' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search games'), { target: { value: 'baccarat' } });
    await waitFor(() => expect(lastList(api)).toMatchObject({ gameName: 'baccarat' }));
    await screen.findByText('No game matches');
    expect(screen.queryByText('No games here yet')).toBeNull();
  });

  it('offers no search on a category without providers: it has nothing to find', async () => {
    // The fixtures' catalogue has no live casino provider.
    const { navigate } = await openEmpty('/live');
    expect(screen.queryByLabelText('Search games')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the home page' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('names each game under the page title without skipping a heading level', async () => {
    await openRng({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
    expect(screen.getByRole('heading', { level: 2, name: 'Game 1' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('pages through the list', async () => {
    const { api } = await openRng({});
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Game 25');
    expect(lastList(api)).toMatchObject({ pageNo: '2' });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    // At the last page Next cannot be pressed, and keeps the keyboard's focus that pressed it there.
    const next = screen.getByRole('button', { name: /Next/ });
    next.focus();
    fireEvent.click(next);
    await screen.findByText('Page 3 of 3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(lastList(api)).toMatchObject({ pageNo: '3' });
  });
});
