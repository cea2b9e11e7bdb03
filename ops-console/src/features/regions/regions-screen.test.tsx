import { WHITELABEL_SWITCHES } from '@platform/shared-contracts/client';
import {
  operatorRegionSettingsCall,
  type RegionSettings,
  updateRegionSwitchesCall,
  updateRegisterSettingsCall,
} from '@platform/shared-contracts/operator';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console';

const settingsOf = (merchantCode: string): RegionSettings => ({
  merchantCode,
  switches: Object.fromEntries(WHITELABEL_SWITCHES.map((name) => [name, name !== 'FREEPLAY3'])),
  registerFields: [
    { field: 'mobile', enabled: true, required: true },
    { field: 'email', enabled: true, required: false },
  ],
  registerCaptcha: true,
  smsHumanCheck: false,
  agreementAge: 18,
});

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi().on(operatorRegionSettingsCall, (input) => settingsOf(input.merchantCode));
});

const dialog = () => screen.getByTestId('action-dialog');

describe('the regions screen', () => {
  it('sends only the switches the operator changed, with the reason', async () => {
    api.on(updateRegionSwitchesCall, (input) => ({
      ...settingsOf(input.merchantCode),
      switches: { ...settingsOf(input.merchantCode).switches, ...input.switches },
    }));
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/regions' });
    const freePlay = await screen.findByRole('switch', { name: /Free play/ });
    expect(freePlay.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: 'Save switch changes' })).toHaveProperty('disabled', true);
    fireEvent.click(freePlay);
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 switch change' }));
    expect(dialog().textContent).toContain('FREEPLAY3 → on');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(errorOf(/Reason/, dialog())).toBe('This field cannot be empty');
    type(/Reason/, 'trial weekend', dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.inputsOf(updateRegionSwitchesCall)).toEqual([
        { merchantCode: 'DEMOKH', switches: { FREEPLAY3: true }, reason: 'trial weekend' },
      ]),
    );
  });

  it('reads the region chosen, and refuses an agreement age outside the contract before asking why', async () => {
    api.on(updateRegisterSettingsCall, (input) => settingsOf(input.merchantCode));
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/regions' });
    await screen.findByRole('switch', { name: /Free play/ });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'DEMOTH' } });
    await waitFor(() =>
      expect(api.inputsOf(operatorRegionSettingsCall).at(-1)).toEqual({ merchantCode: 'DEMOTH' }),
    );
    await screen.findByLabelText(/Agreement age/);
    type(/Agreement age/, '12');
    fireEvent.click(await screen.findByRole('button', { name: 'Save registration settings' }));
    expect(errorOf(/Agreement age/)).toMatch(/16/);
    expect(screen.queryByTestId('action-dialog')).toBeNull();

    type(/Agreement age/, '21');
    fireEvent.click(screen.getByLabelText('Show email'));
    fireEvent.click(screen.getByRole('button', { name: 'Save registration settings' }));
    type(/Reason/, 'legal age changed', dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.inputsOf(updateRegisterSettingsCall)).toHaveLength(1));
    expect(api.inputsOf(updateRegisterSettingsCall)[0]).toEqual({
      merchantCode: 'DEMOTH',
      fields: [
        { field: 'mobile', enabled: true, required: true },
        { field: 'email', enabled: false, required: false },
      ],
      registerCaptcha: true,
      smsHumanCheck: false,
      agreementAge: 21,
      reason: 'legal age changed',
    });
  });
});
