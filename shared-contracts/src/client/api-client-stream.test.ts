import { describe, expect, it } from 'vitest';
import { lotteryResultsStream } from '../calls/lottery-calls';
import type { ApiError } from '../errors/catalogue';
import { createApiClient } from './api-client';

const encoder = new TextEncoder();

/** A fetch that answers one text/event-stream body made of `frames`, and records what it was asked. */
function streamingFetch(frames: string[], seen: { url?: string; headers?: Record<string, string> }) {
  return (async (url: string, init: RequestInit) => {
    seen.url = url;
    seen.headers = init.headers as Record<string, string>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const frame of frames) controller.enqueue(encoder.encode(frame));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
}

const issue = {
  gameCode: 'SSC1',
  issueNumber: '202611250001',
  opensAt: '2026-11-25T00:00:00.000Z',
  closesAt: '2026-11-25T00:00:50.000Z',
  drawAt: '2026-11-25T00:01:00.000Z',
  seedHash: 'ab',
};

describe('a declared event stream', () => {
  it('sends the session header, hands over each valid event and drops malformed ones, then reports the end', async () => {
    const seen: { url?: string; headers?: Record<string, string> } = {};
    const frames = [
      ': heartbeat\n\n',
      'event: hello\ndata: {"serverTime":"2026-11-25T00:00:01.000Z"}\n\n',
      'event: issue-open\ndata: {"serverTime":"2026-11-25T00:00:02.000Z","issue":{"gameCode":1}}\n\n',
      `event: issue-open\ndata: ${JSON.stringify({ serverTime: '2026-11-25T00:00:02.000Z', issue })}\n`,
      '\nevent: unknown\ndata: {}\n\n',
    ];
    const api = createApiClient({
      baseUrl: 'http://api',
      getToken: () => 'tok',
      fetch: streamingFetch(frames, seen),
    });
    const events: string[] = [];
    const ended = new Promise<ApiError>((resolve) => {
      api.subscribe?.(
        lotteryResultsStream,
        { prizeMode: 'LOTT' },
        {
          onEvent: (event) => events.push(`${event.name}:${event.data.serverTime}`),
          onError: resolve,
        },
      );
    });
    const error = await ended;
    expect(seen.url).toBe('http://api/lotto/lgw/stream?prizeMode=LOTT');
    expect(seen.headers?.authorization).toBe('Bearer tok');
    expect(events).toEqual(['hello:2026-11-25T00:00:01.000Z', 'issue-open:2026-11-25T00:00:02.000Z']);
    expect(error.code).toBe('NETWORK_ABNORMAL');
  });

  it('reports a refusal with the envelope code', async () => {
    const refuse = (async () =>
      new Response(JSON.stringify({ success: false, code: 'NOT_LOGGED_IN', message: 'no' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      })) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: '', fetch: refuse });
    const error = await new Promise<ApiError>((resolve) => {
      api.subscribe?.(lotteryResultsStream, {}, { onEvent: () => undefined, onError: resolve });
    });
    expect(error.code).toBe('NOT_LOGGED_IN');
    expect(error.status).toBe(401);
  });
});
