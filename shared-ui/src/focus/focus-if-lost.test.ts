import { describe, expect, it } from 'vitest';
import { focusIfLost } from './focus-if-lost';

function buttons(count: number): HTMLButtonElement[] {
  return Array.from({ length: count }, () => document.body.appendChild(document.createElement('button')));
}

describe('focusIfLost', () => {
  it('moves a focus fallen to the page, or still on the control it leaves, and no other', () => {
    const [from, target, elsewhere] = buttons(3) as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
    from.focus();
    from.remove();
    expect(focusIfLost(target)).toBe(true);
    expect(document.activeElement).toBe(target);

    const [pressed, next] = buttons(2) as [HTMLButtonElement, HTMLButtonElement];
    pressed.focus();
    expect(focusIfLost(next, pressed)).toBe(true);
    expect(document.activeElement).toBe(next);

    elsewhere.focus();
    expect(focusIfLost(target, pressed)).toBe(false);
    expect(document.activeElement).toBe(elsewhere);
    document.body.replaceChildren();
  });
});
