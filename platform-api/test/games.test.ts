import { readFile } from 'node:fs/promises';
import {
  addFavouriteCall,
  favouriteGamesCall,
  favouriteListCall,
  freePlayCall,
  type Game,
  gameLaunchFbCall,
  gameMenusCall,
  gamesListCall,
  gameVendorsCall,
  gcsGameListCall,
  hotGamesCall,
  launchGameCall,
  loginCall,
  operatorGameVendorsCall,
  popularGamesCall,
  recentGameCall,
  recentGameListCall,
  removeFavouriteCall,
  roomListCall,
  vassGameTypeCall,
  vendorMaintenanceCall,
  walletTransferCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVISIONING_FILE } from '../src/db/seed';
import { catalogueGame, vendorCategory } from '../src/modules/games/catalogue-lookup';
import {
  type LaunchRequest,
  registerVendorAdapter,
  vendorAdapter,
} from '../src/modules/games/vendor-adapter';
import { isLaunchableVendor } from '../src/modules/games/vendor-adapters';
import {
  applyProvisioning,
  ProvisioningError,
  parseProvisioning,
} from '../src/modules/provisioning/provisioning-service';
import { hashPassword } from '../src/modules/security/password-hash';
import { grantOpeningBalance } from '../src/modules/wallet/opening-balance';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { refusal } from './refusal';

/** Every launch the test vendors were asked for, newest last. */
const launches: LaunchRequest[] = [];

function testAdapter(vendorCode: string) {
  return {
    vendorCode,
    async launch(_deps: unknown, request: LaunchRequest) {
      launches.push(request);
      return { url: `https://${vendorCode.toLowerCase()}.vendor.test/play?token=t${launches.length}` };
    },
  };
}
for (const code of ['TSLOT', 'TLIVE', 'TFISH']) registerVendorAdapter(testAdapter(code));
// The demo lists HOUSE only where the build can launch it; this suite reads the demo's listing, never launches it.
if (!isLaunchableVendor('HOUSE')) registerVendorAdapter(testAdapter('HOUSE'));

const en = (EN: string, more: Record<string, string> = {}) => ({ EN, ...more });
const FILLERS = Array.from({ length: 25 }, (_, i) => ({
  vendor: 'TSLOT',
  gameCode: `FILL${String(i + 1).padStart(2, '0')}`,
  names: en(`Filler ${i + 1}`),
  iconUrl: '/icons/filler.png',
}));

type RegionDocument = Record<string, unknown> & {
  gameVendors: Record<string, unknown>[];
  games: Record<string, unknown>[];
};

/** Two regions of a test brand: GAMEA one wallet per vendor in KM, EN and CN; GAMEB one wallet, with TY (bingo). */
async function catalogueFile() {
  const demo = JSON.parse(await readFile(DEMO_PROVISIONING_FILE, 'utf8'));
  const [kh, vn] = demo.brands[0].regions;
  const vendors = [
    {
      vendor: 'TSLOT',
      category: 'RNG',
      walletCode: 'TSLOT',
      names: en('Test Slots', { KM: 'ស្លុតសាកល្បង' }),
      logoUrl: '/logos/tslot.svg',
    },
    {
      vendor: 'TLIVE',
      category: 'LIVE',
      walletCode: 'TLIVE',
      names: en('Test Live'),
      logoUrl: 'https://cdn.vendor.test/tlive.svg',
      cardKind: 'GAME',
      maintenance: true,
    },
    {
      vendor: 'TFISH',
      category: 'FISH',
      walletCode: 'TFISH',
      names: en('Test Fish'),
      logoUrl: '/logos/f.svg',
    },
  ];
  const dragon = {
    vendor: 'TSLOT',
    gameCode: 'DRAGON',
    names: en('Dragon Gold', { KM: 'នាគមាស', CN: '金龙' }),
    iconUrl: '/icons/dragon.png',
    subCategory: 'JP',
    isTop: true,
    hotRank: 2,
    demo: true,
    accountTypes: ['REAL', 'TRIAL'],
    minBet: '0.50',
    lines: 25,
  };
  const games = [
    dragon,
    {
      vendor: 'TSLOT',
      gameCode: 'LUCKY7',
      names: en('Lucky Sevens'),
      iconUrl: '/icons/lucky7.png',
      subCategory: 'TG',
      minBet: '5.00',
      lines: 5,
    },
    {
      vendor: 'TSLOT',
      gameCode: 'PANDA',
      names: en('Panda Party', { CN: '熊猫派对' }),
      iconUrl: '/icons/panda.png',
      hotRank: 1,
      demo: true,
    },
    { vendor: 'TSLOT', gameCode: 'BINGO1', names: en('Bingo Bash'), iconUrl: '/b.png', subCategory: 'BG' },
    { vendor: 'TLIVE', gameCode: 'BACCARAT', names: en('Live Baccarat'), iconUrl: '/icons/baccarat.png' },
    {
      vendor: 'TFISH',
      gameCode: 'FISHKING',
      names: en('Fish King'),
      iconUrl: '/icons/fish.png',
      isTop: true,
      accountTypes: ['REAL', 'TRIAL'],
    },
    ...FILLERS,
  ];
  const region = (base: Record<string, unknown>, extra: Record<string, unknown>) =>
    ({
      ...base,
      isDefault: false,
      depositChannels: [],
      walletVendors: vendors.map((v) => ({ vendor: v.vendor, name: v.names.EN })),
      ...extra,
    }) as unknown as RegionDocument;
  return {
    brands: [
      {
        name: 'Game Test',
        mainDomain: 'games.test.example',
        regions: [
          region(kh, { merchantCode: 'GAMEA', walletSingle: false, gameVendors: vendors, games }),
          region(vn, {
            merchantCode: 'GAMEB',
            languages: ['TH', 'EN', 'TY'],
            walletSingle: true,
            walletVendors: [],
            gameVendors: [vendors[0]],
            games: [dragon, games[3]],
          }),
        ],
      },
    ],
  };
}

