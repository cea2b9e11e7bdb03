import { ApiError } from '@platform/shared-contracts/client';
import {
  operatorReleasesCall,
  promoteReleaseCall,
  publishReleaseCall,
  releaseAuditCall,
  rollbackReleaseCall,
  setReleaseTrafficCall,
} from '@platform/shared-contracts/operator';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTEGRITY, RELEASES } from '../../test/release-fixtures';
import { renderConsole } from '../../test/render-console';

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi()
    .on(operatorReleasesCall, () => RELEASES)
    .on(releaseAuditCall, () => ({
      content: [
        {
          at: '2026-11-22T08:00:00.000Z',
          actor: 'system',
          action: 'AUTO_PULL' as const,
          remote: 'mfe_lobby',
          version: '1.2.0',
          merchantCode: 'DEMOKH',
          reason: 'error rate 40.0% over 5.0% after 25 reports',
          detail: 'traffic 50% -> 0%',
        },
      ],
      pageNum: 1,
      totalPages: 1,
      total: 1,
    }));
});

const dialog = () => screen.getByTestId('action-dialog');
const confirm = (label: RegExp | string) =>
  fireEvent.click(within(dialog()).getByRole('button', { name: label }));

describe('the releases screen', () => {
  it('shows each placement: version, traffic, error rate, outcomes and why a canary was pulled', async () => {
    await renderConsole(api, { roles: ['RELEASE_MANAGER'], hash: '#/releases' });
    const canary = await screen.findByTestId('placement-DEMOKH-1.1.0');
    expect(canary.textContent).toContain('10%');
    expect(canary.textContent).toContain('1.0%');
    const pulled = screen.getByTestId('placement-DEMOKH-1.2.0');
    expect(pulled.textContent).toContain('Pulled');
    expect(pulled.textContent).toContain('error rate 40.0% over 5.0% after 25 reports');
    expect(pulled.textContent).toContain('render failed 10');
    expect(screen.getByTestId('placement-ALL-1.0.0').textContent).toContain('default');
    expect(screen.getByText(/pulled automatically above 5.0% errors once 20 browsers/)).toBeTruthy();
    expect(screen.getByTestId('artifact-mfe_lobby-1.1.0').textContent).toContain('+2.0 KB');
    expect(await screen.findByText('Pulled automatically')).toBeTruthy();
  });

  it('sets a canary share only with a reason, then shows the list again from the server', async () => {
    api.on(setReleaseTrafficCall, (input) => ({
      ...RELEASES.placements[1]!,
      trafficShare: Number(input.trafficShare),
    }));
    await renderConsole(api, { roles: ['RELEASE_MANAGER'], hash: '#/releases' });
    const canary = await screen.findByTestId('placement-DEMOKH-1.1.0');
    fireEvent.click(within(canary).getByRole('button', { name: 'Set canary share' }));
    type(/Traffic share/, '150', dialog());
    confirm('Set canary share');
    expect(errorOf(/Reason/, dialog())).toBe('This field cannot be empty');
    expect(errorOf(/Traffic share/, dialog())).toMatch(/100/);
    expect(api.inputsOf(setReleaseTrafficCall)).toEqual([]);

    type(/Traffic share/, '50', dialog());
    type(/Reason/, 'canary for the new lobby', dialog());
    const readsBefore = api.inputsOf(operatorReleasesCall).length;
    confirm('Set canary share');
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
    expect(api.inputsOf(setReleaseTrafficCall)).toEqual([
      {
        remote: 'mfe_lobby',
        version: '1.1.0',
        merchantCode: 'DEMOKH',
        trafficShare: 50,
        reason: 'canary for the new lobby',
      },
    ]);
    await waitFor(() => expect(api.inputsOf(operatorReleasesCall).length).toBeGreaterThan(readsBefore));
  });

  it('promotes a published version brand-wide and rolls a region back, each with its reason', async () => {
    api
      .on(promoteReleaseCall, () => ({ ...RELEASES.placements[0]!, version: '1.1.0' }))
      .on(rollbackReleaseCall, () => RELEASES.placements[0]!);
    await renderConsole(api, { roles: ['RELEASE_MANAGER'], hash: '#/releases' });
    const artifact = await screen.findByTestId('artifact-mfe_lobby-1.1.0');
    fireEvent.click(within(artifact).getByRole('button', { name: 'Promote' }));
    expect(dialog().textContent).toContain('the current default is kept for a rollback');
    type(/Reason/, 'canary was clean', dialog());
    confirm('Promote');
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
    expect(api.inputsOf(promoteReleaseCall)).toEqual([
      { remote: 'mfe_lobby', version: '1.1.0', reason: 'canary was clean' },
    ]);

    // Brand-wide has nothing before its default; the region's own default goes back to the brand's.
    expect(screen.queryByRole('button', { name: 'Roll back · Brand-wide' })).toBeNull();
    const rollBack = screen.getByRole('button', { name: 'Roll back · DEMOKH' });
    expect(rollBack.getAttribute('title')).toBe('Back to the brand-wide 1.0.0');
    fireEvent.click(rollBack);
    type(/Reason/, 'players report a blank lobby', dialog());
    confirm('Roll back');
    await waitFor(() => expect(api.inputsOf(rollbackReleaseCall)).toHaveLength(1));
    expect(api.inputsOf(rollbackReleaseCall)[0]).toEqual({
      remote: 'mfe_lobby',
      merchantCode: 'DEMOKH',
      reason: 'players report a blank lobby',
    });
  });

  it('publishes with the contract checks, and shows each reason an incompatible release is refused', async () => {
    api.on(publishReleaseCall, () => {
      throw new ApiError('RELEASE_INCOMPATIBLE', {
        status: 422,
        details: [{ field: 'shared', reason: 'react 18.2.0 does not satisfy the host 19.3.1' }],
      });
    });
    await renderConsole(api, { roles: ['RELEASE_MANAGER'], hash: '#/releases' });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish a release' }));
    fireEvent.change(within(dialog()).getByLabelText(/Remote/), { target: { value: 'mfe_lobby' } });
    type(/Version/, 'v2', dialog());
    type(/Integrity/, 'sha256-nope', dialog());
    type(/Reason/, 'new lobby', dialog());
    confirm('Publish');
    expect(errorOf(/Version/, dialog())).toBe('A version looks like 1.2.3 or 1.2.3-rc.1');
    expect(errorOf(/Integrity/, dialog())).toBe('Paste the sha384-… integrity the release command printed');

    type(/Version/, '2.0.0', dialog());
    type(/Integrity/, INTEGRITY, dialog());
    confirm('Publish');
    const refusal = await within(dialog()).findByRole('alert');
    expect(refusal.textContent).toContain('react 18.2.0 does not satisfy the host 19.3.1');
    expect(api.inputsOf(publishReleaseCall)).toEqual([
      { remote: 'mfe_lobby', version: '2.0.0', integrity: INTEGRITY, reason: 'new lobby' },
    ]);
  });
});
