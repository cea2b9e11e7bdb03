/** What a game tells the site's game page that frames it (same origin only). */
export type ParentMessage = { type: 'house-game:back' } | { type: 'house-game:balance' };

/** Opened alone (not framed), back goes to the site's page it came from: a path on this site, never elsewhere. */
export function sitePath(returnUrl: string | null | undefined): string {
  return returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/';
}

/**
 * Talks to the site's game page. Only our own site may frame a game (CSP frame-ancestors 'self'), so messages go
 * to this origin only; opened alone, back leaves for `returnUrl()` (the studio's open answer).
 */
export function parentLink(returnUrl: () => string | null | undefined): (message: ParentMessage) => void {
  return (message) => {
    if (window.parent !== window) window.parent.postMessage(message, location.origin);
    else if (message.type === 'house-game:back') location.assign(sitePath(returnUrl()));
  };
}
