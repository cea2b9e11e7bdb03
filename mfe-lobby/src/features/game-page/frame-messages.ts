/**
 * What a game in the frame may tell the page (same origin only: the in-house games are served by this site;
 * an outside vendor's page cannot post these). Anything else is ignored.
 */
export type FrameMessage = 'back' | 'balance';

export function frameMessageOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): FrameMessage | null {
  if (event.origin !== origin) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'house-game:back') return 'back';
  if (type === 'house-game:balance') return 'balance';
  return null;
}

export interface GameTarget {
  vendor: string;
  nodeId?: number;
  demo: boolean;
}

/** The game named by the address of /seamless (`vendor`, `nodeId`, `demo=1`), or null when it names none. */
export function gameTargetOf(query: Readonly<Record<string, string>>): GameTarget | null {
  const vendor = query.vendor?.trim().toUpperCase();
  if (!vendor || !/^[A-Z0-9_]{1,32}$/.test(vendor)) return null;
  const nodeId = query.nodeId && /^\d{1,9}$/.test(query.nodeId) ? Number(query.nodeId) : undefined;
  return { vendor, ...(nodeId ? { nodeId } : {}), demo: query.demo === '1' };
}
