import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  ApiError,
  CRASH_LIVE_PATH,
  type CrashServerMessage,
  crashClientMessageSchema,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Deps } from '../../../deps';
import { answerFor } from '../../../http/envelope-errors';
import { sha256 } from '../../security/tokens';
import { type GameSession, resolveGameSession } from '../game-session';
import { CRASH_CHANNEL } from './crash-game';
import { gatherNotices } from './crash-live-gather';
import { EVERYONE, readNotice } from './crash-live-notice';
import { crashState } from './crash-service';

// The live round over WebSocket (decision 106). Each server copy LISTENs on the crash channel once and relays every
// notice to its own sockets, so the players of every copy see the same round; sockets authenticate with their game
// session in their first message. A lost LISTEN closes the sockets: clients reconnect and get a fresh welcome.

/** A socket that has not authenticated within this time is closed. */
const AUTH_WITHIN_MS = 5_000;
/** Pings find sockets whose player went away without closing. */
const PING_EVERY_MS = 15_000;
/** A client this far behind (bytes queued) is dropped rather than held in memory; it reconnects. */
const MAX_BUFFERED_BYTES = 1 << 20;
const MAX_MESSAGE_BYTES = 1_024;

interface LiveSocket {
  socket: WebSocket;
  session: GameSession;
  alive: boolean;
}

export interface CrashLive {
  /** Sockets authenticated on this copy. */
  readonly size: number;
  close(): Promise<void>;
}

function send(socket: WebSocket, text: string) {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(text);
}

function refuse(socket: WebSocket, error: ApiError) {
  const message: CrashServerMessage = { type: 'error', code: error.code, message: error.message };
  socket.send(JSON.stringify(message), () => socket.close(4000 + Math.min(error.status, 999)));
}

/** Serves CRASH_LIVE_PATH on the app's server; stopped with the app. */
export function crashLive(app: FastifyInstance, deps: Deps): CrashLive {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const live = new Set<LiveSocket>();
  const bySession = new Map<string, Set<LiveSocket>>();
  let unlisten: Promise<() => Promise<void>> | null = null;

  const deliver = (to: string, text: string) => {
    const targets = to === EVERYONE ? live : bySession.get(to);
    if (targets) for (const target of targets) send(target.socket, text);
  };
  const gathered = gatherNotices(deliver, () => deps.now().getTime());
  const relay = (payload: string) => {
    const notice = readNotice(payload);
    if (notice) gathered.add(notice.to, notice.text);
  };
  const dropAll = () => {
    gathered.stop();
    for (const target of live) target.socket.close(1012, 'live feed restarting');
    unlisten = null;
  };
  const listening = () => {
    unlisten ??= deps.db.listen(CRASH_CHANNEL, relay, dropAll);
    return unlisten;
  };

  const forget = (entry: LiveSocket) => {
    live.delete(entry);
    const sockets = bySession.get(entry.session.id);
    sockets?.delete(entry);
    if (sockets?.size === 0) bySession.delete(entry.session.id);
  };

  async function authenticate(socket: WebSocket, raw: string): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const message = v.safeParse(crashClientMessageSchema, parsed);
    if (!message.success)
      throw new ApiError('BAD_REQUEST', { message: 'the first message must be {type: "auth", gameSession}' });
    const session = await resolveGameSession(deps, sha256(message.output.gameSession));
    if (!session) throw new ApiError('GAME_SESSION_EXPIRED');
    await listening();
    // Joined before the snapshot is read, so nothing between the two is missed (a client applies both in order).
    const entry: LiveSocket = { socket, session, alive: true };
    live.add(entry);
    const sockets = bySession.get(session.id) ?? new Set();
    sockets.add(entry);
    bySession.set(session.id, sockets);
    socket.on('close', () => forget(entry));
    socket.on('pong', () => {
      entry.alive = true;
    });
    const state = await crashState(deps, session);
    const welcome: CrashServerMessage = {
      type: 'welcome',
      serverTime: state.serverTime,
      rules: state.rules,
      round: state.round,
      bets: state.bets,
      myBet: state.myBet,
      history: state.history,
    };
    send(socket, JSON.stringify(welcome));
  }

  wss.on('connection', (socket: WebSocket) => {
    const timer = setTimeout(
      () => refuse(socket, new ApiError('BAD_REQUEST', { message: 'no auth message' })),
      AUTH_WITHIN_MS,
    );
    socket.once('message', (data) => {
      clearTimeout(timer);
      authenticate(socket, data.toString()).catch((error: unknown) => {
        refuse(socket, answerFor(error, app.log));
      });
    });
    socket.on('error', () => socket.terminate());
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CRASH_LIVE_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);

  const pinger = setInterval(() => {
    for (const entry of live) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, PING_EVERY_MS);
  pinger.unref();

  const close = async () => {
    clearInterval(pinger);
    gathered.stop();
    app.server.off('upgrade', onUpgrade);
    for (const entry of live) entry.socket.terminate();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    const stop = unlisten;
    unlisten = null;
    if (stop) await (await stop)();
  };
  // Before the server stops accepting: an upgraded socket would keep it waiting.
  app.addHook('preClose', close);
  return {
    get size() {
      return live.size;
    },
    close,
  };
}
