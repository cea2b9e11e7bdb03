import { describe, expect, it } from 'vitest';
import cn from '../i18n/cn.json';
import en from '../i18n/en.json';
import km from '../i18n/km.json';
import { BET_TYPES } from './bet-types';
import { ZODIACS } from './families/lhc';
import { THREE_PATTERNS } from './families/ssc';
import { LOTTERY_GAMES, SEA_FORMAT, VN_FORMAT } from './games';
import { betTextKey, gameTextKey } from './texts';

const files: Record<string, Record<string, string>> = { en, cn, km };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('lottery texts in EN, CN and KM', () => {
  it('have the same keys and placeholders, and no empty text', () => {
    for (const [name, texts] of Object.entries(files)) {
      expect(Object.keys(texts).sort(), name).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        expect(texts[key]!.trim(), `${name}.${key}`).not.toBe('');
        expect(placeholders(texts[key]!), `${name}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('are translated: every Chinese text has Han characters and every Khmer text Khmer script', () => {
    for (const key of Object.keys(en)) {
      expect(cn[key as keyof typeof cn], key).toMatch(/\p{Script=Han}/u);
      expect(km[key as keyof typeof km], key).toMatch(/\p{Script=Khmer}/u);
    }
  });

  it('name every game, bet type, pick, zodiac sign and prize', () => {
    const keys = new Set(Object.keys(en));
    const needed = [
      ...LOTTERY_GAMES.map((game) => gameTextKey(game.code)),
      ...BET_TYPES.flatMap((betType) => [betTextKey(betType.id, 'name'), betTextKey(betType.id, 'rules')]),
      ...['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'red', 'blue', 'green'].map(
        (p) => `pick.${p}`,
      ),
      ...THREE_PATTERNS.map((pattern) => `pick.${pattern}`),
      ...ZODIACS.map((zodiac) => `zodiac.${zodiac}`),
      ...[VN_FORMAT, SEA_FORMAT].flatMap((format) =>
        format.kind === 'independent' ? (format.prizes ?? []).map((prize) => `prize.${prize.name}`) : [],
      ),
      'rules.odds',
      'rules.rtp',
    ];
    for (const key of needed) expect(keys.has(key), key).toBe(true);
  });
});
