import { BET_TYPES, LOTTERY_GAMES } from '@platform/lottery-engine';
import { ROUTES } from '@platform/shared-contracts/client';
import { LOTTERY_BET_STATES, LOTTERY_ISSUE_STATES } from '@platform/shared-contracts/lottery-calls';
import { expect, it } from 'vitest';
import { pickerOf, QUICK_PICKS } from '../lib/pickers';
import en from './en.json';

const missing = (keys: readonly string[]) => keys.filter((key) => !Object.hasOwn(en, key));

it('names every game, bet type and rule of the engine', () => {
  expect(missing(LOTTERY_GAMES.map((game) => `game.${game.code}`))).toEqual([]);
  expect(missing(BET_TYPES.flatMap((betType) => [`bet.${betType.id}`, `rule.${betType.id}`]))).toEqual([]);
});

it('has a picker for every bet type, and a text for every option, row and choice of it', () => {
  const keys: string[] = [];
  for (const betType of BET_TYPES) {
    const spec = pickerOf(betType.id);
    expect(spec, betType.id).toBeDefined();
    if (!spec) continue;
    if (spec.option) keys.push(spec.option.labelKey, ...spec.option.values.map(spec.option.valueKey));
    for (const row of spec.rows ?? []) if (row.labelKey) keys.push(row.labelKey);
    for (const choice of spec.choices ?? []) keys.push(`pick.${choice}`);
  }
  expect(missing(keys)).toEqual([]);
});

it('names every state, quick pick and lottery route', () => {
  const states = [...LOTTERY_ISSUE_STATES, ...LOTTERY_BET_STATES].map((state) => `state.${state}`);
  const areas = ROUTES.filter((route) => route.kind === 'lottery').map(
    (route) => `area${route.path.replace('/', '.')}`,
  );
  expect(areas).toHaveLength(3);
  expect(missing([...states, ...QUICK_PICKS.map((pick) => `quick.${pick}`), ...areas])).toEqual([]);
});
