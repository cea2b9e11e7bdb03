import {
  type CallResponse,
  getBalanceV2Call,
  listAnnouncementsCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CallRemote } from './call-hooks';
import { useRemotePagedCall } from './paged-call';
import { useRemoteRead } from './read-state';

type Balances = CallResponse<typeof getBalanceV2Call>;
const balances = (balance: string): Balances => ({
  currency: 'KHR',
  currencySymbol: '៛',
  balance,
  total: balance,
  isSingle: 1,
  vendors: [],
});

const notice = (id: number) => ({
  id,
  title: `Notice ${id}`,
  content: '',
  language: 'EN',
  promotionType: 'PL' as const,
  time: '',
});

/** Notices 1..total, `pageSize` a page, as the server pages them. */
function noticePages(total: number) {
  return (input: { pageNo?: string; pageSize?: string }) => {
    const [pageNo, pageSize] = [Number(input.pageNo ?? 1), Number(input.pageSize ?? 6)];
    const from = (pageNo - 1) * pageSize;
    const ids = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) => from + i + 1);
    return { content: ids.map(notice), pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
  };
}

function remoteWith(api: ReturnType<typeof createFakeApi>): CallRemote {
  return { api, session: { user: { id: 5 } } as CallRemote['session'], language: 'EN' };
}

function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('a read as a screen draws it', () => {
  it('keeps the balance shown when a refresh fails, and shows an answer the screen already has', async () => {
    let answer: () => Balances = () => balances('10.00');
    const api = createFakeApi().on(getBalanceV2Call, () => answer());
    const { result } = renderHook(() => useRemoteRead(remoteWith(api), getBalanceV2Call, {}), {
      wrapper: cache(),
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'ready', data: { balance: '10.00' } }),
    );

    answer = () => {
      throw refuse('NETWORK_ABNORMAL');
    };
    act(() => result.current.reload());
    await waitFor(() => expect(api.inputsOf(getBalanceV2Call)).toHaveLength(2));
    // Past the refusal's answer and the re-render it brings.
    await act(() => new Promise((settled) => setTimeout(settled, 50)));
    expect(result.current).toMatchObject({ status: 'ready', data: { balance: '10.00' } });

    act(() => result.current.replace(balances('4.00')));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { balance: '4.00' } }));
  });

  it('says why a first read failed, and shows loading while it is asked again', async () => {
    let fail = true;
    let answer: (value: Balances) => void = () => undefined;
    const api = createFakeApi().on(getBalanceV2Call, () =>
      fail ? refuse('SYSTEM_ERROR') : new Promise<Balances>((resolve) => (answer = resolve)),
    );
    const { result } = renderHook(() => useRemoteRead(remoteWith(api), getBalanceV2Call, {}), {
      wrapper: cache(),
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ error: { code: 'SYSTEM_ERROR' } });
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    answer(balances('1.00'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { balance: '1.00' } }));
  });
});

describe('a paged read', () => {
  it('appends the next page until the last, and starts from page 1 for new filters', async () => {
    const api = createFakeApi().on(listAnnouncementsCall, noticePages(5));
    let pageSize = '2';
    const { result, rerender } = renderHook(
      () => useRemotePagedCall(remoteWith(api), listAnnouncementsCall, { pageSize }),
      { wrapper: cache() },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((n) => n.id)).toEqual([1, 2]);
    expect(result.current.first?.total).toBe(5);
    for (const shown of [
      [1, 2, 3, 4],
      [1, 2, 3, 4, 5],
    ]) {
      expect(result.current.hasMore).toBe(true);
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items.map((n) => n.id)).toEqual(shown));
    }
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(api.inputsOf(listAnnouncementsCall).map((i) => i.pageNo)).toEqual(['1', '2', '3']);

    pageSize = '3';
    rerender();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.items.map((n) => n.id)).toEqual([1, 2, 3]));
    expect(api.inputsOf(listAnnouncementsCall).at(-1)).toEqual({ pageSize: '3', pageNo: '1' });
  });

  it('keeps the list when the next page fails, says so, and puts a changed item in place', async () => {
    let failing = false;
    const pages = noticePages(4);
    const api = createFakeApi().on(listAnnouncementsCall, (input) =>
      failing ? refuse('NETWORK_ABNORMAL') : pages(input),
    );
    const { result } = renderHook(
      () => useRemotePagedCall(remoteWith(api), listAnnouncementsCall, { pageSize: '2' }),
      { wrapper: cache() },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    failing = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'NETWORK_ABNORMAL' }));
    expect(result.current.status).toBe('ready');
    expect(result.current.items.map((n) => n.id)).toEqual([1, 2]);

    act(() => result.current.replaceItem((n) => n.id === 2, { ...notice(2), title: 'Changed' }));
    await waitFor(() => expect(result.current.items.map((n) => n.title)).toEqual(['Notice 1', 'Changed']));

    failing = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((n) => n.id)).toEqual([1, 2, 3, 4]));
    expect(result.current.error).toBeNull();
  });
});
