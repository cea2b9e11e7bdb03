import {
  type OperatorGameVendor,
  operatorGameVendorsCall,
  vendorMaintenanceCall,
} from '@platform/shared-contracts/operator';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console';

const STUDIO: OperatorGameVendor = {
  vendor: 'HOUSE',
  name: 'SEA Studio',
  category: 'RNG',
  maintenance: false,
  games: 5,
};
const LOTTO: OperatorGameVendor = {
  vendor: 'LOTTO',
  name: 'Lotto',
  category: 'LOTT',
  maintenance: true,
  games: 1,
};

let api: FakeApi;
let vendors: Record<string, OperatorGameVendor[]>;
beforeEach(() => {
  vendors = { DEMOKH: [STUDIO, LOTTO], DEMOTH: [] };
  api = createFakeApi()
    .on(operatorGameVendorsCall, (input) => vendors[input.merchantCode] ?? [])
    .on(vendorMaintenanceCall, (input) => {
      const list = vendors[input.merchantCode] ?? [];
      vendors[input.merchantCode] = list.map((v) =>
        v.vendor === input.vendor ? { ...v, maintenance: input.maintenance } : v,
      );
      return { merchantCode: input.merchantCode, vendor: input.vendor, maintenance: input.maintenance };
    });
});

const row = (vendor: string) => screen.getByTestId(`vendor-${vendor}`);
const dialog = () => screen.getByTestId('action-dialog');

describe('the games screen', () => {
  it("lists the region's vendors with their state, and puts one into maintenance with the reason", async () => {
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/games' });
    await screen.findByTestId('vendor-HOUSE');
    expect(row('HOUSE').textContent).toContain('SEA Studio');
    expect(row('HOUSE').textContent).toContain('Slots');
    expect(within(row('HOUSE')).getByText('Open')).toBeTruthy();
    expect(within(row('LOTTO')).getByText('In maintenance')).toBeTruthy();

    fireEvent.click(within(row('HOUSE')).getByRole('button', { name: 'Start maintenance' }));
    expect(dialog().textContent).toContain('Players in DEMOKH keep seeing SEA Studio and its 5 games');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Start maintenance' }));
    expect(errorOf(/Reason/, dialog())).toBe('This field cannot be empty');
    expect(api.inputsOf(vendorMaintenanceCall)).toEqual([]);
    type(/Reason/, 'studio upgrade', dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Start maintenance' }));
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
    expect(api.inputsOf(vendorMaintenanceCall)).toEqual([
      { merchantCode: 'DEMOKH', vendor: 'HOUSE', maintenance: true, reason: 'studio upgrade' },
    ]);
    // The list is read again: the studio now offers to end its maintenance.
    await waitFor(() => expect(within(row('HOUSE')).getByText('In maintenance')).toBeTruthy());
    expect(within(row('HOUSE')).getByRole('button', { name: 'End maintenance' })).toBeTruthy();
  });

  it('ends maintenance, reads the region chosen, and says when a region lists no vendor', async () => {
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/games' });
    await screen.findByTestId('vendor-LOTTO');
    fireEvent.click(within(row('LOTTO')).getByRole('button', { name: 'End maintenance' }));
    expect(dialog().textContent).toContain("Players in DEMOKH can open Lotto's 1 game again.");
    type(/Reason/, 'draws back', dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'End maintenance' }));
    await waitFor(() =>
      expect(api.inputsOf(vendorMaintenanceCall)).toEqual([
        { merchantCode: 'DEMOKH', vendor: 'LOTTO', maintenance: false, reason: 'draws back' },
      ]),
    );

    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'DEMOTH' } });
    expect(await screen.findByText('This region lists no game vendor.')).toBeTruthy();
    expect(api.inputsOf(operatorGameVendorsCall)).toContainEqual({ merchantCode: 'DEMOTH' });
  });
});
