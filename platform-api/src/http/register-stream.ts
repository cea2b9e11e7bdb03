import type { CallParsedRequest, StreamDeclaration } from '@platform/shared-contracts/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { admit, type ContextFor, parseInput } from './register-call';

/** What a stream's handler gets: writes one event, and the moment the client has gone. */
export interface StreamWriter {
  send(event: string, data: object): void;
  /** A comment line: keeps proxies from closing a quiet stream. */
  comment(text: string): void;
  end(): void;
  onClose(cleanup: () => void): void;
}

export type StreamHandler<S extends StreamDeclaration> = (
  input: CallParsedRequest<S>,
  ctx: ContextFor<S>,
  writer: StreamWriter,
  request: FastifyRequest,
) => Promise<void>;

/**
 * Registers a declared event stream (decision 077): the same gates and validation as a call, so a refusal is the usual
 * 4xx envelope; only once the handler has accepted (it may still refuse by throwing before its first write) are the
 * event-stream headers sent. The handler keeps the stream open until the client goes or it ends it.
 */
export function registerStream<S extends StreamDeclaration>(
  app: FastifyInstance,
  deps: Deps,
  stream: S,
  handler: StreamHandler<S>,
): void {
  app.route({
    method: 'GET',
    url: stream.path,
    handler: async (request, reply) => {
      const raw = reply.raw;
      // Listened for before anything is awaited: a page that goes while it is being let in must still release what
      // the handler takes afterwards (a place of its session's cap, a heartbeat), so a close seen earlier runs each
      // cleanup as soon as it is given.
      let closed = false;
      const cleanups: (() => void)[] = [];
      raw.on('close', () => {
        closed = true;
        for (const cleanup of cleanups.splice(0)) cleanup();
      });
      const ctx = await admit(deps, stream, request);
      const input = parseInput(stream, request.query ?? {});
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        reply.hijack();
        if (closed) return;
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          // Proxies that buffer answers (nginx) would hold the events back.
          'x-accel-buffering': 'no',
        });
        raw.flushHeaders();
      };
      /** Nothing is written to a page that has gone, or to a stream the handler ended. */
      const write = (text: string) => {
        start();
        if (!closed && !raw.writableEnded) raw.write(text);
      };
      const writer: StreamWriter = {
        send(event, data) {
          write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        comment(text) {
          write(`: ${text}\n\n`);
        },
        end() {
          if (!raw.writableEnded) raw.end();
        },
        onClose(cleanup) {
          if (closed) cleanup();
          else cleanups.push(cleanup);
        },
      };
      await handler(input, ctx as ContextFor<S>, writer, request);
      start();
    },
  });
}
