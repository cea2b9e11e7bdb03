export interface BatchQueueOptions<I = unknown> {
  /** The most items one run takes. */
  maxBatch: number;
  /** How many runs may be under way at once. */
  maxRunning: number;
  /** What an item holds (e.g. accounts): an item holding what another in the batch holds waits for a later run. */
  holds?: (item: I) => readonly string[];
}

/** An item's answer: a value (or a promise of one, to hand the item on) or an error for that item alone. */
export type BatchOutcome<O> = { value: O | Promise<O> } | { error: unknown };

/**
 * Items that arrive while earlier runs are under way wait and go together into the next run, so concurrent callers
 * share database round trips instead of each making their own. Nothing waits on a timer: an idle queue runs at the
 * next turn of the event loop, so a lone caller is not slowed.
 */
export function createBatchQueue<I, O>(
  run: (items: I[]) => Promise<BatchOutcome<O>[]>,
  options: BatchQueueOptions<I>,
): (item: I) => Promise<O> {
  const waiting: { item: I; resolve: (value: O | Promise<O>) => void; reject: (error: unknown) => void }[] =
    [];
  let running = 0;
  let scheduled = false;

  type Waiting = (typeof waiting)[number];
  /** The next batch in arrival order; an item that would share a hold with an earlier one keeps its place. */
  const takeBatch = (): Waiting[] => {
    const { holds } = options;
    if (!holds) return waiting.splice(0, options.maxBatch);
    const held = new Set<string>();
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    for (const w of waiting) {
      const wanted = holds(w.item);
      if (batch.length < options.maxBatch && !wanted.some((h) => held.has(h))) {
        batch.push(w);
        for (const h of wanted) held.add(h);
      } else left.push(w);
    }
    waiting.splice(0, waiting.length, ...left);
    return batch;
  };

  const pump = () => {
    scheduled = false;
    while (running < options.maxRunning && waiting.length > 0) {
      const batch = takeBatch();
      running += 1;
      run(batch.map((w) => w.item))
        .then(
          (outcomes) =>
            batch.forEach((w, i) => {
              const outcome = outcomes[i];
              if (!outcome) w.reject(new Error('a batch run gave no answer for an item'));
              else if ('error' in outcome) w.reject(outcome.error);
              else w.resolve(outcome.value);
            }),
          (error: unknown) => {
            for (const w of batch) w.reject(error);
          },
        )
        .finally(() => {
          running -= 1;
          schedule();
        });
    }
  };
  const schedule = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(pump);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}

/**
 * One query for many keys, shared by the callers that ask while an earlier read is under way: under load, N
 * concurrent requests cost a few round trips instead of N. Answers undefined for a key the read did not return.
 */
export function createBatchedLookup<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  options: BatchQueueOptions<K> = { maxBatch: 256, maxRunning: 2 },
): (key: K) => Promise<V | undefined> {
  return createBatchQueue<K, V | undefined>(async (keys) => {
    const found = await read([...new Set(keys)]);
    return keys.map((key) => ({ value: found.get(key) }));
  }, options);
}

/** Something kept once per database (a queue, a lookup), never shared between two databases in one process. */
export function perDatabase<D extends object, T>(create: (db: D) => T): (db: D) => T {
  const made = new WeakMap<D, T>();
  return (db) => {
    const known = made.get(db);
    if (known !== undefined) return known;
    const fresh = create(db);
    made.set(db, fresh);
    return fresh;
  };
}
