import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerImage } from './banner-image';

const image = { url: '/media/banners/welcome-en.svg', alt: 'Play in a minute', width: 1200, height: 400 };

describe('banner image', () => {
  it('draws the lead banner at its own size, at once and at high priority', () => {
    render(<BannerImage image={image} lead className="stand-in" />);
    const drawn = screen.getByRole('img', { name: 'Play in a minute' });
    expect(drawn.getAttribute('src')).toBe('/media/banners/welcome-en.svg');
    expect([drawn.getAttribute('width'), drawn.getAttribute('height')]).toEqual(['1200', '400']);
    expect(drawn.getAttribute('fetchpriority')).toBe('high');
    expect(drawn.getAttribute('loading')).toBeNull();
    // The banner shape's rules (shared) and the page's own hook.
    expect([...drawn.classList]).toEqual(['ui-banner-image', 'stand-in']);
  });

  it('leaves any other banner to load when it comes near', () => {
    render(<BannerImage image={image} />);
    const drawn = screen.getByRole('img', { name: 'Play in a minute' });
    expect(drawn.getAttribute('loading')).toBe('lazy');
    expect(drawn.getAttribute('fetchpriority')).toBeNull();
    expect([...drawn.classList]).toEqual(['ui-banner-image']);
    expect(drawn.getAttribute('elementtiming')).toBeNull();
  });

  it('names itself for the browser to record when it is first shown, when the page asks', () => {
    render(<BannerImage image={image} lead timing="lead-stand-in" />);
    expect(screen.getByRole('img', { name: 'Play in a minute' }).getAttribute('elementtiming')).toBe(
      'lead-stand-in',
    );
  });
});
