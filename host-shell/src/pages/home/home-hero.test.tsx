import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allRemotesBut,
  makeMember,
  makePermission,
  record,
  renderLayout,
} from '../../layout/test/render-layout';
import { AppDownloadPromo } from './app-download-promo';
import { HomeHero } from './home-hero';

const LIVE_CHAT = {
  csType: 'LIVECHAT',
  csPosition: 'RIGHT',
  title: 'Live chat',
  url: 'https://chat.example/sea',
};

const ANDROID = { resourceType: 'Android', name: 'Android app', url: 'https://download.example/app.apk' };

function shortcuts(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('home hero', () => {
  it('asks a visitor to join or log in, and promises no bonus', async () => {
    const { bus } = await renderLayout(<HomeHero />);
    const auth = record(bus, 'auth:open');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Play slots, lottery and more');
    expect(screen.queryByText(/bonus/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth).toEqual([{ view: 'register' }, { view: 'login' }]);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
  });

  it('welcomes a member back by name with deposit, withdrawal, customer service and the app', async () => {
    const { bus } = await renderLayout(<HomeHero />, {
      member: makeMember({ account: 'demo01' }),
      permission: makePermission({ customerService: [LIVE_CHAT] }),
    });
    const centre = record(bus, 'member-centre:open');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, demo01');
    expect(screen.queryByRole('button', { name: 'Join now' })).toBeNull();
    expect(shortcuts()).toEqual(['Deposit', 'Withdraw', 'Customer service', 'Get the app']);

    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(centre).toEqual([{ page: 'depositv2' }, { page: 'withdraw' }]);
    const service = screen.getByRole('link', { name: 'Customer service' });
    expect(service.getAttribute('href')).toBe('https://chat.example/sea');
    expect(service.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe('/down');
  });

  it('offers no customer service the merchant has not configured, nor an app it does not offer', async () => {
    await renderLayout(<HomeHero />, {
      member: makeMember(),
      permission: makePermission({ customerService: [], resources: [] }),
      released: allRemotesBut('promotions'),
    });
    expect(shortcuts()).toEqual(['Deposit', 'Withdraw']);
  });

  it("takes a member to the home page's app promo where the region has no app page", async () => {
    await renderLayout(
      <>
        <HomeHero />
        <AppDownloadPromo />
      </>,
      {
        member: makeMember(),
        permission: makePermission({ resources: [ANDROID] }),
        released: allRemotesBut('promotions'),
      },
    );
    expect(shortcuts()).toEqual(['Deposit', 'Withdraw', 'Get the app']);
    expect(screen.queryByRole('link', { name: 'Get the app' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get the app' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Get the app' }));
  });
});
