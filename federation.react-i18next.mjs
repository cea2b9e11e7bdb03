// What the browser bundles share as `react-i18next` (federation.shared.mjs): only the names they import. A shared
// module is not tree-shaken, so the package's whole index would ship Trans and its HTML parser to every visitor.
// A name added here must be one the package exports; a name used but missing here fails the check in
// federation.react-i18next.test.mjs.
export { I18nextProvider } from 'react-i18next/es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next/es/initReactI18next.js';
export { useTranslation } from 'react-i18next/es/useTranslation.js';
