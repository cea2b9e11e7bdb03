import type { CallParsedRequest, paymentCallbackCall } from '@platform/shared-contracts/server';

/** What a provider is told about a deposit it is asked to collect. */
export interface PaymentOrder {
  orderId: string;
  merchantCode: string;
  channelId: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
}

export interface CreatedPayment {
  /** Where the member pays; the client opens it in a new window. May be relative to our own origin. */
  payUrl: string;
  /** The provider's own reference, when it gives one up front. */
  providerRef: string | null;
}

/** The provider's signed server-to-server notification, as the callback call receives it. */
export type PaymentNotification = CallParsedRequest<typeof paymentCallbackCall>;

/** An outside payment provider: starts a payment, and proves its notifications are its own. */
export interface PaymentProvider {
  /** The name channels and notifications carry in their `provider` field. */
  readonly name: string;
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  /** Whether the notification was signed with the channel's secret; compared in constant time. */
  verifyNotification(notification: PaymentNotification, secret: string): boolean;
}

/** The providers this server can use, by name. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

export function providersByName(...providers: PaymentProvider[]): PaymentProviders {
  return new Map(providers.map((provider) => [provider.name, provider]));
}
