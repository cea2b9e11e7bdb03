import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];

describe('preloadImage', () => {
  afterEach(() => {
    for (const link of preloads()) link.remove();
  });

  it('asks for a largest-paint image once, at high priority, whoever asks and however its address is written', () => {
    preloadImage('/banners/welcome.svg');
    preloadImage(new URL('/banners/welcome.svg', document.baseURI).href);
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]!.href).toBe(new URL('/banners/welcome.svg', document.baseURI).href);
    expect(preloads()[0]!.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks for nothing when there is no image', () => {
    preloadImage(undefined);
    preloadImage('');
    expect(preloads()).toHaveLength(0);
  });
});
