/** Sends a text message. `to` is the international number without '+', e.g. 85512345678. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}
