/** The player's operating system for the free-play call, from the browser (at most 32 characters). */
export function deviceOs(nav: Pick<Navigator, 'userAgent'> = navigator): string {
  const ua = nav.userAgent;
  if (/android/i.test(ua)) return 'Android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'iOS';
  if (/windows/i.test(ua)) return 'Windows';
  if (/mac os x|macintosh/i.test(ua)) return 'MacOS';
  if (/cros/i.test(ua)) return 'ChromeOS';
  if (/linux/i.test(ua)) return 'Linux';
  return 'Other';
}

/** A fresh random string for one free-play account: a UUID and 16 more random bytes (52 characters). */
export function freePlayRandom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${crypto.randomUUID()}${hex}`;
}
