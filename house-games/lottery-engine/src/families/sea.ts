import * as v from 'valibot';
import { defineBetType, distinctDigitStrings, won } from '../bet-type';
import { SEA_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';

const asNumbers = (values: readonly string[]) => values.map(Number);

/** A SEA six-digit bet on prize positions: pays once for every one of those prizes equal to a chosen number. */
function seaBet(id: string, width: number, positions: number[], odds: number, example: string) {
  return defineBetType(v.object({ numbers: distinctDigitStrings(width, 10 ** Math.min(width, 3)) }))({
    id: `sea.${id}`,
    family: 'sea',
    defaultOdds: { win: odds },
    combinations: (s) => s.numbers.length,
    tally: (s, draw) => {
      const chosen = asNumbers(s.numbers);
      return won(positions.filter((position) => chosen.includes(draw[position]!)).length);
    },
    rtpCases: () => [{ label: id, selection: { numbers: [example] } }],
    outcomes: () => positionOutcomes(SEA_FORMAT, positions),
  });
}

export const seaFirstPrize = seaBet('first_prize', 6, [0], 95_000_000, '123456');
export const seaFrontThree = seaBet('front_three', 3, [1, 2], 47_500, '481');
export const seaBackThree = seaBet('back_three', 3, [3, 4], 47_500, '092');
export const seaBackTwo = seaBet('back_two', 2, [5], 9500, '37');

export const SEA_BET_TYPES = [seaFirstPrize, seaFrontThree, seaBackThree, seaBackTwo];
