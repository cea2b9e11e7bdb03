import type { PlacementRow } from './releases-store';

/** What a rollback in a scope makes the default again; `brandWide` when the region goes back to the brand's. */
export interface RollbackTarget {
  row: PlacementRow;
  brandWide: boolean;
}

/**
 * The default demoted last in the scope; else, for a region whose own default has none before it, the brand-wide
 * default (the region's default steps down). Undefined: nothing to go back to. `brandRows` is null brand-wide.
 */
export function rollbackTarget(
  rows: PlacementRow[],
  brandRows: PlacementRow[] | null,
): RollbackTarget | undefined {
  const previous = rows
    .filter((row) => !row.is_default && row.demoted_at !== null)
    .sort((a, b) => (b.demoted_at?.getTime() ?? 0) - (a.demoted_at?.getTime() ?? 0) || b.id - a.id)[0];
  if (previous) return { row: previous, brandWide: false };
  const current = rows.find((row) => row.is_default);
  const brandDefault = current && brandRows ? brandRows.find((row) => row.is_default) : undefined;
  return brandDefault ? { row: brandDefault, brandWide: true } : undefined;
}
