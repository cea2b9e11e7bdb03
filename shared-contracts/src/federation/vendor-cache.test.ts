import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameVendorsCall, type VendorCategory } from '../calls/game-calls';
import { createFakeApi } from '../testing/fake-api';
import { memoryStorage } from '../testing/memory-storage';
import { SESSION_KEYS } from './session-store';
import { cachedGameVendors, loadGameVendors } from './vendor-cache';

const card = (vassalage: string) => ({
  vassalage,
  gameType: 'RNG' as const,
  name: vassalage,
  logoUrl: '',
  maintenance: false,
  walletCode: vassalage,
  isGame: 'VASSALAGE' as const,
  cockfight: false,
  sort: 0,
});
const answer = (vassalage: string): VendorCategory[] => [{ title: 'RNG', cards: [card(vassalage)] }];

/** A vendor call that answers the next name of `names` on each call, after a tick. */
function vendorsApi(...names: string[]) {
  let calls = 0;
  return createFakeApi().on(gameVendorsCall, async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer(names[Math.min(calls++, names.length - 1)]!);
  });
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  sessionStorage.setItem(SESSION_KEYS.merchantCode, 'DEMOKH');
});
afterEach(() => vi.unstubAllGlobals());

describe('the page-wide game vendors cache', () => {
  it('shares one read between parts that ask together, and answers the next ones from session storage', async () => {
    const api = vendorsApi('PG');
    const [host, lobby] = await Promise.all([loadGameVendors(api, 'EN'), loadGameVendors(api, 'EN')]);
    expect(host).toEqual(answer('PG'));
    expect(lobby).toBe(host);
    expect(await loadGameVendors(api, 'EN')).toEqual(answer('PG'));
    expect(api.inputsOf(gameVendorsCall)).toEqual([{ language: 'EN' }]);
    expect(cachedGameVendors('EN')).toEqual(answer('PG'));
  });

  it('reads again for another language, and past the cache (once for all) with the refresh flag', async () => {
    const api = vendorsApi('PG', 'JDB', 'EVO');
    await loadGameVendors(api, 'EN');
    expect(await loadGameVendors(api, 'KM')).toEqual(answer('JDB'));
    const both = await Promise.all([
      loadGameVendors(api, 'KM', { refresh: true }),
      loadGameVendors(api, 'KM', { refresh: true }),
    ]);
    expect(both).toEqual([answer('EVO'), answer('EVO')]);
    expect(cachedGameVendors('KM')).toEqual(answer('EVO'));
    expect(api.inputsOf(gameVendorsCall)).toEqual([
      { language: 'EN' },
      { language: 'KM' },
      { language: 'KM', flush: 'true' },
    ]);
  });

  it('ignores a kept answer of another region or a damaged one', async () => {
    const api = vendorsApi('PG');
    sessionStorage.setItem(
      SESSION_KEYS.gameVendors,
      JSON.stringify({ merchantCode: 'DEMOTH', language: 'EN', categories: answer('OLD') }),
    );
    expect(cachedGameVendors('EN')).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.gameVendors, '{not json');
    expect(cachedGameVendors('EN')).toBeNull();
    expect(await loadGameVendors(api, 'EN')).toEqual(answer('PG'));
  });

  it('keeps nothing when the read fails, so the next one asks again', async () => {
    let fail = true;
    const api = createFakeApi().on(gameVendorsCall, () => {
      if (fail) throw new Error('offline');
      return answer('PG');
    });
    await expect(loadGameVendors(api, 'EN')).rejects.toThrow('offline');
    fail = false;
    expect(await loadGameVendors(api, 'EN')).toEqual(answer('PG'));
    expect(api.inputsOf(gameVendorsCall)).toHaveLength(2);
  });

  it('still answers where there is no session storage', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(await loadGameVendors(vendorsApi('PG'), 'EN')).toEqual(answer('PG'));
  });
});
