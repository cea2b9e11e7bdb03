/**
 * Times show in UTC with the zone named: operators in several countries read the same rows, and the figure must
 * not depend on the laptop's time zone.
 */
export function formatTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat(language === 'CN' ? 'zh-CN' : 'en-GB', {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(date);
  return `${text} UTC`;
}

/** 0.034 -> "3.4%". */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** 1536 -> "1.5 KB"; signed when `signed`, for the size a release adds over the one before it. */
export function formatBytes(bytes: number, signed = false): string {
  const sign = signed && bytes > 0 ? '+' : bytes < 0 ? '−' : '';
  const size = Math.abs(bytes);
  const text =
    size < 1024
      ? `${size} B`
      : size < 1024 * 1024
        ? `${(size / 1024).toFixed(1)} KB`
        : `${(size / 1024 / 1024).toFixed(2)} MB`;
  return `${sign}${text}`;
}
