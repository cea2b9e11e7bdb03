import { favouriteGamesCall, gameVendorsCall } from '@platform/shared-contracts/client';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CallRemote, callKey, useRemoteCall, useRemoteCallKeys } from './call-hooks';
import { clearSessionCache } from './session-cache';

function remoteOf(memberId: number | null) {
  const api = createFakeApi()
    .on(gameVendorsCall, () => [])
    .on(favouriteGamesCall, () => [7, 9]);
  const session = { user: memberId === null ? null : { id: memberId } } as CallRemote['session'];
  return { api, session, language: 'EN' };
}

/** A fresh query cache, as a new page load has. */
function withNewCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => clearSessionCache());

describe('contract calls through a remote query cache', () => {
  it('keeps a session-cached answer for the next page load, and asks again only when refreshed', async () => {
    const remote = remoteOf(null);
    const input = { language: 'EN' } as const;
    const first = renderHook(() => useRemoteCall(remote, gameVendorsCall, input, { sessionCache: true }), {
      wrapper: withNewCache(),
    });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    expect(remote.api.inputsOf(gameVendorsCall)).toEqual([input]);

    const reloaded = renderHook(() => useRemoteCall(remote, gameVendorsCall, input, { sessionCache: true }), {
      wrapper: withNewCache(),
    });
    await waitFor(() => expect(reloaded.result.current.isSuccess).toBe(true));
    expect(remote.api.inputsOf(gameVendorsCall)).toHaveLength(1);

    act(() => reloaded.result.current.refresh());
    await waitFor(() => expect(remote.api.inputsOf(gameVendorsCall)).toHaveLength(2));
  });

  it('asks the server on every page load for a call that is not session-cached', async () => {
    const remote = remoteOf(null);
    for (const _load of [1, 2]) {
      const page = renderHook(() => useRemoteCall(remote, gameVendorsCall, {}), { wrapper: withNewCache() });
      await waitFor(() => expect(page.result.current.isSuccess).toBe(true));
    }
    expect(remote.api.inputsOf(gameVendorsCall)).toHaveLength(2);
  });

  it('asks for a member call once the member is known, not with the token alone just after a login', async () => {
    const remote = remoteOf(null);
    const page = renderHook(({ current }) => useRemoteCall(current, favouriteGamesCall, {}), {
      wrapper: withNewCache(),
      initialProps: { current: { ...remote, session: { ...remote.session, loggedIn: true } } },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(remote.api.inputsOf(favouriteGamesCall)).toHaveLength(0);

    page.rerender({
      current: { ...remote, session: { ...remote.session, loggedIn: true, user: { id: 3 } } } as never,
    });
    await waitFor(() => expect(page.result.current.data).toEqual([7, 9]));
    expect(remote.api.inputsOf(favouriteGamesCall)).toHaveLength(1);
  });

  it("keys a member's calls by the member, so another member never sees them", async () => {
    const keys = (memberId: number) =>
      renderHook(() => useRemoteCallKeys(remoteOf(memberId)), { wrapper: withNewCache() }).result.current;
    expect(keys(1).keyOf(favouriteGamesCall, {})).not.toEqual(keys(2).keyOf(favouriteGamesCall, {}));
    expect(keys(1).keyOf(gameVendorsCall, {})).toEqual(keys(2).keyOf(gameVendorsCall, {}));
  });

  it("keeps a paged list's key apart from the call's own, with the input last in both", () => {
    const input = { gameCategory: 'SLOT' };
    const answer = callKey(favouriteGamesCall, input, remoteOf(4));
    const pages = callKey(favouriteGamesCall, input, remoteOf(4), 'pages');
    expect(pages).not.toEqual(answer);
    expect(answer.at(-1)).toBe(input);
    expect(pages.at(-1)).toBe(input);
  });

  it('asks again in another language: the answers come translated', async () => {
    const remote = remoteOf(3);
    const wrapper = withNewCache();
    for (const language of ['EN', 'KM', 'EN']) {
      const page = renderHook(() => useRemoteCall({ ...remote, language }, favouriteGamesCall, {}), {
        wrapper,
      });
      await waitFor(() => expect(page.result.current.isSuccess).toBe(true));
      page.unmount();
    }
    // The English answer is kept (and still fresh) when the page comes back to English.
    expect(remote.api.inputsOf(favouriteGamesCall)).toHaveLength(2);
  });
});
