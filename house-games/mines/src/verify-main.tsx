import { VERIFIER_PAGE } from '@platform/house-kit';

/** Mines' old verifier address (links in past rounds) opens the one verifier page at Mines' section, same query. */
const query = new URLSearchParams(location.search);
query.set('game', 'mines');
location.replace(`${VERIFIER_PAGE}?${query}`);
