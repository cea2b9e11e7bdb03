import { type Permission, safeLinkUrl } from '@platform/shared-contracts/client';

/** The merchant's live chat, else its first customer-service entry; null when there is none safe to open. */
export function customerServiceUrl(permission: Permission | null): string | null {
  const entries = permission?.customerService ?? [];
  const entry = entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0];
  return entry ? safeLinkUrl(entry.url, { appLinks: true }) : null;
}
