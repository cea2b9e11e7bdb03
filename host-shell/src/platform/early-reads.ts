import { type CallDeclaration, type FirstRead, readKey } from '@platform/shared-contracts/client';

/**
 * How long a read sent ahead stays on offer. A screen that loads slower than this (a very slow network) asks again
 * rather than show an answer that old.
 */
export const EARLY_READ_TTL_MS = 30_000;

interface Sent {
  answer: Promise<unknown>;
  sentAt: number;
}

/**
 * Reads sent before the screen that needs them has loaded (a screen's first reads, decision 132). The screen's own
 * identical call takes the read under way, or its answer, once; any other call, and the same call after that, goes
 * to the server. Only calls open without a session are sent ahead: a member's answer must not outlive a logout.
 */
export function createEarlyReads(now: () => number = Date.now) {
  const sent = new Map<string, Sent>();
  return {
    send(
      read: FirstRead,
      load: (call: CallDeclaration, input: unknown) => Promise<unknown>,
    ): Promise<unknown> | undefined {
      if (read.call.auth !== 'none') return undefined;
      const answer = load(read.call, read.input);
      // A failed read is the screen's to report (its own call then asks again); not an unhandled rejection here.
      answer.catch(() => undefined);
      sent.set(readKey(read.call, read.input), { answer, sentAt: now() });
      return answer;
    },
    take(call: CallDeclaration, input: unknown): Promise<unknown> | undefined {
      const key = readKey(call, input);
      const read = sent.get(key);
      if (!read) return undefined;
      sent.delete(key);
      return now() - read.sentAt <= EARLY_READ_TTL_MS ? read.answer : undefined;
    },
  };
}
