import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePermission, renderLayout } from '../../layout/test/render-layout';
import { AppDownloadPromo } from './app-download-promo';

const IOS = {
  resourceType: 'MOBILECONFIG',
  name: 'iOS app',
  url: 'https://download.example/ios.mobileconfig',
};
const ANDROID = { resourceType: 'Android', name: 'Android app', url: 'https://download.example/app.apk' };

describe('home app promo', () => {
  it("shows the merchant's apps with their large QR codes and download links", async () => {
    await renderLayout(<AppDownloadPromo />, { permission: makePermission({ resources: [IOS, ANDROID] }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Get the app' })).toBeTruthy();
    const android = screen.getByRole('link', { name: 'Android' });
    expect(android.getAttribute('href')).toBe(ANDROID.url);
    expect(screen.getByRole('link', { name: 'iOS' }).getAttribute('href')).toBe(IOS.url);
    const code = await waitFor(() => screen.getByTestId('qr-android'));
    expect([code.getAttribute('width'), code.className]).toEqual(['156', 'qr qr--large']);
  });

  it('is not there when the merchant offers no app', async () => {
    const { container } = await renderLayout(<AppDownloadPromo />, {
      permission: makePermission({ resources: [] }),
    });
    expect(container.textContent).toBe('');
  });
});
