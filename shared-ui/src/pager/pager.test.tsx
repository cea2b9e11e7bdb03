import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../texts/en.json';
import { Pager, type PagerT } from './pager';

/** A `t` over the common English texts. */
const t: PagerT = (key, options) =>
  en[key].replace('{{page}}', String(options?.page)).replace('{{pages}}', String(options?.pages));

describe('Pager', () => {
  it('says where the list is and moves one page either way', () => {
    const onPage = vi.fn();
    render(<Pager page={2} totalPages={5} onPage={onPage} t={t} />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 2 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('keeps the focus on the button that reached an end, which no longer moves', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={4} totalPages={5} onPage={onPage} t={t} />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    rerender(<Pager page={5} totalPages={5} onPage={onPage} t={t} />);
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(onPage.mock.calls).toEqual([[5]]);
  });

  it('is not there for a list of one page', () => {
    render(<Pager page={1} totalPages={1} onPage={() => undefined} t={t} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
