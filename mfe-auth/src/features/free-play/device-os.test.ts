import { describe, expect, it } from 'vitest';
import { deviceOs, freePlayRandom } from './device-os';

describe('free play inputs', () => {
  it('names the operating system from the user agent', () => {
    const os = (userAgent: string) => deviceOs({ userAgent });
    expect(os('Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120 Mobile')).toBe(
      'Android',
    );
    expect(os('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(os('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(os('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('MacOS');
  });

  it('makes a fresh random string within the server bounds every time', () => {
    const a = freePlayRandom();
    expect(a).toMatch(/^[0-9a-f-]{36}[0-9a-f]{32}$/);
    expect(a.length).toBeLessThanOrEqual(128);
    expect(freePlayRandom()).not.toBe(a);
  });
});
