import type { VendorCard, VendorCategory } from '@platform/shared-contracts/client';

/** Which vendor cards each game centre route shows (spec section 2). */
export function centreCards(categories: readonly VendorCategory[], basePath: string): VendorCard[] {
  const cards = (title: string) => categories.find((category) => category.title === title)?.cards ?? [];
  const sorted = (list: VendorCard[]) => [...list].sort((a, b) => a.sort - b.sort);
  switch (basePath) {
    case '/cockfight':
      return sorted(categories.flatMap((category) => category.cards).filter((card) => card.cockfight));
    case '/sports':
      return sorted(cards('SPORTS').filter((card) => !card.cockfight));
    case '/esports':
      return sorted(cards('ESPORTS'));
    case '/elott':
      return sorted(cards('ELOTT'));
    default:
      return [];
  }
}

/** /cockfight launches its first vendor directly (spec section 2). */
export function launchesFirstVendor(basePath: string): boolean {
  return basePath === '/cockfight';
}
