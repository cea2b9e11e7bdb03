import { type FirstRead, homeBannersRead, memberInfoCall } from '@platform/shared-contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { createEarlyReads, EARLY_READ_TTL_MS } from './early-reads';

const banners = homeBannersRead('EN') as FirstRead;
const answer = { banners: [{ url: '/banners/welcome.svg' }], notices: [], popups: [], promotions: [] };

function clock() {
  let time = 1_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe('reads sent ahead of the screen that needs them', () => {
  it('answer the screen’s identical call once, however its input is ordered; the next call goes to the server', async () => {
    const reads = createEarlyReads();
    const load = vi.fn(async () => answer);
    reads.send(banners, load);
    const { language, groupName, platform, types } = banners.input as Record<string, string>;
    const taken = reads.take(banners.call, { language, groupName, platform, types });
    await expect(taken).resolves.toBe(answer);
    expect(reads.take(banners.call, banners.input)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('do not answer the same call with another input (another language)', () => {
    const reads = createEarlyReads();
    reads.send(banners, async () => answer);
    expect(reads.take(banners.call, homeBannersRead('KM').input)).toBeUndefined();
  });

  it('are not offered once they are older than the time a read stays on offer', () => {
    const time = clock();
    const reads = createEarlyReads(time.now);
    reads.send(banners, async () => answer);
    time.pass(EARLY_READ_TTL_MS + 1);
    expect(reads.take(banners.call, banners.input)).toBeUndefined();
  });

  it('hand a failed read to the screen, which reports it (no unhandled rejection here)', async () => {
    const reads = createEarlyReads();
    reads.send(banners, async () => {
      throw new Error('offline');
    });
    await expect(reads.take(banners.call, banners.input)).rejects.toThrow('offline');
  });

  it('never send a call that needs a session: a member’s answer must not outlive a logout', () => {
    const reads = createEarlyReads();
    const load = vi.fn(async () => ({}));
    expect(reads.send({ call: memberInfoCall, input: {} } as FirstRead, load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(reads.take(memberInfoCall, {})).toBeUndefined();
  });
});
