import {
  createDepositCall,
  type DepositOrder,
  depositChannelsCall,
  depositOrderCall,
  freePlayCall,
  loginCall,
  newIdempotencyKey,
  operatorDepositsCall,
  paymentCallbackCall,
  registerCall,
  transactionHistoryCall,
  walletBalanceCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { PaymentNotification } from '../src/providers/payment/payment-provider';
import { signNotification } from '../src/providers/payment/sandbox-payment-provider';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { refusalError } from './refusal';

let server: TestServer;
let member: TestClient;
let operator: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  member = server.client();
  await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
  operator = await server.operatorClient();
});
afterAll(() => server.close());

const deposit = (amount: string, channelId = 'sandbox-bank', idempotencyKey = newIdempotencyKey()) =>
  member.call(createDepositCall, { channelId, amount, idempotencyKey });

const balance = async () => (await member.call(walletBalanceCall, {})).balance;

/** What the member's main wallet holds, straight from the ledger. */
async function ledgerBalance(): Promise<bigint> {
  const [row] = await server.sql<{ balance: string }>(
    `select a.balance::text as balance from ledger_accounts a join members m on m.id = a.member_id
      where m.account = $1 and a.kind = 'MEMBER_MAIN'`,
    [DEMO_MEMBER.account],
  );
  return BigInt(row!.balance);
}

async function depositPostings(orderId: string): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    `select count(*)::int as n from ledger_postings where kind = 'DEPOSIT' and reference = $1`,
    [orderId],
  );
  return row!.n;
}

async function secretOf(channelId: string, merchantCode = 'DEMOKH', on = server): Promise<string> {
  const [row] = await on.sql<{ secret: string }>(
    'select secret from deposit_channels where merchant_code = $1 and id = $2',
    [merchantCode, channelId],
  );
  return row!.secret;
}

/** The sandbox site's buttons, as the browser posts them. */
async function sandboxButton(orderId: string, outcome: 'pay' | 'fail') {
  const response = await fetch(`${server.baseUrl}/sandbox-pay/${orderId}/${outcome}`, { method: 'POST' });
  return { status: response.status, html: await response.text() };
}

function notification(
  order: Pick<DepositOrder, 'orderId' | 'amount' | 'currency'>,
  fields: Partial<PaymentNotification> = {},
) {
  return {
    provider: 'sandbox',
    orderId: order.orderId,
    providerRef: `REF${order.orderId.slice(1, 12)}`,
    amount: order.amount,
    currency: order.currency,
    status: 'SUCCESS' as const,
    timestamp: String(Date.now()),
    ...fields,
  };
}

async function notify(fields: Omit<PaymentNotification, 'sign'>, secret: string) {
  return server.raw('POST', paymentCallbackCall.path, { body: signNotification(fields, secret) });
}

/** Rows a refused notification must leave alone. */
async function moneyState() {
  const [row] = await server.sql(
    `select (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from deposit_orders t) as orders,
            (select count(*)::int from ledger_postings) as postings,
            (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from ledger_accounts t) as accounts`,
  );
  return row;
}

describe('deposit channels', () => {
  it('lists the member’s merchant’s channels with limits as money and the currency', async () => {
    expect(await member.call(depositChannelsCall, {})).toEqual({
      currency: 'KHR',
      channels: [
        {
          id: 'sandbox-bank',
          name: 'Sandbox bank transfer',
          provider: 'sandbox',
          minAmount: '10.00',
          maxAmount: '100000.00',
        },
        {
          id: 'sandbox-qr',
          name: 'Sandbox QR payment',
          provider: 'sandbox',
          minAmount: '5.00',
          maxAmount: '20000.00',
        },
      ],
    });
  });
});

