import {
  JACKPOT_STREAM_HEARTBEAT_MS,
  jackpotPoolCall,
  jackpotStream,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { registerStream } from '../../http/register-stream';
import { createJackpotFeed } from './jackpot-feed';
import { poolView, poolWithWins } from './jackpot-service';

/** The region's jackpot pool: read once, then pushed. */
export function jackpotRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, jackpotPoolCall, (_input, ctx) =>
    poolWithWins(deps, ctx.merchant.merchantCode, ctx.merchant.currency),
  );
  const feed = createJackpotFeed(deps, (error) => app.log.error({ err: error }, 'jackpot feed failed'));
  registerStream(app, deps, jackpotStream, async (_input, ctx, writer) => {
    const { merchantCode, currency } = ctx.merchant;
    const leave = await feed.add({
      merchantCode,
      currency,
      caller: ctx.ip,
      send: writer.send,
      end: writer.end,
    });
    const heartbeat = setInterval(() => writer.comment('heartbeat'), JACKPOT_STREAM_HEARTBEAT_MS);
    heartbeat.unref();
    writer.onClose(() => {
      clearInterval(heartbeat);
      leave();
    });
    writer.send('pool', await poolView(deps, merchantCode, currency));
  });
  app.addHook('preClose', () => feed.close());
}
