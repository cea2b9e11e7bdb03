import { afterEach, describe, expect, it } from 'vitest';
import { createDepositCall, depositOrderCall } from '../calls/payment-calls';
import { ApiError } from '../errors/catalogue';
import { createFakeApi, refuse, takeContractViolations } from './fake-api';

const order = {
  orderId: 'D100',
  channelId: 'sandbox-bank',
  amount: '500.00',
  currency: 'KHR',
  status: 'PENDING',
  payUrl: '/sandbox-pay/D100',
  createdAt: '2025-01-02T03:04:05Z',
  creditedAt: null,
} as const;

afterEach(() => {
  takeContractViolations();
});

describe('the fake API of component tests', () => {
  it('answers a fixture the server could send', async () => {
    const api = createFakeApi().on(depositOrderCall, () => order);
    await expect(api.call(depositOrderCall, { orderId: 'D100' })).resolves.toEqual(order);
    expect(takeContractViolations()).toEqual([]);
  });

  it('refuses a drifting fixture, naming the call and the field, and keeps it for the test to fail on', async () => {
    const drifted = { ...order, status: 'PAID', amount: 500 } as never;
    const api = createFakeApi().on(depositOrderCall, () => drifted);
    await expect(api.call(depositOrderCall, { orderId: 'D100' })).rejects.toThrow(
      /fixture answer of depositOrder does not match its contract.*amount/,
    );
    const [violation] = takeContractViolations();
    expect(violation).toMatch(/depositOrder.*status/);
  });

  it('refuses a request the server would refuse', async () => {
    const api = createFakeApi().on(createDepositCall, () => order);
    await expect(
      api.call(createDepositCall, {
        channelId: 'sandbox-bank',
        amount: '0100',
        idempotencyKey: 'k'.repeat(20),
      }),
    ).rejects.toThrow(/request to createDeposit does not match its contract \(amount: amount_format\)/);
    expect(takeContractViolations()).toHaveLength(1);
  });

  it('passes refusals through as the real client throws them', async () => {
    const api = createFakeApi().on(depositOrderCall, () => refuse('NOT_FOUND'));
    await expect(api.call(depositOrderCall, { orderId: 'D100' })).rejects.toBeInstanceOf(ApiError);
    expect(takeContractViolations()).toEqual([]);
  });
});
