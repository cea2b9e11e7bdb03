import { VERIFIER_PAGE } from '@platform/house-kit';

/**
 * The slot's old verifier address (links in past rounds and bet records) now opens the one verifier for every game
 * (decision 114) at the slot's section, with the same seeds. Its `game` was the catalogue code; there it is `code`.
 */
const query = new URLSearchParams(location.search);
const code = query.get('game');
query.set('game', 'slot');
if (code) query.set('code', code);
location.replace(`${VERIFIER_PAGE}?${query}`);
