import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { regionRequestAtom } from '../layout-store';
import { makeStatus, renderLayout } from '../test/render-layout';
import { RegionModal } from './region-modal';
import { CurrencySelect, RegionPicker } from './region-picker';

function Region() {
  return (
    <>
      <RegionPicker />
      <CurrencySelect />
      <RegionModal />
    </>
  );
}

describe('region modal', () => {
  it('confirming stores the merchant, takes its first language, clears the session but the merchant, and reloads at /', async () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('hotGames', '[]');
    sessionStorage.setItem('merchantCode', 'DEMOKH');
    localStorage.setItem('merchantCode', 'DEMOKH');
    localStorage.setItem('language', 'KM');
    const { services } = await renderLayout(<Region />);

    fireEvent.click(screen.getByTestId('region-picker'));
    fireEvent.click(await screen.findByRole('radio', { name: /Vietnam/ }));
    fireEvent.click(screen.getByTestId('region-confirm'));

    expect(localStorage.getItem('merchantCode')).toBe('DEMOVN');
    expect(localStorage.getItem('language')).toBe('VI');
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMOVN');
    expect(sessionStorage.length).toBe(1);
    expect(services.reloadAt).toHaveBeenCalledWith('/');
  });

  it('names the picker by the country and currency it shows (label in name)', async () => {
    localStorage.setItem('merchantCode', 'DEMOKH');
    await renderLayout(<Region />);
    const picker = await screen.findByRole('button', { name: 'Region: Cambodia KHR' });
    expect(picker.getAttribute('data-testid')).toBe('region-picker');
    expect(picker.getAttribute('aria-label')).toBeNull();
  });

  it('choosing a currency preselects its region and asks to confirm', async () => {
    localStorage.setItem('merchantCode', 'DEMOKH');
    const { services } = await renderLayout(<Region />);
    fireEvent.click(screen.getByTestId('currency-select'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /THB/ }));
    expect(await screen.findByTestId('region-modal')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Thailand/ }) as HTMLInputElement).checked).toBe(true);
    expect(services.reloadAt).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('region-confirm'));
    expect(localStorage.getItem('merchantCode')).toBe('DEMOTH');
    expect(services.reloadAt).toHaveBeenCalledWith('/');
  });

  it('cannot confirm the region already in use', async () => {
    const store = createStore();
    store.set(regionRequestAtom, { merchantCode: 'DEMOKH', reason: 'picked' });
    await renderLayout(<RegionModal />, { store });
    expect(((await screen.findByTestId('region-confirm')) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers the visitor's own region once, and cancel keeps the current merchant so it is not asked again", async () => {
    const first = await renderLayout(<RegionModal />, {
      status: makeStatus({ country: 'VN', merchantCode: 'DEMOKH' }),
    });
    expect((await screen.findByTestId('region-modal')).textContent).toContain(
      'It looks like you are in Vietnam',
    );
    expect((screen.getByRole('radio', { name: /Vietnam/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('region-cancel'));
    expect(screen.queryByTestId('region-modal')).toBeNull();
    expect(localStorage.getItem('merchantCode')).toBe('DEMOKH');
    first.unmount();

    // localStorage is cleared after each test, so check the "asked before" rule in the same test.
    await renderLayout(<RegionModal />, { status: makeStatus({ country: 'VN', merchantCode: 'DEMOKH' }) });
    expect(screen.queryByTestId('region-modal')).toBeNull();
  });

  it('does not offer a region when the visitor is in the current one', async () => {
    await renderLayout(<RegionModal />, { status: makeStatus({ country: 'KH', merchantCode: 'DEMOKH' }) });
    expect(screen.queryByTestId('region-modal')).toBeNull();
  });
});
