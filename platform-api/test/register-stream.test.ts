import { connect } from 'node:net';
import { lotteryResultsStream } from '@platform/shared-contracts/server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStream } from '../src/http/register-stream';
import { startTestServer, type TestServer } from './harness';
import { newBettor } from './lottery-fixtures';

// What a stream's handler takes (a place of the session's cap, a heartbeat) is given back when the page goes, even
// when the page goes while the handler is still letting it in.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Resolves once `check` holds, polling; fails after two seconds. */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 2_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('an event stream whose page goes early', () => {
  it('runs the cleanup a handler gives after the page has already gone, and writes nothing to it', async () => {
    const { client } = await newBettor(server, 0n);
    let entered = false;
    let letIn: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      letIn = resolve;
    });
    let cleaned = 0;
    let sendFailed: unknown = null;
    const app = Fastify();
    registerStream(app, server.deps, lotteryResultsStream, async (_input, _ctx, writer) => {
      entered = true;
      // The handler is still at work (as the feed's join is) when the page goes.
      await gate;
      writer.onClose(() => {
        cleaned += 1;
      });
      try {
        writer.send('hello', { serverTime: new Date().toISOString() });
        writer.comment('heartbeat');
      } catch (error) {
        sendFailed = error;
      }
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { hostname, port } = new URL(address);
      const socket = connect({ host: hostname, port: Number(port) });
      socket.on('error', () => undefined);
      socket.write(
        `GET ${lotteryResultsStream.path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${client.token}\r\n\r\n`,
      );
      await until(() => entered, 'the handler ran');
      socket.destroy();
      await new Promise((r) => setTimeout(r, 200));
      expect(cleaned).toBe(0);
      letIn();
      await until(() => cleaned === 1, 'the cleanup ran');
      expect(sendFailed).toBeNull();
    } finally {
      await app.close();
    }
  });
});
