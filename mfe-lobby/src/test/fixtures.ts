import type { Game, VendorCard, VendorCategory } from '@platform/shared-contracts/client';

/** The demo member (type 4 with isTrial for a trial account) and DEMOKH's permission answer, shared by remotes. */
export { memberFixture as member, permissionFixture as permission } from '@platform/shared-contracts/testing';

/** The in-house slot as the catalogue lists it. */
export function game(overrides: Partial<Game> = {}): Game {
  return {
    nodeId: 1,
    gameCode: 'HOUSE_SLOT_TEMPLE',
    gameName: 'Temple of Fortune',
    iconUrl: '/house-games/slot/icon.svg',
    vassalage: 'HOUSE',
    gameType: 'RNG',
    gameClassify: '',
    displayName: 'House',
    supportPlay: 0,
    isGame: 'GAME',
    isTop: false,
    hotRank: null,
    accountTypes: ['REAL'],
    maintenance: false,
    ...overrides,
  };
}

/** `count` distinct games, numbered from `from`. */
export function games(count: number, from = 1, overrides: Partial<Game> = {}): Game[] {
  return Array.from({ length: count }, (_, index) =>
    game({
      nodeId: from + index,
      gameCode: `G${from + index}`,
      gameName: `Game ${from + index}`,
      ...overrides,
    }),
  );
}

export function vendorCard(overrides: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage: 'HOUSE',
    gameType: 'RNG',
    name: 'House',
    logoUrl: '/house-games/slot/logo.svg',
    maintenance: false,
    walletCode: 'HOUSE',
    isGame: 'GAME',
    cockfight: false,
    sort: 1,
    ...overrides,
  };
}

export function vendorCategories(): VendorCategory[] {
  return [
    {
      title: 'RNG',
      gameClassify: ['SC', 'VP', 'JP'],
      cards: [vendorCard(), vendorCard({ vassalage: 'PG', name: 'PG Soft', walletCode: 'PG', sort: 2 })],
    },
    {
      title: 'SPORTS',
      cards: [
        vendorCard({ vassalage: 'SBO', gameType: 'SPORTS', name: 'SBO', walletCode: 'SBO', sort: 1 }),
        vendorCard({
          vassalage: 'S128',
          gameType: 'SPORTS',
          name: 'S128 Cockfight',
          walletCode: 'S128',
          cockfight: true,
          sort: 2,
        }),
      ],
    },
  ];
}

export function page<T>(content: T[], pageNum = 1, totalPages = 1) {
  return { content, pageNum, totalPages, total: content.length };
}
