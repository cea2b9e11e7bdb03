// What `react-dom` and `preact/compat` resolve to in the browser bundles (decision 060): preact/compat serves both
// React and ReactDOM, and one file can be shared under one name only, so these requests go through the `react`
// singleton instead of bundling a second copy of preact/compat.
export * from 'react';
export { default } from 'react';
