import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../layout/test/render-layout';

const loader = vi.hoisted(() => ({ loadRemoteModule: vi.fn() }));
vi.mock('./load-remote-module', () => loader);
const registry = vi.hoisted(() => ({ releaseOf: vi.fn() }));
vi.mock('./remote-registry', () => registry);
const outcomes = vi.hoisted(() => ({ reportOutcome: vi.fn() }));
vi.mock('./outcome-report', () => outcomes);

const { RemoteSlot } = await import('./remote-slot');
const { leadImagesAtom } = await import('../store/host-store');
let i18n: Awaited<ReturnType<typeof testI18n>>;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  loader.loadRemoteModule.mockReset();
  registry.releaseOf.mockReset();
  outcomes.reportOutcome.mockReset();
});

function slot(variant: 'page' | 'inline' = 'page', headingLevel?: 1 | 2) {
  return render(
    <I18nextProvider i18n={i18n}>
      <RemoteSlot
        remote={{ name: 'mfe_auth' }}
        module="./AuthModals"
        props={{ who: 'player' }}
        area="Sign-in"
        variant={variant}
        headingLevel={headingLevel}
        testId="slot"
      />
    </I18nextProvider>,
  );
}

describe('remote slot', () => {
  it('says honestly that a remote without a release is not available', () => {
    registry.releaseOf.mockReturnValue(undefined);
    slot();
    expect(screen.getByTestId('slot-unavailable').textContent).toContain('Sign-in is not available yet');
    expect(loader.loadRemoteModule).not.toHaveBeenCalled();
  });

  it("names a route's missing remote in the page's main heading, and a dialog's in a heading below its title", () => {
    registry.releaseOf.mockReturnValue(undefined);
    const page = slot('page', 1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign-in is not available yet');
    page.unmount();
    slot('page');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sign-in is not available yet');
  });

  it('mounts the loaded module with the props it was given', async () => {
    registry.releaseOf.mockReturnValue({ name: 'mfe_auth' });
    loader.loadRemoteModule.mockResolvedValue(({ who }: { who: string }) => <p>hello {who}</p>);
    slot();
    expect(await screen.findByText('hello player')).toBeTruthy();
  });

  it('shows a retry inside its area when loading fails, and loads again on retry', async () => {
    registry.releaseOf.mockReturnValue({ name: 'mfe_auth' });
    loader.loadRemoteModule
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>back again</p>);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    slot('inline');
    const fallback = await screen.findByTestId('slot-fallback');
    expect(fallback.textContent).toContain('Sign-in could not be loaded.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /retry/i })));
    expect(await screen.findByText('back again')).toBeTruthy();
    expect(loader.loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('catches an error thrown while the remote renders, keeping the rest of the page', async () => {
    registry.releaseOf.mockReturnValue({ name: 'mfe_auth' });
    let broken = true;
    loader.loadRemoteModule.mockResolvedValue(() => {
      if (broken) throw new Error('boom');
      return <p>recovered</p>;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <header>still here</header>
        <RemoteSlot
          remote={{ name: 'mfe_auth' }}
          module="./AuthModals"
          props={{}}
          area="Sign-in"
          testId="slot"
        />
      </I18nextProvider>,
    );
    await screen.findByTestId('slot-fallback');
    expect(screen.getByText('still here')).toBeTruthy();
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /retry/i })));
    await waitFor(() => expect(screen.getByText('recovered')).toBeTruthy());
  });

  it('names the remote and the version that runs in it, and reports that it rendered', async () => {
    registry.releaseOf.mockReturnValue({ name: 'mfe_auth', version: '2.1.0' });
    loader.loadRemoteModule.mockResolvedValue(() => <p>signed in</p>);
    const { container } = slot();
    await screen.findByText('signed in');
    const marked = container.querySelector('[data-remote="mfe_auth"]');
    expect(marked?.getAttribute('data-remote-version')).toBe('2.1.0');
    expect(marked?.textContent).toBe('signed in');
    expect(outcomes.reportOutcome.mock.calls).toEqual([['mfe_auth', 'LOADED']]);
  });

  it('reports a remote that fails to load', async () => {
    registry.releaseOf.mockReturnValue({ name: 'mfe_auth', version: '2.1.0' });
    loader.loadRemoteModule.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    slot();
    await screen.findByTestId('slot-fallback');
    expect(outcomes.reportOutcome.mock.calls).toEqual([['mfe_auth', 'LOAD_FAILED']]);
  });

  it('reports a remote that throws while rendering, and not that it rendered', async () => {
    registry.releaseOf.mockReturnValue({ name: 'mfe_auth', version: '2.1.0' });
    loader.loadRemoteModule.mockResolvedValue(() => {
      throw new Error('boom');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    slot();
    await screen.findByTestId('slot-fallback');
    expect(outcomes.reportOutcome.mock.calls).toEqual([['mfe_auth', 'RENDER_FAILED']]);
  });

  describe('a screen whose first read named its lead image', () => {
    const lead = { url: '/media/banners/welcome-en.svg', alt: 'Play in a minute', width: 1200, height: 400 };

    function homeSlot(store: ReturnType<typeof createStore>, remote = 'mfe_lobby', module = './HomePage') {
      return render(
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <RemoteSlot remote={{ name: remote }} module={module} props={{}} area="Games" />
          </I18nextProvider>
        </Provider>,
      );
    }

    it('draws that image while the remote loads, hands it to the remote, and forgets it when the screen goes', async () => {
      const store = createStore();
      store.set(leadImagesAtom, { 'mfe_lobby:./HomePage': lead });
      registry.releaseOf.mockReturnValue({ name: 'mfe_lobby' });
      let arrive!: (component: unknown) => void;
      loader.loadRemoteModule.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
      const view = homeSlot(store);

      const image = screen.getByRole('img', { name: 'Play in a minute' });
      expect(image.getAttribute('src')).toBe(lead.url);
      expect(image.getAttribute('fetchpriority')).toBe('high');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '400']);
      // In the skeleton's place, not above it: a skeleton already drawn would move down.
      expect(view.container.querySelector('.ui-skeleton-lines')).toBeNull();

      await act(async () =>
        arrive(({ leadImage }: { leadImage?: typeof lead }) => <p>lobby draws {leadImage?.url}</p>),
      );
      expect(await screen.findByText('lobby draws /media/banners/welcome-en.svg')).toBeTruthy();
      expect(screen.queryByTestId('lead-stand-in')).toBeNull();

      view.unmount();
      expect(store.get(leadImagesAtom)).toEqual({});
    });

    describe('a remote that arrives before the browser has shown its stand-in', () => {
      type Observed = (list: { getEntries: () => { identifier: string }[] }) => void;
      const observers: Observed[] = [];
      /** The browser's element-timing records, as Chromium delivers them: a stand-in shown is one named entry. */
      class ElementTimingObserver {
        static supportedEntryTypes = ['element', 'largest-contentful-paint'];
        constructor(private readonly callback: Observed) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {
          observers.splice(observers.indexOf(this.callback), 1);
        }
      }
      const show = (identifier: string) => {
        for (const observer of [...observers]) observer({ getEntries: () => [{ identifier }] });
      };
      afterEach(() => {
        vi.unstubAllGlobals();
        observers.length = 0;
      });

      async function arrivedEarly() {
        vi.stubGlobal('PerformanceObserver', ElementTimingObserver);
        const store = createStore();
        store.set(leadImagesAtom, { 'mfe_lobby:./HomePage': lead });
        registry.releaseOf.mockReturnValue({ name: 'mfe_lobby' });
        let arrive!: (component: unknown) => void;
        loader.loadRemoteModule.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
        homeSlot(store);
        expect(screen.getByRole('img', { name: 'Play in a minute' }).getAttribute('elementtiming')).toBe(
          'lead-stand-in',
        );
        await act(async () => arrive(() => <p>lobby banners</p>));
      }

      it('keeps the stand-in until the browser records it shown, then draws the remote', async () => {
        await arrivedEarly();
        expect(screen.getByTestId('lead-stand-in')).toBeTruthy();
        expect(screen.queryByText('lobby banners')).toBeNull();
        await act(async () => show('some-other-image'));
        expect(screen.getByTestId('lead-stand-in')).toBeTruthy();
        await act(async () => show('lead-stand-in'));
        expect(await screen.findByText('lobby banners')).toBeTruthy();
        expect(screen.queryByTestId('lead-stand-in')).toBeNull();
      });

      it('draws the remote after a moment when the browser never records it (its image did not load)', async () => {
        await arrivedEarly();
        expect(screen.queryByText('lobby banners')).toBeNull();
        expect(await screen.findByText('lobby banners', {}, { timeout: 2_000 })).toBeTruthy();
        expect(observers).toEqual([]);
      });
    });

    it('draws no image in the slot of another screen', () => {
      const store = createStore();
      store.set(leadImagesAtom, { 'mfe_lobby:./HomePage': lead });
      registry.releaseOf.mockReturnValue({ name: 'mfe_lobby' });
      loader.loadRemoteModule.mockReturnValue(new Promise(() => undefined));
      homeSlot(store, 'mfe_lobby', './GameList');
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByTestId('lead-stand-in')).toBeNull();
    });
  });
});