let server: TestServer;
let member: TestClient;
let memberB: TestClient;
let trial: TestClient;
let guest: TestClient;
let nodeOf: Record<string, number>;

async function memberOf(merchant: string, account: string): Promise<TestClient> {
  await server.sql(
    `insert into members (merchant_code, account, password_hash, type, first_time_login)
     values ($1, $2, $3, 0, false)`,
    [merchant, account, await hashPassword('secret77')],
  );
  const client = server.client({ merchant });
  await client.call(loginCall, { username: account, password: 'secret77' });
  return client;
}

const names = (games: Pick<Game, 'gameCode'>[]) => games.map((g) => g.gameCode);

beforeAll(async () => {
  server = await startTestServer();
  await applyProvisioning(server.db, parseProvisioning(await catalogueFile(), 'games.json'));
  server.deps.merchantCache.clear();
  member = await memberOf('GAMEA', 'gamer01');
  memberB = await memberOf('GAMEB', 'gamer02');
  trial = server.client({ merchant: 'GAMEA' });
  await trial.call(freePlayCall, { os: 'Linux', platform: 'W', random: 'g'.repeat(32), gatewayVersion: 3 });
  guest = server.client({ merchant: 'GAMEA' });
  const rows = await server.sql<{ game_code: string; node_id: number }>(
    "select game_code, node_id from games where merchant_code = 'GAMEA'",
  );
  nodeOf = Object.fromEntries(rows.map((r) => [r.game_code, r.node_id]));
});
afterAll(() => server.close());

