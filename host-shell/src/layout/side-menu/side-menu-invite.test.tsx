import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMember, record, renderLayout } from '../test/render-layout';
import { SideRail } from './side-menu';

// A member centre that draws every page, the referral page among them: what the invite entry does once it exists.
vi.mock('../open-pages', async (original) => ({
  ...(await original<typeof import('../open-pages')>()),
  memberCentreHas: () => true,
}));

describe('side menu invite, once the member centre draws the referral page', () => {
  it('asks a guest to log in and opens the referral page for a member', async () => {
    const guest = await renderLayout(<SideRail />);
    const auth = record(guest.bus, 'auth:open');
    fireEvent.click(screen.getByTestId('menu-invite'));
    expect(auth).toEqual([{ view: 'login' }]);
    guest.unmount();

    const member = await renderLayout(<SideRail />, { member: makeMember() });
    const centre = record(member.bus, 'member-centre:open');
    fireEvent.click(screen.getByTestId('menu-invite'));
    expect(centre).toEqual([{ page: 'referral' }]);
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
  });
});
