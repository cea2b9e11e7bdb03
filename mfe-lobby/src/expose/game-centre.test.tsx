import { gamesListCall, gameVendorsCall } from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { game, page, vendorCategories } from '../test/fixtures';
import { renderExposed } from '../test/render-lobby';
import GameCentre from './game-centre';

describe('game centre', () => {
  it('shows the category’s providers as cards', async () => {
    const api = createFakeApi().on(gameVendorsCall, () => vendorCategories());
    await renderExposed(GameCentre, { visitor: 'guest', basePath: '/sports', query: {}, api });
    const cards = await screen.findAllByTestId('vendor-card');
    expect(cards.map((card) => card.textContent)).toContain('SBO');
  });

  it("says when a provider's popup list could not be read, and reads it again on retry", async () => {
    const categories = vendorCategories();
    const sbo = categories[1]!.cards[0]!;
    categories[1]!.cards[0] = { ...sbo, isGame: 'VASSALAGE' };
    let down = true;
    const api = createFakeApi()
      .on(gameVendorsCall, () => categories)
      .on(gamesListCall, () => (down ? refuse('SYSTEM_ERROR') : page([game({ vassalage: 'SBO' })])));
    await renderExposed(GameCentre, { visitor: 'member', basePath: '/sports', query: {}, api });
    const card = (await screen.findAllByTestId('vendor-card')).find((c) => c.textContent?.includes('SBO'));
    fireEvent.click(card!);
    const popup = await screen.findByTestId('vendor-popup');
    // The query's own retry fails too.
    expect(
      await within(popup).findByText('The list could not be loaded', {}, { timeout: 4_000 }),
    ).toBeTruthy();
    down = false;
    fireEvent.click(within(popup).getByRole('button', { name: 'Try again' }));
    expect(await within(popup).findAllByTestId('game-card')).toHaveLength(1);
  });

  it.each([
    ['EN', 'No providers here yet', 'Back to the home page'],
    ['KM', 'មិនទាន់មានអ្នកផ្គត់ផ្គង់នៅទីនេះទេ', 'ត្រឡប់ទៅទំព័រដើម'],
  ] as const)(
    'a category without providers says so and leads back home, in %s',
    async (language, words, back) => {
      // The fixtures' catalogue has no e-sports provider.
      const api = createFakeApi().on(gameVendorsCall, () => vendorCategories());
      const { navigate } = await renderExposed(GameCentre, {
        visitor: 'guest',
        basePath: '/esports',
        query: {},
        api,
        language,
      });
      expect(await screen.findByText(words)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: back }));
      expect(navigate).toHaveBeenCalledWith('/');
    },
  );
});
