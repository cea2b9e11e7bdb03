import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { vendorAdapter } from '../../platform-api/src/modules/games/vendor-adapter';
import { DEMO } from './player';
import type { Site } from './site';

/**
 * A round may trigger free spins, which play out on their own for several seconds each (and may retrigger), so a
 * settled round is waited for as a player would wait, not within the default ten seconds.
 */
const WHOLE_ROUND_MS = 90_000;

/**
 * Spins once and waits until the round, free spins included, has settled: the button leaves its busy look (it reads
 * Skip, in the page's language, while the reels turn) and offers a new spin.
 */
export async function spinAndSettle(game: Page | FrameLocator): Promise<void> {
  // The round's wait is its own: it does not eat the rest of the test's time.
  test.info().setTimeout(test.info().timeout + WHOLE_ROUND_MS);
  const button = game.getByTestId('spin');
  await button.click();
  await expect(button).not.toHaveClass(/is-busy/, { timeout: WHOLE_ROUND_MS });
}

/** The slot's launch URL for the demo member, as the HOUSE adapter gives it to the game page. */
export async function launchUrl(site: Site, demo = false): Promise<string> {
  const [member] = await site.sql<{ id: number }>('select id from members where account = $1', [
    DEMO.account,
  ]);
  const adapter = vendorAdapter('HOUSE');
  if (!adapter || !member) throw new Error('the HOUSE vendor adapter and the demo member are needed');
  const { url } = await adapter.launch(site.deps, {
    memberId: member.id,
    // Straight through the adapter, under no login of the member.
    memberSession: null,
    merchantCode: 'DEMOKH',
    regionCurrency: 'KHR',
    language: 'EN',
    gameCode: 'HOUSE_SLOT_TEMPLE',
    demo,
    walletVendor: 'MAIN',
    returnUrl: '/rng',
  });
  return url;
}
