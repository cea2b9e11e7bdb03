import { TRIAL_TYPE } from '@platform/shared-contracts/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMember, record, renderLayout } from '../test/render-layout';
import { MemberCentreHost } from './member-centre-host';

describe('member-centre host', () => {
  it('asks a guest to log in', async () => {
    const { bus } = await renderLayout(<MemberCentreHost />);
    const auth = record(bus, 'auth:open');
    act(() => bus.emit('member-centre:open', { page: 'depositv2' }));
    expect(auth).toEqual([{ view: 'login' }]);
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('asks a trial account to register a real account first, and opens register from the popup', async () => {
    const { bus } = await renderLayout(<MemberCentreHost />, {
      member: makeMember({ account: 'trial01', type: TRIAL_TYPE, isTrial: true }),
    });
    const auth = record(bus, 'auth:open');
    act(() => bus.emit('member-centre:open', { page: 'securityCenter' }));
    expect(screen.getByText('Please register a real account first')).toBeTruthy();
    expect(screen.queryByTestId('member-centre')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(auth).toEqual([{ view: 'register' }]);
    expect(screen.queryByText('Please register a real account first')).toBeNull();
  });

  it('gives a trial account the same prompt for the agent centre', async () => {
    const { bus } = await renderLayout(<MemberCentreHost />, {
      member: makeMember({ type: TRIAL_TYPE, isTrial: true }),
    });
    act(() => bus.emit('agent-centre:open', {}));
    expect(screen.getByText('Please register a real account first')).toBeTruthy();
  });

  it('gives a trial account that launches a game the same prompt, with its way to register', async () => {
    const { bus } = await renderLayout(<MemberCentreHost />, {
      member: makeMember({ type: TRIAL_TYPE, isTrial: true }),
    });
    const auth = record(bus, 'auth:open');
    act(() => bus.emit('account:real-required', {}));
    expect(screen.getByText('Please register a real account first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(auth).toEqual([{ view: 'register' }]);
  });

  it("opens the member centre in a modal; an unreleased remote shows its honest 'not available' panel", async () => {
    const { bus } = await renderLayout(<MemberCentreHost />, { member: makeMember() });
    act(() => bus.emit('member-centre:open', { page: 'depositv2' }));
    const modal = screen.getByTestId('member-centre');
    expect(modal.textContent).toContain('Member centre');
    expect(screen.getByTestId('slot-member-centre-unavailable')).toBeTruthy();
  });

  it('opens the agent centre for agents only', async () => {
    const member = await renderLayout(<MemberCentreHost />, { member: makeMember() });
    act(() => member.bus.emit('agent-centre:open', {}));
    expect(screen.queryByTestId('agent-centre')).toBeNull();
    expect(screen.getByText('The agent centre is for agent accounts only.')).toBeTruthy();
    member.unmount();

    const agent = await renderLayout(<MemberCentreHost />, {
      member: makeMember({ account: 'agent01', type: 1, isAgent: true }),
    });
    act(() => agent.bus.emit('agent-centre:open', {}));
    expect(screen.getByTestId('agent-centre')).toBeTruthy();
    expect(screen.getByTestId('slot-agent-centre-unavailable')).toBeTruthy();
  });
});
