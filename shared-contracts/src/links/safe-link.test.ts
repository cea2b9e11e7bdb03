import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './safe-link';

const base = 'https://demo.sea-gaming.test';

describe('safeLinkUrl', () => {
  it('opens web links and links relative to the site', () => {
    expect(safeLinkUrl('https://t.me/demo', { base })).toBe('https://t.me/demo');
    expect(safeLinkUrl('/sandbox-pay/D100', { base })).toBe(`${base}/sandbox-pay/D100`);
    expect(safeLinkUrl('  http://pay.example/x?a=1 ', { base })).toBe('http://pay.example/x?a=1');
  });

  it('drops script, data and every other scheme, however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://demo.sea-gaming.test/1',
      'http://[bad',
    ]) {
      expect(safeLinkUrl(url, { base }), url).toBeNull();
      expect(safeLinkUrl(url, { base, appLinks: true }), url).toBeNull();
    }
  });

  it('opens the configured app links only where they are asked for', () => {
    expect(safeLinkUrl('tg://resolve?domain=demo', { base })).toBeNull();
    expect(safeLinkUrl('tg://resolve?domain=demo', { base, appLinks: true })).toBe(
      'tg://resolve?domain=demo',
    );
    expect(safeLinkUrl('viber://chat?number=855', { base, appLinks: true })).toBe('viber://chat?number=855');
    expect(safeLinkUrl('mailto:help@example.com', { base, appLinks: true })).toBe('mailto:help@example.com');
    expect(safeLinkUrl('tel:+855123', { base, appLinks: true })).toBeNull();
  });
});
