import { describe, expect, it } from 'vitest';
import { BetUntilAnswered } from './unanswered';

const lostAnswer = () => Object.assign(new Error('fetch failed'), { code: 'NETWORK_ABNORMAL' });
const refusal = () => Object.assign(new Error('refused'), { code: 'INSUFFICIENT_BALANCE' });

/** A server that loses the answers of its first `lost` calls, then answers with the request's stake. */
function server(lost: number) {
  const received: { stake: string; requestId: string }[] = [];
  const call = async (request: { stake: string; requestId: string }) => {
    received.push(request);
    if (received.length <= lost) throw lostAnswer();
    return request.stake;
  };
  return { received, call };
}

describe('a bet sent until it is answered', () => {
  it('asks once more at once when an answer is lost, with the same key', async () => {
    const bets = new BetUntilAnswered<{ stake: string; requestId: string }>();
    const { received, call } = server(1);
    expect(await bets.send((requestId) => ({ stake: '1.00', requestId }), call)).toBe('1.00');
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);
    expect(bets.waiting).toBe(false);
  });

  it('keeps a bet lost twice, and the next press sends it as it was, whatever that press would bet', async () => {
    const bets = new BetUntilAnswered<{ stake: string; requestId: string }>();
    const { received, call } = server(2);
    await expect(bets.send((requestId) => ({ stake: '1.00', requestId }), call)).rejects.toMatchObject({
      code: 'NETWORK_ABNORMAL',
    });
    expect(bets.waiting).toBe(true);
    expect(await bets.send((requestId) => ({ stake: '5.00', requestId }), call)).toBe('1.00');
    expect(new Set(received.map((request) => request.requestId)).size).toBe(1);
    expect(bets.waiting).toBe(false);
    await bets.send((requestId) => ({ stake: '5.00', requestId }), call);
    expect(received.at(-1)?.requestId).not.toBe(received[0]?.requestId);
  });

  it('makes a new key after a refusal, and drops a kept bet when the press is for something else', async () => {
    const bets = new BetUntilAnswered<{ stake: string; requestId: string }>();
    const keys: string[] = [];
    await expect(
      bets.send(
        (requestId) => ({ stake: '1.00', requestId }),
        async (request) => {
          keys.push(request.requestId);
          throw refusal();
        },
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(bets.waiting).toBe(false);

    const { received, call } = server(2);
    await bets.send((requestId) => ({ stake: '1.00', requestId }), call, 'round 41').catch(() => undefined);
    expect(await bets.send((requestId) => ({ stake: '2.00', requestId }), call, 'round 42')).toBe('2.00');
    expect(received.map((request) => request.stake)).toEqual(['1.00', '1.00', '2.00']);
    expect(received[2]?.requestId).not.toBe(received[0]?.requestId);
    expect(keys[0]).not.toBe(received[0]?.requestId);
  });
});
