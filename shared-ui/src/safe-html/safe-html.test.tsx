// @vitest-environment jsdom
// DOMPurify does not support happy-dom (under it, payloads pass through), so sanitising is tested in jsdom.
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers and javascript: links but keeps formatting', () => {
    const clean = sanitizeHtml(
      '<b>Bonus</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(clean).toContain('<b>Bonus</b>');
    expect(clean).toContain('<img src="x">');
    expect(clean).not.toMatch(/onerror|script|javascript:/i);
  });

  it('lets links open a new tab only without access to this page', () => {
    const clean = sanitizeHtml(
      '<a href="https://t.me/x" target="_blank">a</a><a href="/y" target="other">b</a>',
    );
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    const [a, b] = Array.from(doc.querySelectorAll('a'));
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(b?.hasAttribute('target')).toBe(false);
  });

  it('drops forms and embedded frames', () => {
    expect(
      sanitizeHtml('<form action="https://evil"><input name="p"></form><iframe src="x"></iframe>ok'),
    ).toBe('ok');
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned HTML once the sanitiser has loaded, and nothing unsanitised before', async () => {
    const { container } = render(<SafeHtml html={'<p>Hi <img src="x" onerror="alert(1)"></p>'} />);
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Hi '));
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});
