import { placeholders } from '@platform/house-kit';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { en, type PlinkoTextKey } from './en';
import { km } from './km';

describe('texts', () => {
  it('CN and KM have every key, each with the placeholders the English text has', () => {
    for (const texts of [cn, km]) {
      for (const key of Object.keys(en) as PlinkoTextKey[]) {
        expect(texts[key], key).toBeTruthy();
        expect(placeholders(texts[key]), key).toEqual(placeholders(en[key]));
      }
    }
  });
});
