import { gameVendorsCall } from '@platform/shared-contracts/client';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vendorCategories } from '../test/fixtures';
import { renderExposed } from '../test/render-lobby';
import GameCentre from './game-centre';

describe('game centre', () => {
  it('shows the category’s providers as cards', async () => {
    const api = createFakeApi().on(gameVendorsCall, () => vendorCategories());
    await renderExposed(GameCentre, { visitor: 'guest', basePath: '/sports', query: {}, api });
    const cards = await screen.findAllByTestId('vendor-card');
    expect(cards.map((card) => card.textContent)).toContain('SBO');
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
