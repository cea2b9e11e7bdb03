import { operatorReleasesCall } from '@platform/shared-contracts/operator';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render-console';

const menuEntries = () =>
  within(screen.getByRole('navigation', { name: /Console menu|控制台菜单/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('what an operator sees', () => {
  it('a FINANCE operator has no Releases entry, and the releases address refuses without asking the server', async () => {
    const api = createFakeApi();
    await renderConsole(api, { roles: ['FINANCE'], hash: '#/releases' });
    expect(menuEntries()).not.toContain('Releases');
    expect(screen.getByRole('alert').textContent).toContain('Your operator role does not allow this');
    expect(api.inputsOf(operatorReleasesCall)).toEqual([]);
  });

  it('a release manager sees only Releases', async () => {
    const api = createFakeApi().on(operatorReleasesCall, () => ({
      artifacts: [],
      placements: [],
      autoPull: { errorRate: 0.05, minReports: 20 },
    }));
    await renderConsole(api, { roles: ['RELEASE_MANAGER'] });
    expect(menuEntries()).toEqual(['Releases']);
    expect(await screen.findByText('No release is published yet.')).toBeTruthy();
  });

  it('shows the menu in Chinese, and switches language from the header', async () => {
    const api = createFakeApi();
    await renderConsole(api, { roles: ['SUPPORT'], language: 'CN', hash: '#/nowhere' });
    expect(menuEntries()).toEqual(['地区设置', '游戏', '公告', '会员']);
    fireEvent.change(screen.getByLabelText('语言'), { target: { value: 'EN' } });
    expect(await screen.findByRole('link', { name: 'Members' })).toBeTruthy();
  });
});
