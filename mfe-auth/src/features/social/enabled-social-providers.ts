import type { Permission } from '@platform/shared-contracts';

/** The social sign-in providers the spec names (section 1). */
export type SocialProvider = 'GOOGLE' | 'FACEBOOK' | 'LINE' | 'TELEGRAM';

/**
 * The providers this merchant has enabled. The server has no such setting yet (no switch, no call in
 * shared-contracts, no provider behind an interface in platform-api), so none is enabled and no button is
 * drawn: a button that cannot sign anyone in would be worse than none. When the server gains the setting
 * (for example `permission.socialLogin: SocialProvider[]`), read it here; the buttons follow.
 */
export function enabledSocialProviders(_permission: Permission): SocialProvider[] {
  return [];
}
