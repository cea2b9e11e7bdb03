import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from './icon';

describe('Icon', () => {
  it('has every icon the shell, auth and member-centre screens ask for', () => {
    const needed = [
      'menu',
      'close',
      'user',
      'lock',
      'phone',
      'mail',
      'eye',
      'eye-off',
      'globe',
      'sun',
      'moon',
      'chevron-down',
      'chevron-left',
      'refresh',
      'info',
      'success',
      'warning',
      'error',
      'home',
      'gift',
      'headset',
      'download',
      'chat',
      'telegram',
      'facebook',
      'twitter',
      'line',
      'viber',
      'whatsapp',
      'youtube',
      'tiktok',
      'instagram',
      'google',
      'logout',
      'wallet',
      'shield',
      'lottery',
      'ticket',
      'live',
      'sports',
      'fish',
      'slots',
      'poker',
      'esports',
      'cockfight',
      'blog',
      'user-plus',
      'withdraw',
      'transfer',
      'receipt',
      'list-clock',
      'team',
      'external-link',
      'check',
      'chevron-right',
      'swap',
      'bank',
      'image',
    ];
    expect([...ICON_NAMES].sort()).toEqual([...needed].sort());
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it('is hidden from screen readers unless labelled', () => {
    const { container } = render(<Icon name="gift" size={32} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('32');
    render(<Icon name="telegram" label="Telegram" />);
    expect(screen.getByRole('img', { name: 'Telegram' })).toBeTruthy();
  });

  it('mirrors the icons that point along the reading direction', () => {
    const { container } = render(
      <>
        <Icon name="chevron-right" />
        <Icon name="transfer" />
        <Icon name="check" />
      </>,
    );
    const mirrored = [...container.querySelectorAll('svg')].map((svg) =>
      svg.classList.contains('ui-icon--mirror-rtl'),
    );
    expect(mirrored).toEqual([true, true, false]);
  });
});
