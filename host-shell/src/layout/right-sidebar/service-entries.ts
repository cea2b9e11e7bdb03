import { type Permission, safeLinkUrl } from '@platform/shared-contracts/client';
import type { IconName } from '@platform/shared-ui';
import { RIGHT_BAR_LIMITS, RIGHT_BAR_TYPES, serviceLinks } from '../customer-service';

export const SERVICE_ICON: Record<(typeof RIGHT_BAR_TYPES)[number], IconName> = {
  LIVECHAT: 'chat',
  LINE: 'line',
  TELEGRAM: 'telegram',
  FACEBOOK: 'facebook',
  TWITTER: 'twitter',
  VIBER: 'viber',
};

export function rightBarServices(permission: Permission | null) {
  return serviceLinks(permission, 'RIGHT', RIGHT_BAR_TYPES, RIGHT_BAR_LIMITS);
}

export interface AppDownload {
  platform: 'ios' | 'android';
  url: string;
}

/** The app downloads that exist: the iOS configuration profile (MOBILECONFIG) and the Android package. */
export function appDownloads(permission: Permission | null): AppDownload[] {
  const resources = permission?.resources ?? [];
  const find = (type: string) =>
    resources.find((resource) => resource.resourceType.toUpperCase() === type.toUpperCase());
  const downloads: AppDownload[] = [];
  const ios = find('MOBILECONFIG');
  const android = find('Android');
  // Downloads are web links only: an app link cannot carry a profile or a package.
  const iosUrl = ios && safeLinkUrl(ios.url);
  const androidUrl = android && safeLinkUrl(android.url);
  if (iosUrl) downloads.push({ platform: 'ios', url: iosUrl });
  if (androidUrl) downloads.push({ platform: 'android', url: androidUrl });
  return downloads;
}

/** The page where a game plays in a frame (/seamless, any letter case or trailing slash). */
export function isGamePlayPath(pathname: string): boolean {
  return /^\/seamless\/*$/i.test(pathname);
}