describe('the catalogue of a region', () => {
  it('lists only the games of the asking region', async () => {
    const a = await guest.call(gamesListCall, { pageSize: '100' });
    expect(a.total).toBe(31);
    expect(new Set(a.content.map((g) => g.vassalage))).toEqual(new Set(['TSLOT', 'TLIVE', 'TFISH']));
    const b = await server.client({ merchant: 'GAMEB' }).call(gamesListCall, {});
    expect(names(b.content)).toEqual(['DRAGON', 'BINGO1']);
    expect(b.content[0]!.nodeId).not.toBe(nodeOf.DRAGON);
    const demo = await server.client({ merchant: 'DEMOKH' }).call(gamesListCall, { language: 'EN' });
    expect(demo.content.map((g) => [g.vassalage, g.gameCode])).toEqual([
      ['HOUSE', 'HOUSE_SLOT_TEMPLE'],
      ['HOUSE', 'HOUSE_CRASH'],
      ['HOUSE', 'HOUSE_BACCARAT'],
      ['HOUSE', 'HOUSE_MINES'],
      ['HOUSE', 'HOUSE_PLINKO'],
      ...['SSC1', 'SSC3', 'SSC5', 'PK10', '11X5', 'K3', 'LHC', 'LHC5'].map((code) => ['LOTT', code]),
      ['TCG_LOTTO_VN', 'VN_NORTH'],
      ['TCG_LOTTO_VN', 'VN5'],
      ['TCG_SEA', 'SEA6D'],
      ['TCG_SEA', 'SEA5'],
      ['TCG_SEA', '3D'],
    ]);
    // The studio is an RNG vendor; its baccarat names its own category (decision 112).
    expect(demo.content.find((g) => g.gameCode === 'HOUSE_BACCARAT')?.gameType).toBe('PVP');
    expect(demo.content.find((g) => g.gameCode === 'VN_NORTH')).toEqual(
      expect.objectContaining({
        gameName: 'Vietnam Northern',
        iconUrl: '/media/lottery/vn.svg',
        gameType: 'LOTT',
        supportPlay: 1,
        hotRank: 3,
        accountTypes: ['REAL'],
      }),
    );
    expect(demo.content.slice(0, 1)).toEqual([
      expect.objectContaining({
        gameCode: 'HOUSE_SLOT_TEMPLE',
        gameName: 'Temple of Fortune',
        iconUrl: '/house-games/slot/icon.svg',
        vassalage: 'HOUSE',
        gameType: 'RNG',
        gameClassify: 'JP',
        supportPlay: 0,
        accountTypes: ['REAL'],
        maintenance: false,
      }),
    ]);
  });

  it('refuses to answer for another region named in the query', async () => {
    expect(await refusal(guest.call(gamesListCall, { merchant: 'GAMEB' }))).toBe('NOT_FOUND');
    expect(await refusal(guest.call(hotGamesCall, { merchantCode: 'DEMOKH' }))).toBe('NOT_FOUND');
    expect((await guest.call(gamesListCall, { merchant: 'GAMEA' })).total).toBe(31);
  });

  it('names games in the asked language, in English where it has no name in it, else in the region default', async () => {
    const inKm = await guest.call(gamesListCall, { vassalage: 'TSLOT', language: 'KM', pageSize: '3' });
    expect(inKm.content.map((g) => [g.gameCode, g.gameName, g.displayName])).toEqual([
      ['DRAGON', 'នាគមាស', 'ស្លុតសាកល្បង'],
      ['LUCKY7', 'Lucky Sevens', 'ស្លុតសាកល្បង'],
      ['PANDA', 'Panda Party', 'ស្លុតសាកល្បង'],
    ]);
    const inCn = await guest.call(gamesListCall, { vassalage: 'TSLOT', language: 'CN', pageSize: '3' });
    expect(inCn.content.map((g) => g.gameName)).toEqual(['金龙', 'Lucky Sevens', '熊猫派对']);
    const inTh = await guest.call(gamesListCall, { vassalage: 'TSLOT', language: 'TH', pageSize: '1' });
    expect(inTh.content[0]!.gameName).toBe('Dragon Gold');
    const regionDefault = await guest.call(gamesListCall, { vassalage: 'TSLOT', pageSize: '1' });
    expect(regionDefault.content[0]!.gameName).toBe('នាគមាស');
  });

  it('pages the list with the total and the page count', async () => {
    const first = await guest.call(gamesListCall, { pageNo: '1', pageSize: '10' });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 4, total: 31 });
    expect(first.content).toHaveLength(10);
    const last = await guest.call(gamesListCall, { pageNo: '4', pageSize: '10' });
    expect(last.content).toHaveLength(1);
    const all = [
      ...first.content,
      ...(await guest.call(gamesListCall, { pageNo: '2', pageSize: '10' })).content,
      ...(await guest.call(gamesListCall, { pageNo: '3', pageSize: '10' })).content,
      ...last.content,
    ];
    expect(new Set(all.map((g) => g.nodeId)).size).toBe(31);
    expect((await guest.call(gamesListCall, { pageNo: '9', pageSize: '10' })).content).toEqual([]);
  });

  it('searches names in any language, case-insensitively, with no wildcard', async () => {
    expect(names((await guest.call(gamesListCall, { gameName: 'dragon' })).content)).toEqual(['DRAGON']);
    expect(names((await guest.call(gamesListCall, { gameName: '金龙' })).content)).toEqual(['DRAGON']);
    expect(names((await guest.call(gamesListCall, { gameName: ' KING ' })).content)).toEqual(['FISHKING']);
    expect((await guest.call(gamesListCall, { gameName: '%' })).total).toBe(0);
    expect((await guest.call(gamesListCall, { gameName: 'filler 1' })).total).toBe(11);
  });

  it('filters by category, vendor, sub-category, smallest stake and lines', async () => {
    expect(names((await guest.call(gamesListCall, { gameClassify: 'JP' })).content)).toEqual(['DRAGON']);
    expect(names((await guest.call(gamesListCall, { gameType: 'FISH' })).content)).toEqual(['FISHKING']);
    expect(names((await guest.call(gamesListCall, { vassalage: 'TLIVE' })).content)).toEqual(['BACCARAT']);
    expect(names((await guest.call(gamesListCall, { minLineNum: '10' })).content)).toEqual(['DRAGON']);
    const cheap = await guest.call(gamesListCall, { vassalage: 'TSLOT', minBet: '1.00', pageSize: '3' });
    expect(names(cheap.content)).toEqual(['DRAGON', 'PANDA', 'BINGO1']);
  });

  it('marks a game of a vendor in maintenance, and says which accounts may play it', async () => {
    const [baccarat] = (await guest.call(gamesListCall, { vassalage: 'TLIVE' })).content;
    expect(baccarat).toMatchObject({
      maintenance: true,
      isGame: 'GAME',
      supportPlay: 1,
      accountTypes: ['REAL'],
    });
    const [dragon] = (await guest.call(gamesListCall, { gameClassify: 'JP' })).content;
    expect(dragon).toMatchObject({
      isTop: true,
      hotRank: 2,
      accountTypes: ['REAL', 'TRIAL'],
      supportPlay: 0,
    });
  });
});

