import { CRASH_LIVE_PATH } from '@platform/shared-contracts/studio';

/** The part of a WebSocket the game uses (a fake stands in for it in tests). */
export interface LiveSocket {
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
}

export type OpenSocket = (url: string) => LiveSocket;

/** The live round's socket on this page's own origin (ws, or wss on https). */
export function liveUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CRASH_LIVE_PATH}`;
}

export const openWebSocket: OpenSocket = (url) => new WebSocket(url) as unknown as LiveSocket;
