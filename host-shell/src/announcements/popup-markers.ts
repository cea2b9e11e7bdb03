import type { Popup } from '@platform/shared-contracts/client';
import { session } from '../platform/storage-keys';

/**
 * Popups show once per session until closed; closing one stores its id under its audience's marker (A members,
 * B visitors, F first login) in session storage, so it stays closed on reload and shows again in a new session.
 */
export const popupMarkerKey = (execution: Popup['execution']) => `announcementPopupClosed:${execution}`;

function closedIds(execution: Popup['execution']): number[] {
  try {
    const ids: unknown = JSON.parse(session.get(popupMarkerKey(execution)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function isPopupClosed(popup: Popup): boolean {
  return closedIds(popup.execution).includes(popup.id);
}

export function markPopupClosed(popup: Popup): void {
  const ids = closedIds(popup.execution);
  if (!ids.includes(popup.id))
    session.set(popupMarkerKey(popup.execution), JSON.stringify([...ids, popup.id]));
}
