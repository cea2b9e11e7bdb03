import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptchaPng } from './render-captcha-png.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function countDarkPixels(png: PNG): number {
  let dark = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const luma = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
    if (luma < 110) dark++;
  }
  return dark;
}

describe('renderCaptchaPng', () => {
  it('returns a PNG of the default size', () => {
    const buf = renderCaptchaPng('AB23');
    expect(buf.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const png = PNG.sync.read(buf);
    expect(png.width).toBe(120);
    expect(png.height).toBe(40);
  });

  it('honours the requested width and height', () => {
    const png = PNG.sync.read(renderCaptchaPng('XYZ9', { width: 200, height: 64 }));
    expect(png.width).toBe(200);
    expect(png.height).toBe(64);
  });

  it('renders the same text differently each time', () => {
    const a = renderCaptchaPng('HJKM');
    const b = renderCaptchaPng('HJKM');
    expect(a.equals(b)).toBe(false);
    expect(PNG.sync.read(a).data.equals(PNG.sync.read(b).data)).toBe(false);
  });

  it('draws a meaningful amount of dark ink on a light background', () => {
    const png = PNG.sync.read(renderCaptchaPng('W8E5'));
    const total = png.width * png.height;
    const dark = countDarkPixels(png);
    // Four 15x21 glyphs carry a few hundred ink pixels; the background stays mostly light.
    expect(dark).toBeGreaterThan(250);
    expect(dark).toBeLessThan(total / 2);
  });

  it('renders every alphabet character and the maximum length', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 8) {
      const text = CAPTCHA_ALPHABET.slice(i, i + 8);
      expect(countDarkPixels(PNG.sync.read(renderCaptchaPng(text)))).toBeGreaterThan(40 * text.length);
    }
  });

  it.each(['ab23', 'O123', 'A0BC', 'I', 'L', 'AB C', 'ÄB'])(
    'rejects characters outside the alphabet: %s',
    (text) => {
      expect(() => renderCaptchaPng(text)).toThrow(RangeError);
    },
  );

  it('rejects empty text and text longer than 8 characters', () => {
    expect(() => renderCaptchaPng('')).toThrow(RangeError);
    expect(() => renderCaptchaPng('ABCDEFGHJ')).toThrow(RangeError);
    expect(() => renderCaptchaPng('ABCDEFGH')).not.toThrow();
  });

  it('rejects invalid dimensions', () => {
    expect(() => renderCaptchaPng('AB', { width: 0 })).toThrow(RangeError);
    expect(() => renderCaptchaPng('AB', { height: 10.5 })).toThrow(RangeError);
    expect(() => renderCaptchaPng('AB', { width: 100_000 })).toThrow(RangeError);
  });
});

describe('randomCaptchaText', () => {
  it('defaults to 4 characters from the alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(4);
      for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
  });

  it('honours the requested length', () => {
    for (const length of [1, 5, 8]) {
      const text = randomCaptchaText(length);
      expect(text).toHaveLength(length);
      expect(text).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]+$/);
    }
  });

  it('rejects invalid lengths', () => {
    expect(() => randomCaptchaText(0)).toThrow(RangeError);
    expect(() => randomCaptchaText(9)).toThrow(RangeError);
    expect(() => randomCaptchaText(2.5)).toThrow(RangeError);
  });
});
