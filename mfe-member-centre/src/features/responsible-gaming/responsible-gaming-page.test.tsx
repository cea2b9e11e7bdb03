import {
  RG_MONEY_LIMIT_KINDS,
  RG_PERIODS,
  rgOverviewCall,
  selfExcludeCall,
  setRgMoneyLimitCall,
  startCoolingOffCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-centre';
import { ResponsibleGamingPage } from './responsible-gaming-page';
import type { RgOverview } from './use-responsible-gaming';

function overview(change: Partial<RgOverview> = {}): RgOverview {
  return {
    currency: 'KHR',
    moneyLimits: RG_MONEY_LIMIT_KINDS.flatMap((kind) =>
      RG_PERIODS.map((period) => ({ kind, period, amount: null, pending: null, used: '0.00' })),
    ),
    sessionTime: { minutes: null, pending: null, usedMinutes: 0 },
    realityCheck: { minutes: 60, pending: null },
    exclusion: null,
    ...change,
  };
}

const withLoss = (amount: string, pending: RgOverview['moneyLimits'][number]['pending'] = null) =>
  overview({
    moneyLimits: overview().moneyLimits.map((l) =>
      l.kind === 'LOSS' && l.period === 'DAY' ? { ...l, amount, pending, used: '12.00' } : l,
    ),
  });

describe('responsible gaming page', () => {
  it('shows every limit and sets a loss limit, answering the limit now in force', async () => {
    const api = createFakeApi()
      .on(rgOverviewCall, () => overview())
      .on(setRgMoneyLimitCall, () => withLoss('50.00'));
    await renderPage(<ResponsibleGamingPage />, { api });
    const loss = await screen.findByTestId('rg-LOSS');
    expect(within(screen.getByTestId('rg-LOSS-DAY')).getByText('No limit')).toBeTruthy();
    fireEvent.change(within(loss).getByLabelText('New limit'), { target: { value: '50' } });
    const save = screen.getByTestId('rg-LOSS-save');
    save.focus();
    fireEvent.click(save);
    // While the limit is sent, Save cannot be pressed again but keeps the keyboard's focus.
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(within(screen.getByTestId('rg-LOSS-DAY')).getByText(/50\.00/)).toBeTruthy());
    expect(document.activeElement).toBe(save);
    expect(api.inputsOf(setRgMoneyLimitCall)).toEqual([{ kind: 'LOSS', period: 'DAY', amount: '50' }]);
    expect(within(screen.getByTestId('rg-LOSS-DAY')).getByText(/Used .*12\.00/)).toBeTruthy();
  });

  it('shows a higher limit as pending with the time it applies', async () => {
    const api = createFakeApi().on(rgOverviewCall, () =>
      withLoss('50.00', { amount: '80.00', from: '2026-01-02T03:00:00.000Z' }),
    );
    await renderPage(<ResponsibleGamingPage />, { api });
    const pending = await screen.findByTestId('rg-pending');
    expect(pending.textContent).toMatch(/Changes to .*80\.00 on /);
  });

  it('asks before a self-exclusion, sends nothing on cancel, and ends the session on yes', async () => {
    const api = createFakeApi()
      .on(rgOverviewCall, () => overview())
      .on(selfExcludeCall, () => ({
        kind: 'SELF_EXCLUSION' as const,
        from: '2026-01-01T00:00:00.000Z',
        until: '2026-07-01T00:00:00.000Z',
      }));
    const { bus } = await renderPage(<ResponsibleGamingPage />, { api });
    const ended: unknown[] = [];
    bus.on('session:expired', (e) => ended.push(e));
    fireEvent.click(await screen.findByTestId('rg-exclusion-start'));
    const dialog = await screen.findByTestId('rg-confirm');
    expect(dialog.textContent).toMatch(/6 months.*cannot be undone/);
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(api.inputsOf(selfExcludeCall)).toEqual([]);
    fireEvent.click(screen.getByTestId('rg-exclusion-start'));
    fireEvent.click(await screen.findByTestId('rg-confirm-yes'));
    await waitFor(() => expect(ended).toHaveLength(1));
    expect(api.inputsOf(selfExcludeCall)).toEqual([{ months: 6, confirm: true }]);
  });

  it('says why when the server refuses, in the member’s language', async () => {
    const api = createFakeApi()
      .on(rgOverviewCall, () => overview())
      .on(startCoolingOffCall, () => refuse('NOT_LOGGED_IN'));
    await renderPage(<ResponsibleGamingPage />, { api, language: 'KM' });
    fireEvent.click(await screen.findByTestId('rg-cooling-start'));
    fireEvent.click(await screen.findByTestId('rg-confirm-yes'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('rg-page').textContent).toContain('ការសម្រាក');
  });
});
