/** The html `lang` value for a site language code (the i18n module sets the same on <html>). */
const HTML_LANG: Record<string, string> = { CN: 'zh-CN', TW: 'zh-TW', KM: 'km', FIL: 'fil', TY: 'tyz' };

export function htmlLang(code: string): string {
  return HTML_LANG[code] ?? code.toLowerCase();
}
