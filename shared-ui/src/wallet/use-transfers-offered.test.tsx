import { merchantWalletCall } from '@platform/shared-contracts/client';
import { assertNoContractViolations, createFakeApi } from '@platform/shared-contracts/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTransfersOffered } from './use-transfers-offered';

const lottery = [{ vendor: 'LOTTERY', name: 'Lottery' }];

beforeEach(() => sessionStorage.clear());
afterEach(() => assertNoContractViolations());

describe('useTransfersOffered', () => {
  it('offers transfers once the region answers a wallet per vendor with one to move money to', async () => {
    const api = createFakeApi().on(merchantWalletCall, () => ({ isSingle: 0 as const, vendors: lottery }));
    const { result } = renderHook(() => useTransfersOffered(api, 'DEMOTH', true));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    // The next part of the page knows at once, from the session's answer.
    expect(renderHook(() => useTransfersOffered(api, 'DEMOTH', true)).result.current).toBe(true);
    expect(api.inputsOf(merchantWalletCall)).toEqual([{ merchantCode: 'DEMOTH' }]);
  });

  it('offers none where one wallet serves everything, and asks nothing for a visitor', async () => {
    const api = createFakeApi().on(merchantWalletCall, () => ({ isSingle: 1 as const, vendors: [] }));
    renderHook(() => useTransfersOffered(api, 'DEMOKH', false));
    expect(api.inputsOf(merchantWalletCall)).toEqual([]);
    const { result } = renderHook(() => useTransfersOffered(api, 'DEMOKH', true));
    await waitFor(() => expect(api.inputsOf(merchantWalletCall)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBe(false);
  });

  it('offers them when the read fails: the transfer page says what it can', async () => {
    const api = createFakeApi();
    const { result } = renderHook(() => useTransfersOffered(api, 'DEMOTH', true));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
