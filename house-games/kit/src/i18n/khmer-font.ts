/**
 * Khmer needs its own font (few phones have one in the system): wait for it, at most a moment, before the first
 * paint so Khmer texts never flash as empty boxes. Other languages start at once.
 */
export function khmerFontReady(language: string, timeoutMs = 1500): Promise<void> {
  if (language !== 'KM' || !document.fonts?.load) return Promise.resolve();
  const loads = ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Khmer"`, 'ក'));
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]).catch(() => undefined);
}
