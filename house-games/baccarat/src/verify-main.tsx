import { VERIFIER_PAGE } from '@platform/house-kit';

/** Baccarat's old verifier address (links in past hands) opens the one verifier page at Baccarat's section. */
const query = new URLSearchParams(location.search);
query.set('game', 'baccarat');
location.replace(`${VERIFIER_PAGE}?${query}`);
