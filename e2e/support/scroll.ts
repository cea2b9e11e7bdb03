import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls the page down with the wheel, as a player does, until `target` is drawn, then brings it into view. What is
 * a scroll away on a page (the home page's lists, the footer) is drawn only as the player comes near it (decision 177).
 */
export async function scrollDownTo(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(target).toBeAttached({ timeout: 250 });
  }).toPass({ timeout: 15_000 });
  await target.scrollIntoViewIfNeeded();
}
