import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { vendorsAtom } from '../layout-store';
import { allRemotesBut, makePermission, renderLayout } from '../test/render-layout';
import { SiteFooter } from './site-footer';

const cs = (csType: string, csPosition: string, url: string, title = csType) => ({
  csType,
  csPosition,
  title,
  url,
});

describe('footer', () => {
  it('shows a social link only for what is configured at the footer position', async () => {
    await renderLayout(<SiteFooter />, {
      permission: makePermission({
        customerService: [
          cs('YOUTUBE', 'FOOTER', 'https://youtube.com/@sea', 'YouTube'),
          cs('FACEBOOK', 'FOOTER', 'https://facebook.com/sea', 'Facebook'),
          cs('TELEGRAM', 'RIGHT', 'https://t.me/sea_support'),
          cs('INSTAGRAM', 'FOOTER', 'javascript:alert(1)'),
        ],
      }),
    });
    const links = screen.getByTestId('footer-social').querySelectorAll('a');
    expect(Array.from(links).map((a) => a.dataset.csType)).toEqual(['FACEBOOK', 'YOUTUBE']);
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/sea',
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'TELEGRAM' })).toBeNull();
  });

  it('links to no help topic while the region has not got the help centre', async () => {
    await renderLayout(<SiteFooter />, { released: allRemotesBut('promotions') });
    expect(screen.queryByRole('link', { name: 'How to deposit' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Help centre' })).toBeNull();
  });

  it('has no social section when nothing is configured', async () => {
    await renderLayout(<SiteFooter />, { permission: makePermission({ customerService: [] }) });
    expect(screen.queryByTestId('footer-social')).toBeNull();
    expect(screen.queryByText('Follow us')).toBeNull();
  });

  it('links the help topics, shows the copyright with this year, and no vendor row without vendors', async () => {
    await renderLayout(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'How to deposit' }).getAttribute('href')).toBe('/help#deposit');
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(
      '/help#responsible-gaming',
    );
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/help#contact');
    expect(screen.getByText(`© ${new Date().getFullYear()} SEA Gaming. All rights reserved.`)).toBeTruthy();
    expect(screen.queryByTestId('footer-vendors')).toBeNull();
  });

  it('shows the vendor logos once there are vendors', async () => {
    const store = createStore();
    store.set(vendorsAtom, [{ vassalage: 'PG', category: 'RNG', name: 'PG Soft', logoUrl: '/logos/pg.png' }]);
    await renderLayout(<SiteFooter />, { store });
    expect(screen.getByTestId('footer-vendors')).toBeTruthy();
  });

  it('shows a vendor with games in several categories once', async () => {
    const store = createStore();
    store.set(vendorsAtom, [
      { vassalage: 'HOUSE', category: 'RNG', name: 'SEA Studio', logoUrl: '/house-games/logo.svg' },
      { vassalage: 'PG', category: 'RNG', name: 'PG Soft', logoUrl: '/logos/pg.png' },
      { vassalage: 'HOUSE', category: 'PVP', name: 'SEA Studio', logoUrl: '/house-games/logo.svg' },
    ]);
    await renderLayout(<SiteFooter />, { store });
    const logos = within(screen.getByTestId('footer-vendors')).getAllByTestId('footer-vendor');
    expect(logos.map((logo) => logo.querySelector('img')?.getAttribute('alt'))).toEqual([
      'SEA Studio',
      'PG Soft',
    ]);
  });
});
