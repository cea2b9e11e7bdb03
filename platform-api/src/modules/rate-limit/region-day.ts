import { dayInZone, startOfDayInZone } from '@platform/shared-contracts/server';
import type { MerchantState } from '../system/merchant-state';

/** When the region's current day began (midnight in its time zone), for per-day caps. */
export function regionDayStart(merchant: Pick<MerchantState, 'timeZone'>, now: Date): Date {
  return startOfDayInZone(dayInZone(now, merchant.timeZone), merchant.timeZone);
}
