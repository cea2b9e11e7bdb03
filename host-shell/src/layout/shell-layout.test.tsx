import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellLayout } from './shell-layout';
import { makeMember, renderLayout } from './test/render-layout';

function Shell() {
  return (
    <ShellLayout>
      <p>home content</p>
    </ShellLayout>
  );
}

describe('shell layout', () => {
  it('puts header, side menu, the page, footer and right side bar around the route', async () => {
    await renderLayout(<Shell />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('home content');
    expect(screen.getByTestId('side-menu-rail')).toBeTruthy();
    // The parts out of view when a page opens come after the rest, each in its own time: the right bar in the task
    // after, the footer once near the viewport (decision 177).
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByTestId('right-bar')).toBeTruthy();
    expect(screen.queryByTestId('account-name')).toBeNull();
  });

  it('shows the account and logout when logged in', async () => {
    await renderLayout(<Shell />, { member: makeMember() });
    expect(screen.getByTestId('account-name').textContent).toBe('demo01');
    expect(screen.getAllByTestId('logout').length).toBeGreaterThan(0);
  });
});
