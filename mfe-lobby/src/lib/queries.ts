/** The spec's hotGamesV2 query: every platform's games of the region, by hot rank (home and /hot share it). */
export const HOT_GAMES_QUERY = { isPlatform: '2', platform: 'flash,html5-desktop' } as const;