describe('vendors, menus, hot and popular games', () => {
  it('answers the vendor categories with their cards, a vendor also under the categories its games name; bingo only where TY is a language', async () => {
    const a = await guest.call(gameVendorsCall, { flush: 'true', language: 'EN' });
    expect(a.map((c) => [c.title, c.gameClassify, c.cards.map((card) => card.vassalage)])).toEqual([
      ['RNG', ['JP', 'TG'], ['TSLOT']],
      ['LIVE', undefined, ['TLIVE']],
      ['FISH', undefined, ['TFISH']],
    ]);
    expect(a[1]!.cards[0]).toEqual({
      vassalage: 'TLIVE',
      gameType: 'LIVE',
      name: 'Test Live',
      logoUrl: 'https://cdn.vendor.test/tlive.svg',
      maintenance: true,
      walletCode: 'TLIVE',
      isGame: 'GAME',
      cockfight: false,
      sort: 1,
    });
    const b = await server.client({ merchant: 'GAMEB' }).call(gameVendorsCall, {});
    expect(b.map((c) => [c.title, c.gameClassify])).toEqual([['RNG', ['JP', 'BG']]]);
    const demo = await server.client({ merchant: 'DEMOKH' }).call(gameVendorsCall, { language: 'CN' });
    expect(demo).toEqual([
      {
        title: 'RNG',
        // The studio's slot has a jackpot; crash, mines and plinko are arcade games. No other sub-category has one.
        gameClassify: ['JP', 'AC'],
        cards: [expect.objectContaining({ vassalage: 'HOUSE', name: 'SEA 工作室', walletCode: 'MAIN' })],
      },
      // The studio's baccarat is a card game (decision 112): the studio is under PVP too.
      {
        title: 'PVP',
        cards: [expect.objectContaining({ vassalage: 'HOUSE', gameType: 'PVP', walletCode: 'MAIN' })],
      },
      {
        title: 'LOTT',
        cards: [
          expect.objectContaining({
            vassalage: 'LOTT',
            name: '彩票',
            walletCode: 'MAIN',
            isGame: 'VASSALAGE',
          }),
          expect.objectContaining({ vassalage: 'TCG_LOTTO_VN', name: '越南彩票' }),
          expect.objectContaining({ vassalage: 'TCG_SEA', name: '东南亚彩票' }),
        ],
      },
    ]);
  });

  it('answers the menus with each vendor’s game count', async () => {
    const menus = await guest.call(gameMenusCall, { language: 'EN' });
    expect(menus).toEqual([
      {
        gameType: 'RNG',
        vendors: [{ vassalage: 'TSLOT', name: 'Test Slots', logoUrl: '/logos/tslot.svg', gameCount: 29 }],
        gameClassify: ['JP', 'TG'],
      },
      {
        gameType: 'LIVE',
        vendors: [{ vassalage: 'TLIVE', name: 'Test Live', logoUrl: expect.any(String), gameCount: 1 }],
        gameClassify: [],
      },
      {
        gameType: 'FISH',
        vendors: [{ vassalage: 'TFISH', name: 'Test Fish', logoUrl: '/logos/f.svg', gameCount: 1 }],
        gameClassify: [],
      },
    ]);
    // The studio counts its games where each lists: four under RNG, baccarat under PVP.
    const demo = await server.client({ merchant: 'DEMOKH' }).call(gameMenusCall, { language: 'EN' });
    expect(
      demo.map((menu) => [menu.gameType, menu.vendors.map((v) => `${v.vassalage} ${v.gameCount}`)]),
    ).toEqual([
      ['RNG', ['HOUSE 4']],
      ['PVP', ['HOUSE 1']],
      ['LOTT', ['LOTT 8', 'TCG_LOTTO_VN 2', 'TCG_SEA 3']],
    ]);
  });

  it('lists hot games by hot rank and popular (top) games hottest first', async () => {
    expect(
      names(await guest.call(hotGamesCall, { isPlatform: '2', platform: 'flash,html5-desktop' })),
    ).toEqual(['PANDA', 'DRAGON']);
    expect(names(await guest.call(popularGamesCall, {}))).toEqual(['DRAGON', 'FISHKING']);
    expect(names(await guest.call(popularGamesCall, { gameType: 'FISH' }))).toEqual(['FISHKING']);
    expect(names(await guest.call(popularGamesCall, { limit: '1' }))).toEqual(['DRAGON']);
  });

  it('tells a member the vendors with the wallet each plays from', async () => {
    expect(await member.call(vassGameTypeCall, {})).toEqual([
      { vassalage: 'TSLOT', gameType: 'RNG', name: 'ស្លុតសាកល្បង', walletCode: 'TSLOT' },
      { vassalage: 'TLIVE', gameType: 'LIVE', name: 'Test Live', walletCode: 'TLIVE' },
      { vassalage: 'TFISH', gameType: 'FISH', name: 'Test Fish', walletCode: 'TFISH' },
    ]);
    expect(await memberB.call(vassGameTypeCall, {})).toEqual([
      { vassalage: 'TSLOT', gameType: 'RNG', name: 'Test Slots', walletCode: 'MAIN' },
    ]);
  });

  it('answers no rooms for a listed vendor and NOT_FOUND for another', async () => {
    expect(await member.call(roomListCall, { vendor: 'TLIVE' })).toEqual([]);
    expect(await refusal(member.call(roomListCall, { vendor: 'HOUSE' }))).toBe('NOT_FOUND');
  });
});

