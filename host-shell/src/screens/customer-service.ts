import type { Permission } from '@platform/shared-contracts';

/** The merchant's live chat, else its first customer-service entry. */
export function customerServiceUrl(permission: Permission | null): string | null {
  const entries = permission?.customerService ?? [];
  return (entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0])?.url ?? null;
}
