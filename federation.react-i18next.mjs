// What the browser bundles share as `react-i18next` (federation.shared.mjs): only the names they import. A shared
// module is not tree-shaken, so the package's whole index would ship Trans and its HTML parser to every visitor.
// A screen that imports another name from react-i18next must add it here (it would be undefined in the browser).
export { I18nextProvider } from 'react-i18next/es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next/es/initReactI18next.js';
export { useTranslation } from 'react-i18next/es/useTranslation.js';
