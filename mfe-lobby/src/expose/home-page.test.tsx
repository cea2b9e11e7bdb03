import {
  addFavouriteCall,
  favouriteGamesCall,
  favouriteListCall,
  gamesListCall,
  hotGamesCall,
  jackpotPoolCall,
  LIMITS,
  noticeCall,
  recentGameListCall,
  removeFavouriteCall,
  winnerBoardCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lobbyQueryClient } from '../lib/query-client';
import { game, games, page } from '../test/fixtures';
import { renderExposed, type Visitor } from '../test/render-lobby';
import HomePage from './home-page';

const winner = (n: number) => ({
  customerName: `pl***${n}`,
  winAmount: `${n}000.00`,
  gameName: 'Temple of Fortune',
  iconUrl: '/house-games/slot/icon.svg',
});

const banner = (id: number, linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL', linkUrl = '') => ({
  id,
  groupName: 'w_home',
  title: `Banner ${id}`,
  url: `/media/banners/b${id}.svg`,
  linkageType,
  linkUrl,
  width: 1200,
  height: 400,
});
const DEMO_BANNERS = [
  banner(1, 'INTERNAL', '/register'),
  banner(2, 'EXTERNAL', 'https://promo.example/cup'),
  banner(3, 'NONE'),
];

function homeApi(
  options: {
    hot?: ReturnType<typeof games>;
    favourites?: number[];
    winners?: number;
    banners?: ReturnType<typeof banner>[];
  } = {},
): FakeApi {
  return createFakeApi()
    .on(noticeCall, () => ({ banners: options.banners ?? [], notices: [], popups: [], promotions: [] }))
    .on(jackpotPoolCall, () => ({
      currency: 'KHR',
      pool: '10000000.00',
      seed: '10000000.00',
      serverTime: '2026-11-25T10:00:00.000Z',
      lastWins: [],
    }))
    .on(winnerBoardCall, () => ({
      vo: Array.from({ length: options.winners ?? 0 }, (_, i) => winner(i + 1)),
    }))
    .on(hotGamesCall, () => options.hot ?? [game({ hotRank: 1 })])
    .on(gamesListCall, () => page([...games(3, 100, { isTop: true }), ...games(14, 200)]))
    .on(favouriteGamesCall, () => options.favourites ?? [])
    .on(favouriteListCall, () =>
      page((options.favourites ?? []).map((nodeId) => game({ nodeId, gameName: `Favourite ${nodeId}` }))),
    )
    .on(recentGameListCall, () => page([]));
}

async function openHome(visitor: Visitor, api = homeApi()) {
  const rendered = await renderExposed(HomePage, { visitor, api });
  const hot = await screen.findByTestId('section-hot');
  const card = await within(hot).findByTestId('game-card');
  return { ...rendered, card };
}

