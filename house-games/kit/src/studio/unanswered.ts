import { answerLost } from '@platform/shared-contracts/studio';
import { newRequestId } from './request-id';

export { answerLost };

/** Makes a call, and makes it once more at once if its answer was lost (a blip): for a call safe to repeat. */
export async function askAgainIfLost<Answer>(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch (error) {
    if (!answerLost(error)) throw error;
    return await call();
  }
}

/**
 * A bet sent with an idempotency key (`requestId`) until it has an answer. A bet whose answer never came is kept, and
 * the player's next press sends it again, same key and same stake: the server answers the round it already played,
 * or plays it then, never twice (decision 171). A new key is made only once the last one was answered or refused.
 * `scope` ties a kept bet to what it was for (a crash round): a press for something else drops it.
 */
export class BetUntilAnswered<Request extends { requestId: string }> {
  private unanswered: { request: Request; scope: string } | null = null;

  /** Whether a bet is kept for the next press (its stake, not the one on screen, is what that press plays). */
  get waiting(): boolean {
    return this.unanswered !== null;
  }

  /** The bet kept for `scope`, which the next press for it sends, or null. */
  keptFor(scope = ''): Request | null {
    return this.unanswered?.scope === scope ? this.unanswered.request : null;
  }

  /**
   * Sends the kept bet if there is one for `scope`, else the bet `make` builds with a new key. A lost answer is
   * asked for once more at once (a blip); if that is lost too, the bet is kept and the error thrown.
   */
  async send<Answer>(
    make: (requestId: string) => Request,
    call: (request: Request) => Promise<Answer>,
    scope = '',
  ): Promise<Answer> {
    const request = this.keptFor(scope) ?? make(newRequestId());
    this.unanswered = { request, scope };
    try {
      const answer = await askAgainIfLost(() => call(request));
      this.unanswered = null;
      return answer;
    } catch (error) {
      if (!answerLost(error)) this.unanswered = null;
      throw error;
    }
  }
}
