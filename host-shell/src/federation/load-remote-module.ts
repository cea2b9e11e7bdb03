import { loadRemote } from '@module-federation/enhanced/runtime';
import { LIMITS } from '@platform/shared-contracts/client';
import type { ComponentType } from 'react';
import { reRegister, switchToFallback } from './remote-registry';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'timeout' | 'failed',
    cause?: unknown,
  ) {
    super(`${remote} ${reason}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timeout')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const RETRY_DELAYS_MS = [500, 1500];

async function attempt<P>(remote: string, id: string, timeoutMs: number): Promise<ComponentType<P>> {
  const loaded = await withTimeout(loadRemote<{ default: ComponentType<P> }>(id), timeoutMs, remote);
  if (!loaded?.default) throw new RemoteLoadError(remote, 'failed');
  return loaded.default;
}

/**
 * Loads `remote/module` within the spec's 120 s, retrying twice with a pause (each retry re-registers the
 * remote, so a failed entry is fetched again), then once from the release's fallback URL when it has one.
 */
export async function loadRemoteModule<P>(
  remote: string,
  module: string,
  timeoutMs: number = LIMITS.lazyChunkTimeoutMs,
): Promise<ComponentType<P>> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let tries = 0; tries <= RETRY_DELAYS_MS.length; tries++) {
    try {
      return await attempt<P>(remote, id, timeoutMs);
    } catch (error) {
      lastError = error;
      if (error instanceof RemoteLoadError && error.reason === 'timeout') break;
      const delay = RETRY_DELAYS_MS[tries];
      if (delay === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
      reRegister(remote);
    }
  }
  if (switchToFallback(remote)) {
    try {
      return await attempt<P>(remote, id, timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  if (lastError instanceof RemoteLoadError) throw lastError;
  throw new RemoteLoadError(remote, 'failed', lastError);
}