describe('favourites', () => {
  it('adds once however often asked, newest first, and marks them in the member’s list', async () => {
    const dragon = { nodeId: nodeOf.DRAGON!, vendor: 'TSLOT', gameType: 'RNG' } as const;
    expect(await member.call(addFavouriteCall, dragon)).toEqual([nodeOf.DRAGON]);
    expect(await member.call(addFavouriteCall, dragon)).toEqual([nodeOf.DRAGON]);
    server.advance(1000);
    await member.call(addFavouriteCall, { nodeId: nodeOf.FISHKING!, vendor: 'TFISH', gameType: 'FISH' });
    expect(await member.call(favouriteGamesCall, {})).toEqual([nodeOf.FISHKING, nodeOf.DRAGON]);
    const list = await member.call(favouriteListCall, { language: 'EN' });
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
    expect(names(list.content)).toEqual(['FISHKING', 'DRAGON']);
    expect(names((await member.call(favouriteListCall, { gameType: 'RNG' })).content)).toEqual(['DRAGON']);
    expect(names((await member.call(favouriteListCall, { vendor: 'TFISH' })).content)).toEqual(['FISHKING']);
    const mine = await member.call(gcsGameListCall, { vassalage: 'TSLOT', pageSize: '2' });
    expect(mine.content.map((g) => [g.gameCode, g.favourite])).toEqual([
      ['DRAGON', true],
      ['LUCKY7', false],
    ]);
    expect(await memberB.call(favouriteGamesCall, {})).toEqual([]);
  });

  it('pages the favourites 13 at a time unless asked otherwise', async () => {
    const client = await memberOf('GAMEA', 'gamer03');
    for (const filler of FILLERS.slice(0, 14))
      await client.call(addFavouriteCall, {
        nodeId: nodeOf[filler.gameCode]!,
        vendor: 'TSLOT',
        gameType: 'RNG',
      });
    const page = await client.call(favouriteListCall, {});
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, total: 14 });
    expect(page.content).toHaveLength(13);
  });

  it('refuses a game of another region or a vendor or category it does not have', async () => {
    expect(
      await refusal(
        memberB.call(addFavouriteCall, { nodeId: nodeOf.DRAGON!, vendor: 'TSLOT', gameType: 'RNG' }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await refusal(
        member.call(addFavouriteCall, { nodeId: nodeOf.DRAGON!, vendor: 'TFISH', gameType: 'RNG' }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await refusal(
        member.call(addFavouriteCall, { nodeId: nodeOf.DRAGON!, vendor: 'TSLOT', gameType: 'LIVE' }),
      ),
    ).toBe('NOT_FOUND');
    expect(await memberB.call(favouriteGamesCall, {})).toEqual([]);
  });

  it('removes a favourite, and removing one that is not there is fine', async () => {
    expect(await member.call(removeFavouriteCall, { nodeId: String(nodeOf.DRAGON) })).toEqual([
      nodeOf.FISHKING,
    ]);
    expect(await member.call(removeFavouriteCall, { nodeId: String(nodeOf.DRAGON) })).toEqual([
      nodeOf.FISHKING,
    ]);
    expect(await member.call(removeFavouriteCall, { nodeId: '999999' })).toEqual([nodeOf.FISHKING]);
  });
});

describe('launching a game', () => {
  it('asks a guest to log in for money play', async () => {
    const response = await server.raw('POST', launchGameCall.path, {
      body: { nodeId: nodeOf.DRAGON, vendor: 'TSLOT' },
      headers: { 'x-merchant-code': 'GAMEA' },
    });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('NOT_LOGGED_IN');
  });

  it('launches for money from the vendor wallet (one wallet per vendor) and records the game as recent', async () => {
    const answer = await member.call(launchGameCall, {
      nodeId: nodeOf.LUCKY7!,
      vendor: 'TSLOT',
      returnUrl: '/rng',
      language: 'CN',
    });
    // The game's name has no Chinese: English.
    expect(answer).toEqual({
      url: expect.stringMatching(/^https:\/\/tslot\.vendor\.test\/play\?token=/),
      mode: 'IFRAME',
      gameName: 'Lucky Sevens',
    });
    expect(launches.at(-1)).toEqual({
      memberId: expect.any(Number),
      memberSession: { id: expect.any(Number), expiresAt: expect.any(Date) },
      merchantCode: 'GAMEA',
      regionCurrency: 'KHR',
      language: 'CN',
      gameCode: 'LUCKY7',
      demo: false,
      walletVendor: 'TSLOT',
      returnUrl: '/rng',
    });
    expect(names(await member.call(recentGameCall, {}))).toEqual(['LUCKY7']);
  });

  it('plays from the main wallet where the region has one wallet, by game code, back to the home page', async () => {
    await memberB.call(launchGameCall, { gameCode: 'DRAGON', vendor: 'TSLOT' });
    expect(launches.at(-1)).toMatchObject({
      merchantCode: 'GAMEB',
      regionCurrency: 'VND',
      language: 'TH',
      walletVendor: 'MAIN',
      returnUrl: '/',
    });
  });

  it('gives demo play to guests and members only where supportPlay is 0', async () => {
    const free = await guest.call(gameLaunchFbCall, { nodeId: String(nodeOf.PANDA), vendor: 'TSLOT' });
    expect(free.mode).toBe('IFRAME');
    expect(launches.at(-1)).toMatchObject({ memberId: null, demo: true, gameCode: 'PANDA' });
    // Named in the asked language.
    const dragon = await guest.call(gameLaunchFbCall, {
      gameCode: 'DRAGON',
      vendor: 'TSLOT',
      language: 'KM',
    });
    expect(dragon.gameName).toBe('នាគមាស');
    expect(await refusal(guest.call(gameLaunchFbCall, { gameCode: 'LUCKY7', vendor: 'TSLOT' }))).toBe(
      'DEMO_NOT_ALLOWED',
    );
    await member.call(launchGameCall, { gameCode: 'PANDA', vendor: 'TSLOT', demo: true });
    expect(launches.at(-1)).toMatchObject({ demo: true, gameCode: 'PANDA', memberId: expect.any(Number) });
    expect(
      await refusal(member.call(launchGameCall, { gameCode: 'LUCKY7', vendor: 'TSLOT', demo: true })),
    ).toBe('DEMO_NOT_ALLOWED');
  });

  it('holds a trial account to games open to TRIAL accounts', async () => {
    const before = launches.length;
    expect(await refusal(trial.call(launchGameCall, { gameCode: 'LUCKY7', vendor: 'TSLOT' }))).toBe(
      'TRIAL_ACCOUNT_NOT_ALLOWED',
    );
    expect(launches.length).toBe(before);
    await trial.call(launchGameCall, { gameCode: 'DRAGON', vendor: 'TSLOT' });
    expect(launches.at(-1)).toMatchObject({ gameCode: 'DRAGON', demo: false });
  });

  it('says a vendor in maintenance is, and an unknown or mismatched game is NOT_FOUND', async () => {
    const before = launches.length;
    expect(await refusal(member.call(launchGameCall, { gameCode: 'BACCARAT', vendor: 'TLIVE' }))).toBe(
      'GAME_MAINTENANCE',
    );
    expect(await refusal(guest.call(gameLaunchFbCall, { gameCode: 'BACCARAT', vendor: 'TLIVE' }))).toBe(
      'GAME_MAINTENANCE',
    );
    expect(await refusal(member.call(launchGameCall, { gameCode: 'NOPE', vendor: 'TSLOT' }))).toBe(
      'NOT_FOUND',
    );
    expect(await refusal(member.call(launchGameCall, { gameCode: 'DRAGON', vendor: 'TFISH' }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await refusal(
        member.call(launchGameCall, { nodeId: nodeOf.DRAGON!, gameCode: 'PANDA', vendor: 'TSLOT' }),
      ),
    ).toBe('NOT_FOUND');
    expect(await refusal(memberB.call(launchGameCall, { nodeId: nodeOf.DRAGON!, vendor: 'TSLOT' }))).toBe(
      'NOT_FOUND',
    );
    expect(launches.length).toBe(before);
    expect(vendorAdapter('TLIVE')).toBeDefined();
  });

  it('refuses a launch without a game', async () => {
    expect(await refusal(member.call(launchGameCall, { vendor: 'TSLOT' } as never))).toBe('BAD_REQUEST');
  });
});

describe('recent games', () => {
  it('records a game played elsewhere, newest first, and pages them', async () => {
    const client = await memberOf('GAMEA', 'gamer04');
    await client.call(launchGameCall, { gameCode: 'DRAGON', vendor: 'TSLOT' });
    server.advance(1000);
    const recent = await client.call(recentGameCall, { nodeId: nodeOf.FISHKING!, language: 'EN' });
    expect(recent.map((g) => [g.gameCode, g.gameName])).toEqual([
      ['FISHKING', 'Fish King'],
      ['DRAGON', 'Dragon Gold'],
    ]);
    expect(Date.parse(recent[0]!.lastPlayedAt)).toBeGreaterThan(Date.parse(recent[1]!.lastPlayedAt));
    server.advance(1000);
    await client.call(launchGameCall, { gameCode: 'DRAGON', vendor: 'TSLOT' });
    const page = await client.call(recentGameListCall, { pageSize: '1' });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, total: 2 });
    expect(names(page.content)).toEqual(['DRAGON']);
    expect(await refusal(client.call(recentGameCall, { nodeId: 999999 }))).toBe('NOT_FOUND');
  });

  it('keeps only the newest 20', async () => {
    const client = await memberOf('GAMEA', 'gamer05');
    for (const filler of FILLERS.slice(0, 22)) {
      server.advance(10);
      await client.call(recentGameCall, { nodeId: nodeOf[filler.gameCode]! });
    }
    const page = await client.call(recentGameListCall, { pageSize: '100' });
    expect(page.total).toBe(20);
    expect(page.content[0]!.gameCode).toBe('FILL22');
    expect(page.content.at(-1)!.gameCode).toBe('FILL03');
  });
});

describe('catalogue provisioning', () => {
  it('refuses a vendor the server cannot launch, a wallet the region lacks and a game of an unlisted vendor', async () => {
    const file = await catalogueFile();
    const region = file.brands[0]!.regions[0]!;
    region.gameVendors.push({
      vendor: 'NOPE',
      category: 'RNG',
      walletCode: 'TSLOT',
      names: { EN: 'Nope' },
      logoUrl: '/n.svg',
    });
    region.gameVendors[2]!.walletCode = 'ELSEWHERE';
    region.games.push({ vendor: 'GHOST', gameCode: 'G1', names: { EN: 'Ghost' }, iconUrl: '/g.png' });
    const before = await server.sql("select count(*)::int as n from game_vendors where vendor = 'NOPE'");
    const error = await applyProvisioning(server.db, parseProvisioning(file, 'games.json')).catch((e) => e);
    expect(error).toBeInstanceOf(ProvisioningError);
    expect(error.message).toContain(
      'brands.0.regions.0.gameVendors.3.vendor: no vendor adapter is registered for NOPE; only vendors the server can really launch are listed',
    );
    expect(error.message).toContain(
      "brands.0.regions.0.gameVendors.2.walletCode: ELSEWHERE is not MAIN nor one of the region's walletVendors",
    );
    expect(error.message).toContain(
      "brands.0.regions.0.games.31.vendor: GHOST is not one of the region's gameVendors",
    );
    expect(await server.sql("select count(*)::int as n from game_vendors where vendor = 'NOPE'")).toEqual(
      before,
    );
  });

  it('refuses a vendor wallet no game plays from, and any vendor wallet where the region has one wallet', async () => {
    const file = await catalogueFile();
    const [multi, single] = file.brands[0]!.regions;
    multi!.walletVendors = [...(multi!.walletVendors as object[]), { vendor: 'EVO', name: 'Evolution' }];
    single!.walletVendors = [{ vendor: 'TSLOT', name: 'Test Slots' }];
    const error = await applyProvisioning(server.db, parseProvisioning(file, 'games.json')).catch((e) => e);
    expect(error).toBeInstanceOf(ProvisioningError);
    expect(error.message).toContain(
      'brands.0.regions.0.walletVendors.3.vendor: no game vendor of the region plays from EVO',
    );
    expect(error.message).toContain(
      'brands.0.regions.1.walletVendors.0.vendor: TSLOT is listed, but the region has one wallet for everything',
    );
    expect(
      await server.sql("select vendor from wallet_vendors where merchant_code = 'GAMEA' order by sort"),
    ).toEqual([{ vendor: 'TSLOT' }, { vendor: 'TLIVE' }, { vendor: 'TFISH' }]);
  });

  it('refuses to take away a vendor wallet while a member holds money in it', async () => {
    const [gamer] = await server.sql<{ id: number }>("select id from members where account = 'gamer01'");
    await server.db.transaction((tx) =>
      grantOpeningBalance(tx, {
        merchantCode: 'GAMEA',
        memberId: gamer!.id,
        currency: 'KHR',
        amount: 500n,
        createdAt: new Date(),
      }),
    );
    const move = (from: string, to: string) =>
      member.call(walletTransferCall, {
        from,
        to,
        amount: '5.00',
        idempotencyKey: `${from}-${to}-${Date.now()}`,
      });
    await move('MAIN', 'TFISH');
    const withoutFish = await catalogueFile();
    const region = withoutFish.brands[0]!.regions[0]!;
    region.walletVendors = (region.walletVendors as { vendor: string }[]).filter((w) => w.vendor !== 'TFISH');
    region.gameVendors[2]!.walletCode = 'MAIN';
    const error = await applyProvisioning(server.db, parseProvisioning(withoutFish, 'games.json')).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ProvisioningError);
    expect(error.message).toContain(
      'brands.0.regions.0.walletVendors: TFISH is not offered, but 1 member(s) hold 5.00 KHR in it; they move it to the main wallet first',
    );
    const wallets = () =>
      server.sql("select vendor from wallet_vendors where merchant_code = 'GAMEA' order by sort");
    expect(await wallets()).toEqual([{ vendor: 'TSLOT' }, { vendor: 'TLIVE' }, { vendor: 'TFISH' }]);

    await move('TFISH', 'MAIN');
    await applyProvisioning(server.db, parseProvisioning(withoutFish, 'games.json'));
    expect(await wallets()).toEqual([{ vendor: 'TSLOT' }, { vendor: 'TLIVE' }]);
    await applyProvisioning(server.db, parseProvisioning(await catalogueFile(), 'games.json'));
    server.deps.merchantCache.clear();
  });

  it('refuses names without English and image addresses off the site or not https', () => {
    const bad = (game: Record<string, unknown>) => async () => {
      const file = await catalogueFile();
      file.brands[0]!.regions[0]!.games = [{ ...FILLERS[0], ...game }];
      return parseProvisioning(file, 'games.json');
    };
    return Promise.all([
      expect(bad({ names: { KM: 'x' } })()).rejects.toThrow(/games\.0\.names: must have an EN name/),
      expect(bad({ iconUrl: 'http://cdn.example/x.png' })()).rejects.toThrow(
        /games\.0\.iconUrl: must be a path/,
      ),
      expect(bad({ iconUrl: '//evil.example/x.png' })()).rejects.toThrow(/games\.0\.iconUrl: must be a path/),
    ]);
  });

  it('applied again keeps node ids and favourites, and hides what it no longer names', async () => {
    const file = await catalogueFile();
    const region = file.brands[0]!.regions[0]!;
    region.games = region.games.filter((g) => g.gameCode !== 'FISHKING');
    await applyProvisioning(server.db, parseProvisioning(file, 'games.json'));
    server.deps.merchantCache.clear();
    const rows = await server.sql<{ game_code: string; node_id: number }>(
      "select game_code, node_id from games where merchant_code = 'GAMEA'",
    );
    expect(Object.fromEntries(rows.map((r) => [r.game_code, r.node_id]))).toEqual(nodeOf);
    expect((await guest.call(gamesListCall, { gameType: 'FISH' })).total).toBe(0);
    expect(await member.call(favouriteGamesCall, {})).toEqual([nodeOf.FISHKING]);
    expect((await member.call(favouriteListCall, {})).total).toBe(0);
    expect(await refusal(member.call(launchGameCall, { gameCode: 'FISHKING', vendor: 'TFISH' }))).toBe(
      'NOT_FOUND',
    );
    // The maintenance flag stays as operators set it when the file does not name it.
    await server.sql(
      "update game_vendors set maintenance = true where merchant_code = 'GAMEA' and vendor = 'TFISH'",
    );
    await applyProvisioning(server.db, parseProvisioning(await catalogueFile(), 'games.json'));
    expect((await guest.call(gamesListCall, { gameType: 'FISH' })).content[0]!.maintenance).toBe(true);
  });
});

describe('vendor maintenance by operators', () => {
  const gamesAudit = () =>
    server.sql<{ action: string; subject: string; reason: string; merchant_code: string }>(
      "select action, subject, reason, merchant_code from operator_audit where area = 'games' order by id",
    );

  it("lists the region's launchable vendors with their flag and the games each lists", async () => {
    const ops = await server.operatorClient();
    await server.sql(
      "update game_vendors set maintenance = (vendor = 'TLIVE') where merchant_code = 'GAMEA'",
    );
    const counts = await server.sql<{ vendor: string; n: number }>(
      "select vendor, count(*)::int as n from games where merchant_code = 'GAMEA' and enabled group by vendor",
    );
    const gamesOf = (vendor: string) => counts.find((c) => c.vendor === vendor)?.n ?? 0;
    const listed = await ops.call(operatorGameVendorsCall, { merchantCode: 'GAMEA' });
    expect(listed).toEqual([
      { vendor: 'TSLOT', name: 'Test Slots', category: 'RNG', maintenance: false, games: gamesOf('TSLOT') },
      { vendor: 'TLIVE', name: 'Test Live', category: 'LIVE', maintenance: true, games: gamesOf('TLIVE') },
      { vendor: 'TFISH', name: 'Test Fish', category: 'FISH', maintenance: false, games: gamesOf('TFISH') },
    ]);
    expect(gamesOf('TSLOT')).toBeGreaterThan(0);
    expect((await ops.call(operatorGameVendorsCall, { merchantCode: 'GAMEB' })).map((v) => v.vendor)).toEqual(
      ['TSLOT'],
    );
  });

  it('stops launches and marks the vendor and its games until switched back, each change audited', async () => {
    const ops = await server.operatorClient();
    const before = (await gamesAudit()).length;
    const on = { merchantCode: 'GAMEA', vendor: 'TSLOT', maintenance: true };
    expect(await ops.call(vendorMaintenanceCall, { ...on, reason: 'vendor upgrade 02:00-03:00' })).toEqual(
      on,
    );
    expect(await refusal(member.call(launchGameCall, { gameCode: 'PANDA', vendor: 'TSLOT' }))).toBe(
      'GAME_MAINTENANCE',
    );
    const vendors = await guest.call(gameVendorsCall, { flush: 'true' });
    expect(vendors[0]!.cards[0]).toMatchObject({ vassalage: 'TSLOT', maintenance: true });
    expect((await guest.call(gamesListCall, { gameName: 'panda' })).content[0]!.maintenance).toBe(true);
    expect((await ops.call(operatorGameVendorsCall, { merchantCode: 'GAMEA' }))[0]).toMatchObject({
      vendor: 'TSLOT',
      maintenance: true,
    });
    await ops.call(vendorMaintenanceCall, { ...on, maintenance: false, reason: 'upgrade done' });
    await member.call(launchGameCall, { gameCode: 'PANDA', vendor: 'TSLOT' });
    expect(launches.at(-1)).toMatchObject({ gameCode: 'PANDA', merchantCode: 'GAMEA' });
    expect((await gamesAudit()).slice(before)).toEqual([
      {
        action: 'VENDOR_MAINTENANCE_ON',
        subject: 'TSLOT',
        reason: 'vendor upgrade 02:00-03:00',
        merchant_code: 'GAMEA',
      },
      { action: 'VENDOR_MAINTENANCE_OFF', subject: 'TSLOT', reason: 'upgrade done', merchant_code: 'GAMEA' },
    ]);
  });

  it('is NOT_FOUND for a vendor the region lacks and for a region the operator may not see; nothing is audited', async () => {
    const ops = await server.operatorClient();
    const before = (await gamesAudit()).length;
    const change = { merchantCode: 'GAMEB', vendor: 'TLIVE', maintenance: true, reason: 'test' };
    expect(await refusal(ops.call(vendorMaintenanceCall, change))).toBe('NOT_FOUND');
    const thai = await server.operatorClient(await server.createOperator('ops-thai', ['DEMOTH']));
    expect(
      await refusal(thai.call(vendorMaintenanceCall, { ...change, merchantCode: 'GAMEA', vendor: 'TSLOT' })),
    ).toBe('NOT_FOUND');
    expect(await refusal(thai.call(operatorGameVendorsCall, { merchantCode: 'GAMEA' }))).toBe('NOT_FOUND');
    expect((await guest.call(gamesListCall, { gameName: 'panda' })).content[0]!.maintenance).toBe(false);
    expect(await gamesAudit()).toHaveLength(before);
  });

  it('is for support: a finance operator may neither list nor switch', async () => {
    const finance = await server.operatorClient(await server.createOperator('ops-finance', [], ['FINANCE']));
    expect(await refusal(finance.call(operatorGameVendorsCall, { merchantCode: 'GAMEA' }))).toBe(
      'OPERATOR_ROLE_REQUIRED',
    );
    expect(
      await refusal(
        finance.call(vendorMaintenanceCall, {
          merchantCode: 'GAMEA',
          vendor: 'TSLOT',
          maintenance: true,
          reason: 'x',
        }),
      ),
    ).toBe('OPERATOR_ROLE_REQUIRED');
  });
});

describe('what other modules ask the catalogue', () => {
  it('names the category of a vendor and a game, withdrawn ones included', async () => {
    expect(await vendorCategory(server.deps, 'GAMEA', 'TFISH')).toBe('FISH');
    expect(await vendorCategory(server.deps, 'GAMEB', 'TFISH')).toBeNull();
    await server.sql(
      "update games set enabled = false where merchant_code = 'GAMEA' and game_code = 'DRAGON'",
    );
    expect(await catalogueGame(server.deps, 'GAMEA', 'TSLOT', 'DRAGON', 'CN')).toEqual({
      nodeId: nodeOf.DRAGON,
      gameCode: 'DRAGON',
      vendor: 'TSLOT',
      category: 'RNG',
      name: '金龙',
      demoAllowed: true,
      accountTypes: ['REAL', 'TRIAL'],
      iconUrl: '/icons/dragon.png',
    });
    expect(await catalogueGame(server.deps, 'GAMEA', 'TSLOT', 'NOPE')).toBeNull();
  });
});
