/**
 * A lean HTTP/1.1 load client: each connection keeps one socket open and sends one request at a time, written as raw
 * bytes and read back by its Content-Length. It does what autocannon does for one POST route, at a fraction of the
 * CPU, which matters when client, server and database share two cores (pgbench's own clients are C).
 */
import { connect, type Socket } from 'node:net';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /**
   * The next request's path, headers and JSON body; called once per request with the connection's number and, when
   * `readAnswers` is set, its previous answer (null for its first request), for games whose round takes several calls.
   */
  next: (
    connection: number,
    previous: { status: number; body: string } | null,
  ) => { path: string; headers: Record<string, string>; body: string };
  readAnswers?: boolean;
  /** Called with every answer received within the run when `readAnswers` is set. */
  onAnswer?: (connection: number, answer: { status: number; body: string }) => void;
}

export interface LoadFigures {
  /** Answers received within the run, by status code. */
  statuses: Record<string, number>;
  /** Sockets that failed or answers that could not be read. */
  errors: number;
  seconds: number;
  /** Milliseconds, over every answer received within the run. */
  p50: number;
  p99: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

function request(host: string, path: string, headers: Record<string, string>, body: string): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST ${path} HTTP/1.1\r\nhost: ${host}\r\n${lines.join('')}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Status, body start and total length of the first answer in `buffer`, once its head has arrived. */
function answerHead(buffer: Buffer): { status: number; bodyAt: number; length: number } | null {
  const end = buffer.indexOf(HEAD_END);
  if (end < 0) return null;
  const head = buffer.toString('latin1', 0, end);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length === undefined) throw new Error('an answer without Content-Length');
  const bodyAt = end + HEAD_END.length;
  return { status: Number(head.slice(9, 12)), bodyAt, length: bodyAt + Number(length) };
}

export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const target = new URL(options.url);
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const client = (_: unknown, connection: number) =>
    new Promise<void>((done) => {
      let socket: Socket;
      let pending = Buffer.alloc(0);
      let sentAt = 0;
      let waiting = false;
      let previous: { status: number; body: string } | null = null;
      const send = () => {
        waiting = false;
        if (performance.now() >= deadline) {
          socket.end();
          return done();
        }
        const { path, headers, body } = options.next(connection, previous);
        sentAt = performance.now();
        waiting = true;
        socket.write(request(target.host, path, headers, body));
      };
      const open = () => {
        socket = connect(Number(target.port), target.hostname, send);
        socket.setNoDelay(true);
        socket.on('data', (chunk) => {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          let head: ReturnType<typeof answerHead>;
          try {
            head = answerHead(pending);
          } catch {
            errors += 1;
            socket.destroy();
            return;
          }
          if (!head || pending.length < head.length) return;
          if (options.readAnswers)
            previous = { status: head.status, body: pending.toString('utf8', head.bodyAt, head.length) };
          pending = pending.subarray(head.length);
          const at = performance.now();
          if (at <= deadline) {
            statuses[head.status] = (statuses[head.status] ?? 0) + 1;
            latencies.push(at - sentAt);
            if (previous) options.onAnswer?.(connection, previous);
          }
          send();
        });
        socket.on('error', () => undefined);
        socket.on('close', () => {
          // The server closed a connection with a request on it: that request is lost.
          if (waiting) errors += 1;
          waiting = false;
          pending = Buffer.alloc(0);
          previous = null;
          if (performance.now() < deadline) open();
          else done();
        });
      };
      open();
    });

  return Promise.all(Array.from({ length: options.connections }, client)).then(() => {
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return { statuses, errors, seconds: options.seconds, p50: at(0.5), p99: at(0.99) };
  });
}
