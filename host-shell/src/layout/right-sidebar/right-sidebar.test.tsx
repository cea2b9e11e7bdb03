import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_STORAGE } from '../layout-store';
import { allRemotesBut, makePermission, renderLayout } from '../test/render-layout';
import { RightSidebar } from './right-sidebar';

const cs = (csType: string, csPosition: string, url: string, title = csType) => ({
  csType,
  csPosition,
  title,
  url,
});
const IOS = {
  resourceType: 'MOBILECONFIG',
  name: 'iOS app',
  url: 'https://download.example/ios.mobileconfig',
};
const ANDROID = { resourceType: 'Android', name: 'Android app', url: 'https://download.example/app.apk' };

function serviceTypes() {
  return Array.from(screen.getByTestId('right-bar').querySelectorAll<HTMLElement>('a[data-cs-type]')).map(
    (a) => a.dataset.csType,
  );
}

/** The page's width, as a phone (412) or a desktop (1024, happy-dom's own) lays it out. */
function setWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}

afterEach(() => setWidth(1024));

describe('right side bar', () => {
  it('draws only the form for the width: the bar on a desktop, the service button on a phone', async () => {
    const desktop = await renderLayout(<RightSidebar />);
    expect(screen.getByTestId('right-bar')).toBeTruthy();
    expect(screen.queryByTestId('service-fab')).toBeNull();
    desktop.unmount();

    setWidth(412);
    await renderLayout(<RightSidebar />);
    expect(screen.getByTestId('service-fab')).toBeTruthy();
    expect(screen.queryByTestId('right-bar')).toBeNull();
  });

  it('shows only the configured right-side entries, at most three Telegram slots, in the spec order', async () => {
    await renderLayout(<RightSidebar />, {
      permission: makePermission({
        customerService: [
          cs('TELEGRAM', 'RIGHT', 'https://t.me/one'),
          cs('TELEGRAM', 'RIGHT', 'https://t.me/two'),
          cs('LIVECHAT', 'RIGHT', 'https://chat.example/sea'),
          cs('TELEGRAM', 'RIGHT', 'https://t.me/three'),
          cs('TELEGRAM', 'RIGHT', 'https://t.me/four'),
          cs('VIBER', 'RIGHT', 'viber://chat?number=85512000000'),
          cs('YOUTUBE', 'FOOTER', 'https://youtube.com/@sea'),
          cs('FACEBOOK', 'FOOTER', 'https://facebook.com/sea'),
        ],
      }),
    });
    expect(serviceTypes()).toEqual(['LIVECHAT', 'TELEGRAM', 'TELEGRAM', 'TELEGRAM', 'VIBER']);
    expect(screen.getByTestId('service-livechat').textContent).toBe('Live chat');
  });

  it('keeps the phone service button off the game page, where it would cover the game', async () => {
    setWidth(412);
    await renderLayout(<RightSidebar />, { route: '/rng' });
    expect(screen.getByTestId('service-fab')).toBeTruthy();
    for (const route of ['/seamless', '/Seamless/']) {
      await renderLayout(<RightSidebar />, { route });
      expect(screen.getAllByTestId('service-fab')).toHaveLength(1);
    }
  });

  it('shows no service entry when none is configured, but keeps the points mall', async () => {
    await renderLayout(<RightSidebar />, { permission: makePermission({ customerService: [] }) });
    expect(serviceTypes()).toEqual([]);
    expect(screen.getByTestId('point-mall').getAttribute('href')).toBe('/pointMall');
  });

  it('offers the points mall only where the region has its page, and nothing at all when nothing is left', async () => {
    const first = await renderLayout(<RightSidebar />, {
      permission: makePermission({ customerService: [cs('LIVECHAT', 'RIGHT', 'https://chat.example/sea')] }),
      released: allRemotesBut('promotions'),
    });
    expect(serviceTypes()).toEqual(['LIVECHAT']);
    expect(screen.queryByTestId('point-mall')).toBeNull();
    first.unmount();

    setWidth(412);
    const nothing = makePermission({ customerService: [], resources: [] });
    const withMall = await renderLayout(<RightSidebar />, { permission: nothing });
    expect(screen.getByTestId('service-fab')).toBeTruthy();
    withMall.unmount();
    await renderLayout(<RightSidebar />, { permission: nothing, released: allRemotesBut('promotions') });
    expect(screen.queryByTestId('service-fab')).toBeNull();
  });

  it('draws a QR code only for the app resources that exist', async () => {
    await renderLayout(<RightSidebar />, { permission: makePermission({ resources: [IOS] }) });
    fireEvent.click(screen.getByTestId('app-download'));
    const promo = screen.getByTestId('download-promo');
    const qr = await waitFor(() => within(promo).getByTestId('qr-ios'));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(qr.getAttribute('width')).toBe('100');
    expect(within(promo).queryByTestId('qr-android')).toBeNull();
    expect(within(promo).getByRole('link', { name: /iOS/ }).getAttribute('href')).toBe(IOS.url);
  });

  it('draws both QR codes with both resources, and none (no download button) without them', async () => {
    const first = await renderLayout(<RightSidebar />, {
      permission: makePermission({ resources: [IOS, ANDROID] }),
    });
    fireEvent.click(screen.getByTestId('app-download'));
    await waitFor(() => expect(screen.getByTestId('qr-android')).toBeTruthy());
    expect(screen.getByTestId('qr-ios')).toBeTruthy();
    first.unmount();

    await renderLayout(<RightSidebar />, { permission: makePermission({ resources: [] }) });
    expect(screen.queryByTestId('app-download')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('collapses and remembers it', async () => {
    await renderLayout(<RightSidebar />);
    fireEvent.click(screen.getByTestId('right-bar-toggle'));
    expect(localStorage.getItem(LAYOUT_STORAGE.rightBarCollapsed)).toBe('1');
    expect(screen.queryByTestId('point-mall')).toBeNull();
    fireEvent.click(screen.getByTestId('right-bar-toggle'));
    expect(localStorage.getItem(LAYOUT_STORAGE.rightBarCollapsed)).toBe('0');
    expect(screen.getByTestId('point-mall')).toBeTruthy();
  });

  it('starts collapsed when collapsed on an earlier visit', async () => {
    localStorage.setItem(LAYOUT_STORAGE.rightBarCollapsed, '1');
    await renderLayout(<RightSidebar />);
    expect(screen.getByTestId('right-bar-toggle').getAttribute('aria-expanded')).toBe('false');
  });
});
