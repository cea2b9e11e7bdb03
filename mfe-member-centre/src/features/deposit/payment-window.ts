import { safeLinkUrl } from '@platform/shared-contracts/client';

/**
 * The provider's page opens in a new window (spec section 8: "popup blocked, allow popups"). The window must be
 * opened in the click itself, before the order exists: browsers (Safari on phones above all) block a window
 * opened after an await. It starts blank and is pointed at the payUrl once the server answers.
 */
export interface PaymentWindow {
  /** Points the window at the provider's page; false (and the window closed) when the link is not a web page. */
  go(url: string): boolean;
  close(): void;
}

/** Opens a blank window now; null when the browser blocked it. */
export function openPaymentWindow(waitingText: string): PaymentWindow | null {
  const opened = window.open('', '_blank');
  if (!opened) return null;
  try {
    // The provider's page must not reach back into the site.
    opened.opener = null;
    opened.document.title = waitingText;
    opened.document.body.textContent = waitingText;
  } catch {
    // A browser that keeps the blank page to itself still lets us navigate it.
  }
  return {
    go: (url) => {
      const safe = safeLinkUrl(url);
      if (safe) opened.location.replace(safe);
      else opened.close();
      return safe !== null;
    },
    close: () => opened.close(),
  };
}
