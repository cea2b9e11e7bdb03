/**
 * Keys of the lottery texts shipped in `i18n/{en,cn,km}.json` (decision 068): the remote merges these files into
 * its own i18next namespace and formats the figures ({{odds}}, {{rtp}}, {{min}}, {{max}}, {{count}}) itself.
 */
export const betTextKey = (betTypeId: string, part: 'name' | 'rules') => `bet.${betTypeId}.${part}`;
export const gameTextKey = (gameCode: string) => `game.${gameCode}`;
