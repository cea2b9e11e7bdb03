import type { EventBus, PlatformEvents } from '@platform/shared-contracts/client';
import { useEffect, useState } from 'react';

/** What the remote emitted on the bus, newest first, one line each, for the harness to show. */
export function useEventLog(bus: EventBus, names: readonly (keyof PlatformEvents)[]): string[] {
  const [log, setLog] = useState<string[]>([]);
  const key = names.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are compared by their joined key
  useEffect(() => {
    const offs = names.map((name) =>
      bus.on(name, (payload: unknown) =>
        setLog((lines) => [
          `${new Date().toLocaleTimeString()} ${name} ${JSON.stringify(payload)}`,
          ...lines,
        ]),
      ),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [bus, key]);
  return log;
}
