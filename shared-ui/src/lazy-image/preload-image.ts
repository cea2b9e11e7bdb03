/**
 * Asks for an image a screen is about to show as its largest paint, at high priority, once per page whoever asks
 * (the host with its boot calls, the screen itself when it mounts): the image then loads while the screen's code does.
 */
export function preloadImage(url: string | undefined): void {
  if (!url) return;
  const href = new URL(url, document.baseURI).href;
  const asked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];
  if (asked.some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