describe('home page', () => {
  it('shows hot games, 12 recommended (non-top) and 12 slots, from one page of 50', async () => {
    const { api } = await openHome('guest');
    const recommended = await screen.findByTestId('section-recommended');
    await waitFor(() => expect(within(recommended).getAllByTestId('game-card')).toHaveLength(12));
    expect(within(recommended).queryByText('Game 100')).toBeNull();
    expect(api.inputsOf(gamesListCall)).toEqual([{ pageNo: '1', pageSize: '50', language: 'EN' }]);
    expect(api.inputsOf(hotGamesCall)[0]).toMatchObject({ isPlatform: '2', platform: 'flash,html5-desktop' });
  });

  it('has one landmark of each name: a carousel in a section is a group of it, the banners a region', async () => {
    await openHome('guest', homeApi({ banners: DEMO_BANNERS }));
    await screen.findAllByTestId('banner');
    expect(screen.getAllByRole('region', { name: 'Hot games' })).toHaveLength(1);
    expect(within(screen.getByTestId('section-hot')).getByRole('group', { name: 'Hot games' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Banners' })).toHaveLength(1);
  });

  it('asks a guest to log in when a game is played, and opens nothing', async () => {
    const { card, events, navigate } = await openHome('guest');
    fireEvent.click(within(card).getByRole('button', { name: /^Play / }));
    expect(events).toEqual([{ name: 'auth:open', payload: { view: 'login' } }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a guest open the free demo of a game with supportPlay 0', async () => {
    const { card, navigate, events } = await openHome('guest');
    fireEvent.click(within(card).getByRole('button', { name: /Free demo/ }));
    expect(navigate).toHaveBeenCalledWith('/seamless?vendor=HOUSE&nodeId=1&demo=1');
    expect(events).toEqual([]);
  });

  it('asks the shell for its real-account prompt (with its way to register) for a trial account, and opens nothing', async () => {
    const { card, events, navigate } = await openHome('trial');
    fireEvent.click(within(card).getByRole('button', { name: /^Play / }));
    expect(events).toEqual([{ name: 'account:real-required', payload: {} }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when the game vendor is in maintenance', async () => {
    const api = homeApi({ hot: [game({ maintenance: true })] });
    const { card, events, navigate } = await openHome('member', api);
    fireEvent.click(within(card).getByRole('button', { name: /^Play / }));
    expect(events[0]).toMatchObject({ name: 'popup:show', payload: { icon: 'warning' } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the game page for a member', async () => {
    const { card, navigate } = await openHome('member');
    fireEvent.click(within(card).getByRole('button', { name: /^Play / }));
    expect(navigate).toHaveBeenCalledWith('/seamless?vendor=HOUSE&nodeId=1');
  });

  it("puts swiper in the hot row's place only once the player's hand has left it, so no tap on Play is lost", async () => {
    const reports: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
          reports.push(report);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { card, navigate } = await openHome('member');
    const row = card.closest('section[aria-label]') as HTMLElement;
    // The finger is on the row when it comes into view after the page's first interaction: swiper loads.
    fireEvent.pointerEnter(row);
    act(() => {
      for (const report of reports) report([{ isIntersecting: true }]);
    });
    fireEvent.click(document.body);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(row.isConnected).toBe(true);

    fireEvent.pointerLeave(row);
    fireEvent.click(within(card).getByRole('button', { name: /^Play / }));
    expect(navigate).toHaveBeenCalledWith('/seamless?vendor=HOUSE&nodeId=1');
    await waitFor(() => expect(row.isConnected).toBe(false), { timeout: 3000 });
    expect(screen.getByTestId('section-hot').querySelector('.lobby-swiper')).toBeTruthy();
  });

  it('hides the favourite toggle on LOTT and ELOTT hot cards', async () => {
    const api = homeApi({
      hot: [game({ nodeId: 5, gameType: 'LOTT', vassalage: 'LOTT', gameName: 'Lotto' })],
    });
    const { card } = await openHome('member', api);
    expect(within(card).queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('changes favourites optimistically, at most once per 1000 ms', async () => {
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const api = homeApi().on(removeFavouriteCall, () => []);
    const { card } = await openHome('member', api);
    const star = () => within(card).getByRole('button', { name: /favourites/ });
    await waitFor(() => expect(api.inputsOf(favouriteGamesCall)).toHaveLength(1));

    let answerAdd: (ids: number[]) => void = () => undefined;
    api.on(addFavouriteCall, () => new Promise<number[]>((resolve) => (answerAdd = resolve)));
    fireEvent.click(star());
    // Optimistic: pressed before the server answers.
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    answerAdd([1]);
    await waitFor(() =>
      expect(api.inputsOf(addFavouriteCall)).toEqual([{ nodeId: 1, vendor: 'HOUSE', gameType: 'RNG' }]),
    );

    now += 500;
    fireEvent.click(star());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(star().getAttribute('aria-pressed')).toBe('true');
    expect(api.inputsOf(removeFavouriteCall)).toEqual([]);

    now += 500;
    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() =>
      expect(api.inputsOf(removeFavouriteCall)).toEqual([{ nodeId: '1', vendor: 'HOUSE', gameType: 'RNG' }]),
    );
  });

  it('shows the latest winners two per slide, asked for 20 of every category', async () => {
    const { api } = await openHome('guest', homeApi({ winners: 5 }));
    const section = await screen.findByTestId('section-winners');
    const slides = section.querySelectorAll('.lobby-rail__slide');
    expect(slides).toHaveLength(3);
    expect(within(slides[0] as HTMLElement).getAllByTestId('winner')).toHaveLength(2);
    expect(within(slides[2] as HTMLElement).getAllByTestId('winner')).toHaveLength(1);
    expect(within(section).getByText('pl***1')).toBeTruthy();
    expect(within(section).getByText('1,000.00')).toBeTruthy();
    expect(api.inputsOf(winnerBoardCall)).toEqual([{ gameCategory: 'ALL', limitNum: '20', language: 'EN' }]);
  });

  it('shows no winners block before the first real win', async () => {
    await openHome('guest');
    await screen.findByTestId('section-recommended');
    expect(screen.queryByTestId('section-winners')).toBeNull();
  });

  it('takes a removed favourite out of the favourites row before the server answers', async () => {
    let answerRemove: (ids: number[]) => void = () => undefined;
    const api = homeApi({ favourites: [1, 42] }).on(
      removeFavouriteCall,
      () => new Promise<number[]>((resolve) => (answerRemove = resolve)),
    );
    await openHome('member', api);
    const row = await screen.findByTestId('section-favourites');
    const card = await within(row).findByText('Favourite 42');
    const star = within(card.closest('article') as HTMLElement).getByRole('button', { name: /favourites/ });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(star);
    await waitFor(() => expect(within(row).queryByText('Favourite 42')).toBeNull());
    expect(api.inputsOf(removeFavouriteCall)).toEqual([{ nodeId: '42', vendor: 'HOUSE', gameType: 'RNG' }]);
    answerRemove([1]);
  });

  it('keeps the hot games in session storage: a second visit does not ask again', async () => {
    const first = await openHome('guest');
    expect(first.api.inputsOf(hotGamesCall)).toHaveLength(1);
    await screen.findByText('Temple of Fortune');
    cleanup();
    lobbyQueryClient.clear();
    const api = homeApi();
    await openHome('guest', api);
    expect(api.inputsOf(hotGamesCall)).toHaveLength(0);
  });

  it('asks for its lists and banners at mount, without waiting for its texts', async () => {
    const api = homeApi();
    await renderExposed(HomePage, { visitor: 'guest', api, texts: 'later' });
    expect(screen.queryByTestId('section-hot')).toBeNull();
    expect(api.inputsOf(noticeCall)).toHaveLength(1);
    expect(api.inputsOf(hotGamesCall)).toHaveLength(1);
    expect(api.inputsOf(gamesListCall)).toHaveLength(1);
    expect(api.inputsOf(winnerBoardCall)).toHaveLength(1);
    const hot = await screen.findByTestId('section-hot');
    await within(hot).findByTestId('game-card');
    // The screen reads the answers asked for at mount: nothing is asked twice.
    expect(api.inputsOf(hotGamesCall)).toHaveLength(1);
    expect(api.inputsOf(gamesListCall)).toHaveLength(1);
    expect(api.inputsOf(noticeCall)).toHaveLength(1);
  });

  it('names the banners and their rotation button once its texts arrive, when the banners came first', async () => {
    await renderExposed(HomePage, {
      visitor: 'guest',
      api: homeApi({ banners: DEMO_BANNERS }),
      texts: 'later',
    });
    await screen.findAllByTestId('banner');
    await screen.findByRole('button', { name: 'Stop the slides' });
    expect(screen.getByRole('region', { name: 'Banners' })).toBeTruthy();
  });

  describe('w_home banners', () => {
    it('asks for the home group in the language, shows the first image eagerly at high priority and the rest lazily', async () => {
      const { api } = await openHome('guest', homeApi({ banners: DEMO_BANNERS }));
      const slides = await screen.findAllByTestId('banner');
      expect(slides).toHaveLength(3);
      expect(api.inputsOf(noticeCall)).toEqual([
        { types: 'B', platform: 'W', groupName: 'w_home', language: 'EN' },
      ]);
      const images = slides.map((slide) => within(slide).getByRole('img'));
      expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
      expect(images[0]?.getAttribute('loading')).toBeNull();
      expect(images[0]?.getAttribute('width')).toBe('1200');
      expect(images[0]?.getAttribute('height')).toBe('400');
      expect(images[1]?.getAttribute('loading')).toBe('lazy');
      expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
    });

    it("asks for the first banner's image as soon as its address is known, before the carousel draws it", async () => {
      const first = { ...banner(7, 'NONE'), url: '/media/banners/first-of-seven.svg' };
      const api = homeApi({ banners: [first, banner(8, 'NONE')] });
      await renderExposed(HomePage, { visitor: 'guest', api, texts: 'later' });
      const preload = () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      await waitFor(() =>
        expect(preload()?.href).toBe(new URL('/media/banners/first-of-seven.svg', document.baseURI).href),
      );
      expect(preload()?.getAttribute('fetchpriority')).toBe('high');
      expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
    });

    it('follows the linkage type: a route of the site, an outside link in a new tab, or nothing', async () => {
      const { navigate } = await openHome('guest', homeApi({ banners: DEMO_BANNERS }));
      const [internal, external, none] = await screen.findAllByTestId('banner');
      fireEvent.click(internal!);
      expect(navigate).toHaveBeenCalledWith('/register');
      expect(external?.getAttribute('href')).toBe('https://promo.example/cup');
      expect(external?.getAttribute('target')).toBe('_blank');
      expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(none!.tagName).toBe('DIV');
    });

    it('drops an outside link that is not a web link', async () => {
      await openHome('guest', homeApi({ banners: [banner(9, 'EXTERNAL', 'javascript:alert(1)')] }));
      const [only] = await screen.findAllByTestId('banner');
      expect(only!.tagName).toBe('DIV');
    });

    it('keeps the lead image the host drew in view, in the banner box, until the banners are read', async () => {
      let release: () => void = () => undefined;
      const waiting = new Promise<void>((resolve) => {
        release = resolve;
      });
      const api = homeApi().on(noticeCall, async () => {
        await waiting;
        return { banners: DEMO_BANNERS, notices: [], popups: [], promotions: [] };
      });
      const leadImage = { url: '/media/banners/b1.svg', alt: 'Banner 1', width: 1200, height: 400 };
      await renderExposed(HomePage, { visitor: 'guest', api, leadImage });
      const drawn = screen.getByRole('img', { name: 'Banner 1' });
      expect(drawn.getAttribute('src')).toBe('/media/banners/b1.svg');
      expect(drawn.closest('.lobby-banner')).not.toBeNull();
      expect(document.querySelector('.lobby-banners--loading')).toBeNull();
      release();
      expect(await screen.findAllByTestId('banner')).toHaveLength(3);
    });

    it('shows a skeleton of the same box while loading and nothing when there is no banner', async () => {
      let release: () => void = () => undefined;
      const waiting = new Promise<void>((resolve) => {
        release = resolve;
      });
      const api = homeApi().on(noticeCall, async () => {
        await waiting;
        return { banners: [], notices: [], popups: [], promotions: [] };
      });
      await renderExposed(HomePage, { visitor: 'guest', api });
      await waitFor(() => expect(document.querySelector('.lobby-banners--loading')).not.toBeNull());
      release();
      await waitFor(() => expect(document.querySelector('.lobby-banners--loading')).toBeNull());
      expect(screen.queryByTestId('banner')).toBeNull();
    });
  });
});

describe('home page carousels (decision 150)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  /** A row moving to its next slide has its snapping off until the move ends (the Carousel's glide). */
  const moving = (row: HTMLElement) => row.style.scrollSnapType === 'none';
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  /**
   * The home page with three banners, on a clock the test moves: the autoplay's first wait began before the clock
   * was faked, so the banners are held and let go once to start it again on the fake one.
   */
  async function bannersOnHome(options: { winners?: number; banners?: ReturnType<typeof banner>[] } = {}) {
    await renderExposed(HomePage, { visitor: 'guest', api: homeApi({ banners: DEMO_BANNERS, ...options }) });
    const [first] = await screen.findAllByTestId('banner');
    const row = first?.closest('section') as HTMLElement;
    expect(row.getAttribute('aria-label')).toBe('Banners');
    vi.useFakeTimers();
    fireEvent.pointerEnter(row);
    fireEvent.pointerLeave(row);
    return row;
  }

  it('moves the banners every 5 seconds, and the player can stop and start them again', async () => {
    const row = await bannersOnHome();
    await wait(LIMITS.bannerAutoplayMs - 1);
    expect(moving(row)).toBe(false);
    await wait(1);
    expect(moving(row)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Stop the slides' }));
    expect(moving(row)).toBe(false);
    await wait(3 * LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Start the slides' }));
    await wait(LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(true);
  });

  it('keeps a single banner still, with no button to stop it', async () => {
    const row = await bannersOnHome({ banners: [banner(1, 'NONE')] });
    await wait(3 * LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(false);
    expect(screen.queryByTestId('rotation')).toBeNull();
  });

  it('keeps the banners still for a player whose system asks for reduced motion, until they start them', async () => {
    const reduced = (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal('matchMedia', reduced);
    const row = await bannersOnHome();
    await wait(3 * LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start the slides' }));
    await wait(LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(true);
  });

  it('holds the banners while the pointer is on them or keyboard focus is in them', async () => {
    const row = await bannersOnHome();
    fireEvent.pointerEnter(row);
    await wait(3 * LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(false);
    fireEvent.pointerLeave(row);

    const link = within(row).getAllByTestId('banner')[0] as HTMLElement;
    fireEvent.focusIn(link);
    await wait(3 * LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(false);
    fireEvent.focusOut(link, { relatedTarget: document.body });
    await wait(LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(true);
  });

  it('does not move the banners in a background tab', async () => {
    const row = await bannersOnHome();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    fireEvent(document, new Event('visibilitychange'));
    await wait(3 * LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(false);
    Reflect.deleteProperty(document, 'visibilityState');
    fireEvent(document, new Event('visibilitychange'));
    await wait(LIMITS.bannerAutoplayMs);
    expect(moving(row)).toBe(true);
  });

  it('does not move the winners while they are out of view', async () => {
    const reports: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    const observed: Element[] = [];
    class FakeObserver {
      constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
        reports.push(report);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await bannersOnHome({ winners: 6 });
    const winners = screen.getAllByTestId('winner')[0]?.closest('section[aria-label]') as HTMLElement;
    expect(winners.getAttribute('aria-label')).toBe('Latest winners');
    fireEvent.pointerEnter(winners);
    fireEvent.pointerLeave(winners);
    await wait(LIMITS.winnerCarouselMs);
    expect(moving(winners)).toBe(true);
    // Reported out of view (never in view: then swiper would take the row's place once the page has been clicked).
    const report = reports[observed.lastIndexOf(winners)];
    act(() => report?.([{ isIntersecting: false }]));
    expect(moving(winners)).toBe(false);
    await wait(3 * LIMITS.winnerCarouselMs);
    expect(moving(winners)).toBe(false);
  });
});
