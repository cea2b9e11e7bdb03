import { violationsOf } from '../support/axe';
import { houseLaunchUrl } from '../support/house-games';
import { expect, test } from '../support/site';

/**
 * Every in-house game fits the frame the game page gives it (decision 172): its play button in full on the frame's
 * screen without scrolling inside it, its menu's text drawn in a solid colour, its name whole or unseen. In the phone's frame, the narrowest,
 * each game also passes axe (decision 165) once playing.
 */
const GAMES = [
  { code: 'HOUSE_SLOT_TEMPLE', play: 'spin' },
  { code: 'HOUSE_MINES', play: 'bet' },
  { code: 'HOUSE_CRASH', play: 'bet' },
  { code: 'HOUSE_PLINKO', play: 'drop' },
  { code: 'HOUSE_BACCARAT', play: 'deal' },
] as const;

/**
 * The game page's frame, as measured in the site: on a 1366 x 768 laptop, a 1024 x 768 tablet on its side (the side
 * menu beside it) and a 360 x 780 phone.
 */
const FRAMES = [
  { on: 'a 1366 x 768 laptop', width: 1006, height: 583 },
  { on: 'a 1024 x 768 tablet', width: 664, height: 583 },
  { on: 'a phone', width: 336, height: 615, axe: true },
] as const;

for (const frame of FRAMES) {
  test(`every in-house game keeps its play button on the screen of ${frame.on}`, async ({ page, site }) => {
    await page.setViewportSize({ width: frame.width, height: frame.height });
    for (const game of GAMES) {
      await page.goto(await houseLaunchUrl(site, game.code));
      await page.getByRole('dialog').getByRole('button', { name: 'Play' }).click();
      await expect.soft(page.getByTestId(game.play), game.code).toBeInViewport({ ratio: 1 });
      const menuColour = await page
        .locator('.menu-button')
        .first()
        .evaluate((button) => getComputedStyle(button).color);
      expect(menuColour, `${game.code} menu text`).toMatch(/^rgb\(/);
      // The bar shows the game's name whole, or not at all (kept as the heading, unseen): never cut to "R...".
      const nameCut = await page
        .locator('.top-bar .game-title')
        .evaluate((name) => name.clientWidth > 1 && name.scrollWidth > name.clientWidth);
      expect.soft(nameCut, `${game.code} name cut short`).toBe(false);
      if ('axe' in frame) expect.soft(await violationsOf(page), `${game.code} axe`).toEqual([]);
    }
  });
}