describe('creating a deposit', () => {
  it('makes a PENDING order with the sandbox page as payUrl and moves nothing yet', async () => {
    const before = await balance();
    const order = await deposit('150.00');
    expect(order).toMatchObject({
      orderId: expect.stringMatching(/^D[0-9A-F]{20}$/),
      channelId: 'sandbox-bank',
      amount: '150.00',
      currency: 'KHR',
      status: 'PENDING',
      payUrl: `/sandbox-pay/${order.orderId}`,
      creditedAt: null,
    });
    expect(await balance()).toBe(before);
    expect(await depositPostings(order.orderId)).toBe(0);
    expect(await member.call(depositOrderCall, { orderId: order.orderId })).toEqual(order);
  });

  it('answers the same order for a repeated key, and refuses the key with another payload', async () => {
    const key = newIdempotencyKey();
    const first = await deposit('20.00', 'sandbox-bank', key);
    expect(await deposit('20.00', 'sandbox-bank', key)).toEqual(first);
    expect(await deposit('20', 'sandbox-bank', key)).toEqual(first);
    expect((await refusalError(deposit('21.00', 'sandbox-bank', key))).code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await refusalError(deposit('20.00', 'sandbox-qr', key))).code).toBe('IDEMPOTENCY_CONFLICT');
    const [row] = await server.sql<{ n: number }>(
      'select count(*)::int as n from deposit_orders where idempotency_key = $1',
      [key],
    );
    expect(row!.n).toBe(1);
  });

  it('resolves concurrent requests with one key to one order', async () => {
    const key = newIdempotencyKey();
    const orders = await Promise.all(Array.from({ length: 5 }, () => deposit('30.00', 'sandbox-qr', key)));
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(1);
  });

  it('refuses an amount outside the channel’s limits with AMOUNT_OUT_OF_RANGE and the limits', async () => {
    const low = await refusalError(deposit('9.99'));
    expect(low.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect(low.status).toBe(400);
    expect(low.value).toEqual({ minAmount: '10.00', maxAmount: '100000.00' });
    expect((await refusalError(deposit('100000.01'))).code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await refusalError(deposit('20000.01', 'sandbox-qr'))).value).toEqual({
      minAmount: '5.00',
      maxAmount: '20000.00',
    });
    expect((await deposit('10.00')).status).toBe('PENDING');
    expect((await deposit('100000.00')).status).toBe('PENDING');
  });

  it('refuses an unknown channel, a disabled one and another merchant’s with NOT_FOUND', async () => {
    await server.sql(
      `insert into deposit_channels (merchant_code, id, name, provider, min_amount, max_amount)
       values ('DEMOVN', 'vn-only', 'VN bank', 'sandbox', 100, 100000)`,
    );
    expect((await refusalError(deposit('50.00', 'no-such-channel'))).code).toBe('NOT_FOUND');
    expect((await refusalError(deposit('50.00', 'vn-only'))).code).toBe('NOT_FOUND');
    await server.sql(
      `update deposit_channels set enabled = false where merchant_code = 'DEMOKH' and id = 'sandbox-qr'`,
    );
    try {
      expect((await refusalError(deposit('50.00', 'sandbox-qr'))).code).toBe('NOT_FOUND');
      expect((await member.call(depositChannelsCall, {})).channels.map((c) => c.id)).toEqual([
        'sandbox-bank',
      ]);
    } finally {
      await server.sql(
        `update deposit_channels set enabled = true where merchant_code = 'DEMOKH' and id = 'sandbox-qr'`,
      );
    }
  });

  it('refuses a trial account with TRIAL_ACCOUNT_NOT_ALLOWED', async () => {
    const trial = server.client();
    await trial.call(freePlayCall, { os: 'Linux', platform: 'W', random: 'd'.repeat(32), gatewayVersion: 3 });
    const refused = await refusalError(
      trial.call(createDepositCall, {
        channelId: 'sandbox-bank',
        amount: '50.00',
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    expect(refused.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
  });

  it('shows an order to its member only', async () => {
    const order = await deposit('40.00');
    const other = server.client({ ip: '10.60.0.1' });
    await other.call(registerCall, {
      username: 'depother1',
      password: 'other1234',
      confirmPassword: 'other1234',
    });
    expect((await refusalError(other.call(depositOrderCall, { orderId: order.orderId }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await refusalError(member.call(depositOrderCall, { orderId: 'D0000000000' }))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('paying through the sandbox', () => {
  it('shows a payment page with the merchant, amount, currency and both buttons', async () => {
    const order = await deposit('1234.50');
    const response = await fetch(`${server.baseUrl}${order.payUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('DEMOKH');
    expect(html).toContain('1,234.50 KHR');
    expect(html).toContain('data-testid="sandbox-pay"');
    expect(html).toContain('data-testid="sandbox-fail"');
    expect(html).toContain('name="viewport"');
  });

  it('answers an unknown order with a 404 page', async () => {
    const response = await fetch(`${server.baseUrl}/sandbox-pay/D0000000000`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Payment not found');
    expect((await sandboxButton('D0000000000', 'pay')).status).toBe(404);
  });

  it('credits the main wallet exactly once when the member pays, however often the button is pressed', async () => {
    const before = await ledgerBalance();
    const order = await deposit('150.00');
    const paid = await sandboxButton(order.orderId, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment complete, you can close this window');
    expect(paid.html).toContain('window.close()');

    const credited = await member.call(depositOrderCall, { orderId: order.orderId });
    expect(credited.status).toBe('CREDITED');
    expect(credited.creditedAt).not.toBeNull();
    expect(await ledgerBalance()).toBe(before + 15_000n);

    expect((await sandboxButton(order.orderId, 'pay')).html).toContain('Payment complete');
    expect((await sandboxButton(order.orderId, 'fail')).html).toContain('Payment complete');
    expect(await ledgerBalance()).toBe(before + 15_000n);
    expect(await depositPostings(order.orderId)).toBe(1);
    expect((await member.call(depositOrderCall, { orderId: order.orderId })).status).toBe('CREDITED');

    const page = await (await fetch(`${server.baseUrl}${order.payUrl}`)).text();
    expect(page).not.toContain('sandbox-pay"');
    expect(page).toContain('already credited');

    const history = await member.call(transactionHistoryCall, { type: 'DEPOSIT' });
    expect(history.content[0]).toMatchObject({
      type: 'DEPOSIT',
      kind: 'DEPOSIT',
      amount: '150.00',
      reference: order.orderId,
    });
  });

  it('marks the order FAILED when the payment fails, and moves nothing', async () => {
    const before = await ledgerBalance();
    const order = await deposit('60.00');
    const failed = await sandboxButton(order.orderId, 'fail');
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('Payment failed, you can close this window');
    expect(await member.call(depositOrderCall, { orderId: order.orderId })).toMatchObject({
      status: 'FAILED',
      creditedAt: null,
    });
    expect(await ledgerBalance()).toBe(before);
    expect(await depositPostings(order.orderId)).toBe(0);
  });
});

describe('the payment callback', () => {
  it('credits once however often, or however concurrently, the same notification arrives', async () => {
    const before = await ledgerBalance();
    const order = await deposit('75.25');
    const secret = await secretOf('sandbox-bank');
    const fields = notification(order);
    const answers = await Promise.all(Array.from({ length: 4 }, () => notify(fields, secret)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, value: { orderId: order.orderId, status: 'CREDITED' } });
    }
    expect((await notify(fields, secret)).body.value.status).toBe('CREDITED');
    expect(await ledgerBalance()).toBe(before + 7_525n);
    expect(await depositPostings(order.orderId)).toBe(1);
    const [row] = await server.sql<{ provider_ref: string }>(
      'select provider_ref from deposit_orders where id = $1',
      [order.orderId],
    );
    expect(row!.provider_ref).toBe(fields.providerRef);
  });

  it('refuses a forged signature with 401 CALLBACK_SIGNATURE_INVALID and writes nothing', async () => {
    const order = await deposit('80.00');
    const secret = await secretOf('sandbox-bank');
    const before = await moneyState();

    const wrongKey = await notify(notification(order), 'not-the-secret');
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body).toMatchObject({ success: false, code: 'CALLBACK_SIGNATURE_INVALID' });

    const otherChannel = await notify(notification(order), await secretOf('sandbox-qr'));
    expect(otherChannel.body.code).toBe('CALLBACK_SIGNATURE_INVALID');

    const altered = { ...signNotification(notification(order), secret), providerRef: 'SOMEONEELSE' };
    expect((await server.raw('POST', paymentCallbackCall.path, { body: altered })).status).toBe(401);

    const garbage = { ...notification(order), sign: 'f'.repeat(64) };
    expect((await server.raw('POST', paymentCallbackCall.path, { body: garbage })).status).toBe(401);

    expect(await moneyState()).toEqual(before);
    expect((await member.call(depositOrderCall, { orderId: order.orderId })).status).toBe('PENDING');
  });

  it('refuses a notification whose amount or currency differs from the order with 409, crediting nothing', async () => {
    const order = await deposit('90.00');
    const secret = await secretOf('sandbox-bank');
    const before = await moneyState();
    const more = await notify(notification(order, { amount: '900.00' }), secret);
    expect(more.status).toBe(409);
    expect(more.body.code).toBe('CALLBACK_AMOUNT_MISMATCH');
    const currency = await notify(notification(order, { currency: 'USD' }), secret);
    expect(currency.body.code).toBe('CALLBACK_AMOUNT_MISMATCH');
    expect(await moneyState()).toEqual(before);
    // The same amount written without decimals is the same amount.
    expect((await notify(notification(order, { amount: '90' }), secret)).body.value.status).toBe('CREDITED');
  });

  it('answers NOT_FOUND for an unknown order or a provider that does not serve it', async () => {
    const order = await deposit('15.00');
    const secret = await secretOf('sandbox-bank');
    expect((await notify(notification(order, { orderId: 'D0000000000' }), secret)).status).toBe(404);
    expect((await notify(notification(order, { provider: 'otherpay' }), secret)).status).toBe(404);
  });

  it('never un-credits: FAILED after CREDITED keeps the order credited', async () => {
    const before = await ledgerBalance();
    const order = await deposit('25.00');
    const secret = await secretOf('sandbox-bank');
    await notify(notification(order), secret);
    const late = await notify(notification(order, { status: 'FAILED' }), secret);
    expect(late.body.value.status).toBe('CREDITED');
    expect(await ledgerBalance()).toBe(before + 2_500n);
  });

  it('credits a FAILED order when the provider later reports the money arrived', async () => {
    const before = await ledgerBalance();
    const order = await deposit('35.00');
    const secret = await secretOf('sandbox-bank');
    expect((await notify(notification(order, { status: 'FAILED' }), secret)).body.value.status).toBe(
      'FAILED',
    );
    expect((await notify(notification(order, { status: 'FAILED' }), secret)).body.value.status).toBe(
      'FAILED',
    );
    expect((await notify(notification(order), secret)).body.value.status).toBe('CREDITED');
    expect(await ledgerBalance()).toBe(before + 3_500n);
  });

  it('keeps settling during maintenance', async () => {
    const order = await deposit('45.00');
    const secret = await secretOf('sandbox-bank');
    await server.sql(`update merchant_settings set maintenance = true where merchant_code = 'DEMOKH'`);
    try {
      expect((await notify(notification(order), secret)).body.value.status).toBe('CREDITED');
    } finally {
      await server.sql(`update merchant_settings set maintenance = false where merchant_code = 'DEMOKH'`);
    }
  });
});

describe('the operator’s deposit list', () => {
  it('lists deposits newest first with the member, merchant and provider reference', async () => {
    const order = await deposit('55.00');
    await sandboxButton(order.orderId, 'pay');
    const page = await operator.call(operatorDepositsCall, { pageNo: '1', pageSize: '5' });
    expect(page.pageNum).toBe(1);
    expect(page.content).toHaveLength(5);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
    expect(page.content[0]).toMatchObject({
      orderId: order.orderId,
      status: 'CREDITED',
      amount: '55.00',
      memberAccount: DEMO_MEMBER.account,
      merchantCode: 'DEMOKH',
      providerRef: expect.stringMatching(/^SBX[0-9A-F]{16}$/),
    });
    const times = page.content.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const pending = await operator.call(operatorDepositsCall, { status: 'PENDING', pageSize: '100' });
    expect(pending.content.length).toBeGreaterThan(0);
    expect(pending.content.every((o) => o.status === 'PENDING')).toBe(true);
    const second = await operator.call(operatorDepositsCall, { pageNo: '2', pageSize: '5' });
    expect(second.content[0]?.orderId).not.toBe(page.content[0]?.orderId);
  });

  it('shows an operator only the regions it works on', async () => {
    const vietnam = await server.operatorClient(await server.createOperator('opsvn', ['DEMOVN']));
    expect((await vietnam.call(operatorDepositsCall, {})).total).toBe(0);
  });

  it('refuses a member’s token', async () => {
    const asMember = server.client({ token: member.token ?? undefined });
    const refused = await refusalError(asMember.call(operatorDepositsCall, {}));
    expect(refused.code).toBe('NOT_LOGGED_IN');
    expect(refused.status).toBe(401);
  });
});

describe('a production server', () => {
  it('runs no sandbox: its channels are not offered, its orders and pages are not found', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const player = production.client();
      await player.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
      const offered = await player.call(depositChannelsCall, {});
      expect(offered.channels).toEqual([]);
      const refused = await refusalError(
        player.call(createDepositCall, {
          channelId: 'sandbox-bank',
          amount: '100.00',
          idempotencyKey: newIdempotencyKey(),
        }),
      );
      expect(refused.code).toBe('NOT_FOUND');
      expect((await production.raw('GET', '/sandbox-pay/D0123456789ABCDEF0123')).status).toBe(404);
      const [orders] = await production.sql<{ n: number }>('select count(*)::int as n from deposit_orders');
      expect(orders!.n).toBe(0);

      // An order a sandbox made before is never credited by a sandbox notification, however well signed.
      await production.sql(
        `insert into deposit_orders (id, member_id, merchant_code, channel_id, amount, currency, idempotency_key,
                                     request_hash, created_at, updated_at)
         select 'DSANDBOXBEFORE0000001', id, merchant_code, 'sandbox-bank', 10000, 'KHR', 'sandbox-before-key-1',
                'x', now(), now() from members where account = $1`,
        [DEMO_MEMBER.account],
      );
      const signed = signNotification(
        notification({ orderId: 'DSANDBOXBEFORE0000001', amount: '100.00', currency: 'KHR' }),
        await secretOf('sandbox-bank', 'DEMOKH', production),
      );
      expect((await production.raw('POST', paymentCallbackCall.path, { body: signed })).status).toBe(404);
      const [credits] = await production.sql<{ n: number }>(
        `select count(*)::int as n from ledger_postings where kind = 'DEPOSIT'`,
      );
      expect(credits!.n).toBe(0);
    } finally {
      await production.close();
    }
  });

  it('runs only when asked for (PAYMENT_SANDBOX or the demo), and production refuses to be asked', () => {
    expect(loadConfig({}).paymentSandbox).toBe(false);
    expect(loadConfig({ PAYMENT_SANDBOX: 'on' }).paymentSandbox).toBe(true);
    expect(loadConfig({ DEMO: '1' }).paymentSandbox).toBe(true);
    expect(loadConfig({ DEMO: '1', PAYMENT_SANDBOX: 'off' }).paymentSandbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' })).toThrow(
      /NODE_ENV=production refuses PAYMENT_SANDBOX/,
    );
  });
});
