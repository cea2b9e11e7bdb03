import { LOTTERY_STREAM_HEARTBEAT_MS } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { StreamWriter } from '../../http/register-stream';
import type { SessionContext } from '../../http/request-context';
import type { LotteryFeed } from './lottery-feed';

/**
 * A page's results stream: joins the copy's feed for the session's region (refused past the per-session cap), says
 * hello with the server's time, keeps alive with a comment line, and leaves the feed when the page goes.
 */
export async function openResultsStream(
  deps: Deps,
  feed: LotteryFeed,
  ctx: SessionContext,
  writer: StreamWriter,
): Promise<void> {
  const leave = await feed.add({
    merchantCode: ctx.merchant.merchantCode,
    sessionId: ctx.session.sessionId,
    send: writer.send,
    end: writer.end,
  });
  const heartbeat = setInterval(() => writer.comment('heartbeat'), LOTTERY_STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  writer.onClose(() => {
    clearInterval(heartbeat);
    leave();
  });
  writer.send('hello', { serverTime: deps.now().toISOString() });
}
