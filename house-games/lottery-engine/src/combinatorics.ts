/** n choose k as a bigint (0 outside 0 <= k <= n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

export const chooseNumber = (n: number, k: number): number => Number(choose(n, k));

export function factorial(n: number): bigint {
  let result = 1n;
  for (let i = 2; i <= n; i += 1) result *= BigInt(i);
  return result;
}

/** Every k-subset of `items`, in lexicographic order of positions. */
export function* subsets<T>(items: readonly T[], k: number, start = 0, chosen: T[] = []): Generator<T[]> {
  if (chosen.length === k) {
    yield [...chosen];
    return;
  }
  for (let i = start; i <= items.length - (k - chosen.length); i += 1) {
    chosen.push(items[i]!);
    yield* subsets(items, k, i + 1, chosen);
    chosen.pop();
  }
}
