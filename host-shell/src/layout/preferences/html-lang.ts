/** The html `lang` value for a site language code (on <html>, that of the language the texts are in: i18n.ts). */
const HTML_LANG: Record<string, string> = { CN: 'zh-CN', TW: 'zh-TW', KM: 'km', FIL: 'fil', TY: 'tyz' };

export function htmlLang(code: string): string {
  return HTML_LANG[code] ?? code.toLowerCase();
}
