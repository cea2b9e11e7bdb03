import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentNotification, PaymentProvider } from './payment-provider';

export const SANDBOX_PROVIDER = 'sandbox';

/** Where the sandbox's payment pages live on this same server. */
export const SANDBOX_PAY_PREFIX = '/sandbox-pay';

/** The sandbox's payment page for an order. */
export const sandboxPayPath = (orderId: string) => `${SANDBOX_PAY_PREFIX}/${encodeURIComponent(orderId)}`;

type UnsignedNotification = Omit<PaymentNotification, 'sign'>;

/**
 * The notification signature of the paymentCallback contract: hex HMAC-SHA256, under the channel's secret, of every
 * field but `sign` as `key=value` in key order joined with '&'. The one place both signing and checking use.
 */
export function notificationSignature(fields: UnsignedNotification, secret: string): string {
  const text = Object.entries(fields)
    .filter(([key]) => key !== 'sign')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function signNotification(fields: UnsignedNotification, secret: string): PaymentNotification {
  return { ...fields, sign: notificationSignature(fields, secret) };
}

export function verifyNotificationSignature(notification: PaymentNotification, secret: string): boolean {
  const expected = Buffer.from(notificationSignature(notification, secret), 'hex');
  const given = Buffer.from(notification.sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A reference for one payment attempt at the sandbox, like a bank's transaction number. */
export function newSandboxRef(): string {
  return `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * The built-in provider for development, tests and the demo: its payment page is on this server and its "Pay" button
 * sends a signed notification without any real money moving. Only demo channels use it.
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    createPayment: async (order) => ({ payUrl: sandboxPayPath(order.orderId), providerRef: null }),
    verifyNotification: verifyNotificationSignature,
  };
}
