export interface MailProvider {
  readonly name: string;
  send(to: string, subject: string, body: string): Promise<void>;
}
