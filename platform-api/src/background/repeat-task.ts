/**
 * Runs `task` every `everyMs` in the background (runners and sweeps): a tick while the last run is still going is
 * skipped, a failure goes to `onError` and the next tick tries again, and the timer keeps no process alive. The
 * answer stops it and waits for a run in flight, so the database can close after it.
 */
export function repeatTask(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
