// Stylesheets are side-effect imports handled by rspack (css/auto); TypeScript only needs to know they exist.
declare module '*.css';
