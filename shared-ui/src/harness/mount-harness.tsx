import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { HarnessPlatform } from './harness-platform';

const HARNESS_STYLE = `
  :root:lang(km) { --font-body: 'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  .harness-main { display: grid; gap: var(--space-4); padding: var(--space-4); max-width: 1280px; margin: 0 auto; }
  .harness-panel { padding: var(--space-4); border-radius: var(--radius-lg); background: var(--color-surface); }
  .harness-bar { display: flex; flex-wrap: wrap; gap: var(--space-2); align-items: end; }
  .harness-log { font-size: var(--font-size-sm); overflow-wrap: anywhere; }
  .harness-error { color: var(--color-danger); }
`;

/** Renders a harness into `#root` with the platform's i18next and the harness's few styles. */
export function mountHarness(platform: HarnessPlatform, harness: ReactNode): void {
  const style = document.createElement('style');
  style.textContent = HARNESS_STYLE;
  document.head.append(style);
  const root = document.getElementById('root');
  if (!root) throw new Error('the harness page needs <div id="root">');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={platform.i18n}>{harness}</I18nextProvider>
    </StrictMode>,
  );
}
