import {
  displayMoney,
  type Envelope,
  formatMoney,
  paymentCallbackCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { escapeHtml } from '../../http/escape-html';
import { isLoopbackCaller } from '../../http/loopback-only';
import {
  newSandboxRef,
  SANDBOX_PAY_PREFIX,
  SANDBOX_PROVIDER,
  sandboxPayPath,
  signNotification,
} from '../../providers/payment/sandbox-payment-provider';
import { findOrderWithChannel, type OrderWithChannel } from './deposit-store';

/**
 * The sandbox provider's own site: the payment page a member opens in a new window, and the buttons that make the
 * sandbox notify us as a real provider would, over HTTP with a signed notification. Not declared calls: to our API
 * this is an outside party.
 */

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CALLBACK_TIMEOUT_MS = 10_000;

const OUTCOMES = { pay: 'SUCCESS', fail: 'FAILED' } as const;
type Outcome = keyof typeof OUTCOMES;

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 4px}
.note{color:#6b7280;font-size:14px;margin:0 0 16px}dl{background:#fff;border-radius:12px;padding:16px;margin:0 0 16px}
dt{color:#6b7280;font-size:13px}dd{margin:0 0 8px;font-weight:600;word-break:break-all}
button{width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;margin-bottom:12px;cursor:pointer;
background:#16a34a;color:#fff}button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}`;

function page(title: string, body: string, closeWindow = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main>${closeWindow ? '<script>window.close()</script>' : ''}</body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(html);
}

function paymentPage({ order }: OrderWithChannel): string {
  const path = escapeHtml(sandboxPayPath(order.id));
  const details = `<dl><dt>Merchant</dt><dd>${escapeHtml(order.merchantCode)}</dd>
<dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
<dt>Amount</dt><dd>${escapeHtml(displayMoney(formatMoney(order.amount)))} ${escapeHtml(order.currency)}</dd></dl>`;
  const actions =
    order.status === 'PENDING'
      ? `<form method="post" action="${path}/pay"><button type="submit" id="sandbox-pay" data-testid="sandbox-pay">Pay</button></form>
<form method="post" action="${path}/fail"><button type="submit" class="secondary" id="sandbox-fail" data-testid="sandbox-fail">Fail payment</button></form>`
      : `<p id="sandbox-result" data-testid="sandbox-result">This payment is already ${escapeHtml(order.status.toLowerCase())}.</p>`;
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p class="note">Test provider: no real money moves.</p>${details}${actions}`,
  );
}

function resultPage(text: string, closeWindow: boolean): string {
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p id="sandbox-result" data-testid="sandbox-result">${escapeHtml(text)}</p>`,
    closeWindow,
  );
}

const notFoundPage = () => resultPage('Payment not found.', false);

/** Only orders of sandbox channels: the sandbox never speaks for another provider's payment. */
async function sandboxOrder(deps: Deps, orderId: string): Promise<OrderWithChannel | null> {
  if (!ORDER_ID.test(orderId)) return null;
  const found = await findOrderWithChannel(deps.db, orderId);
  return found?.provider === SANDBOX_PROVIDER ? found : null;
}

/**
 * This server as reached through the socket the page request came in on, never the Host header: a forged Host must
 * not make the sandbox post signed notifications to another machine.
 */
function ownOrigin(request: FastifyRequest): string {
  const socket = request.raw.socket as typeof request.raw.socket & { encrypted?: boolean };
  const address = socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `${socket.encrypted ? 'https' : 'http'}://${host}:${socket.localPort}`;
}

/** Sends the signed notification to our callback, as the provider's server would; answers our envelope. */
async function notifyMerchant(
  deps: Deps,
  request: FastifyRequest,
  { order, secret }: OrderWithChannel,
  outcome: Outcome,
): Promise<Envelope<{ status: string }>> {
  const notification = signNotification(
    {
      provider: SANDBOX_PROVIDER,
      orderId: order.id,
      providerRef: newSandboxRef(),
      amount: formatMoney(order.amount),
      currency: order.currency,
      status: OUTCOMES[outcome],
      timestamp: String(deps.now().getTime()),
    },
    secret,
  );
  try {
    const response = await fetch(`${ownOrigin(request)}${paymentCallbackCall.path}`, {
      method: paymentCallbackCall.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    return (await response.json()) as Envelope<{ status: string }>;
  } catch (error) {
    request.log.warn({ err: error }, 'sandbox could not notify the merchant');
    return { success: false, code: 'NETWORK_ABNORMAL' };
  }
}

/** The sandbox credits money without any payment: only a browser on this machine may use its pages. */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopbackCaller(request)) return sendPage(reply, 404, notFoundPage());
}

export function sandboxPayPages(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { orderId: string } }>(
    `${SANDBOX_PAY_PREFIX}/:orderId`,
    { onRequest: loopbackOnly },
    async (request, reply) => {
      const found = await sandboxOrder(deps, request.params.orderId);
      return found ? sendPage(reply, 200, paymentPage(found)) : sendPage(reply, 404, notFoundPage());
    },
  );

  app.post<{ Params: { orderId: string; outcome: string } }>(
    `${SANDBOX_PAY_PREFIX}/:orderId/:outcome`,
    { onRequest: loopbackOnly },
    async (request, reply) => {
      const { orderId, outcome } = request.params;
      const found = Object.hasOwn(OUTCOMES, outcome) ? await sandboxOrder(deps, orderId) : null;
      if (!found) return sendPage(reply, 404, notFoundPage());
      const answer = await notifyMerchant(deps, request, found, outcome as Outcome);
      if (!answer.success)
        return sendPage(reply, 502, resultPage(`The merchant refused the payment (${answer.code}).`, false));
      const text =
        answer.value?.status === 'CREDITED'
          ? 'Payment complete, you can close this window'
          : 'Payment failed, you can close this window';
      return sendPage(reply, 200, resultPage(text, true));
    },
  );
}
