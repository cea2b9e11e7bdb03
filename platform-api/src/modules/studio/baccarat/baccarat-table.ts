import { BACCARAT_STAKE_UNIT } from '@platform/house-engine';

/** The studio's baccarat in the catalogue. */
export const BACCARAT_GAME_CODE = 'HOUSE_BACCARAT';
/** The chips the table offers, minor units (1, 5, 10, 50, 100, 500). */
export const BACCARAT_CHIPS = [100, 500, 1_000, 5_000, 10_000, 50_000] as const;
/** The table maximum per bet, minor units (5,000.00). */
export const BACCARAT_MAX_STAKE = 500_000n;
/** What the round rows name as the game's rules (the paytable of a slot). */
export const BACCARAT_RULES_ID = 'baccarat-8-deck-1';
/** Bumped whenever the way seeds become a shoe or a hand changes; the verifier shows it. */
export const BACCARAT_ENGINE_VERSION = 'baccarat-1';
/** Every stake is a whole number of these minor units. */
export const STAKE_UNIT = BACCARAT_STAKE_UNIT;
