// Async boundary: shared singletons are negotiated before any application code runs. The chunk's name lets the page
// preload it beside the entry (federation.preload-bootstrap.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
