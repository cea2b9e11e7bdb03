import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { noticeCall } from '../calls/announcement-calls';
import { homeBannersRead, readKey, SCREEN_FIRST_READS } from './first-reads';

describe('a screen’s first reads', () => {
  it('are valid requests of their calls in every fully translated language', () => {
    for (const [screen, readsOf] of Object.entries(SCREEN_FIRST_READS)) {
      for (const language of ['EN', 'CN', 'KM']) {
        for (const read of readsOf({ language })) {
          const parsed = v.safeParse(read.call.request, read.input);
          expect(parsed.success, `${screen} ${read.call.name} ${language}`).toBe(true);
        }
      }
    }
  });

  it('of the home page are its w_home banners, open to visitors, the first banner being its largest paint', () => {
    const [read, ...others] = SCREEN_FIRST_READS['mfe_lobby:./HomePage']!({
      language: 'KM',
    });
    expect(others).toEqual([]);
    expect(read!.call).toBe(noticeCall);
    expect(read!.call.auth).toBe('none');
    expect(read!.input).toMatchObject({ types: 'B', platform: 'W', groupName: 'w_home', language: 'KM' });
    const banner = { id: 1, title: 'Welcome', url: '/banners/welcome.svg', width: 1200, height: 400 };
    expect(
      homeBannersRead('KM').leadImage!({ banners: [banner, { ...banner, id: 2, url: '/b.svg' }] } as never),
    ).toEqual({ url: '/banners/welcome.svg', alt: 'Welcome', width: 1200, height: 400 });
    expect(homeBannersRead('KM').leadImage!({ banners: [] } as never)).toBeUndefined();
  });

  it('are the same read whatever order the input’s fields come in, and another read when a field differs', () => {
    expect(readKey(noticeCall, { language: 'EN', types: 'B' })).toBe(
      readKey(noticeCall, { types: 'B', language: 'EN' }),
    );
    expect(readKey(noticeCall, { language: 'EN', types: 'B' })).not.toBe(
      readKey(noticeCall, { types: 'B', language: 'KM' }),
    );
  });
});
