const two = (n: number) => String(n).padStart(2, '0');

/**
 * A server time (ISO 8601) as the spec's timestamp, yyyy-MM-dd hh:mm:ss (section 9), in the device's time zone.
 * Decision 015: the hour is on the 24-hour clock; a money record must not read "03:00" for both 3 am and 3 pm.
 */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${localDay(date)} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** A calendar day as the wallet calls take it: yyyy-MM-dd, in the device's time zone. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
