import { useEffect, useState } from 'preact/hooks';
import type { Board as BoardRules, DropRound } from '../game/plinko-game';

/** Where the ball is after `steps` rows of its path, in the board's units (100 wide, one peg gap = `gap`). */
function ballAt(path: string, steps: number, gap: number) {
  const rights = [...path.slice(0, steps)].filter((step) => step === 'R').length;
  return { x: 50 + (rights - steps / 2) * gap, y: gap * (steps + 0.5) };
}

const bucketTone = (multiplier: string) => {
  const value = Number(multiplier);
  return value >= 10 ? 'hot' : value >= 2 ? 'warm' : value >= 1 ? 'even' : 'cold';
};

/**
 * The board: rows of pegs (row j has j + 3) over rows + 1 buckets, and the ball falling along the drop's path one
 * row every `stepMs` (CSS transforms only: light on a phone). `onStep` as it meets each row's peg, `onLanded` once it
 * sits in its bucket.
 */
export function Board({
  board,
  drop,
  stepMs,
  onStep,
  onLanded,
}: {
  board: BoardRules;
  drop: DropRound | null;
  stepMs: number;
  onStep?: () => void;
  onLanded: () => void;
}) {
  const { rows } = board;
  const gap = 100 / (rows + 2);
  const [steps, setSteps] = useState(rows);
  const falling = drop !== null && drop.rows === rows && steps < rows;
  useEffect(() => {
    if (!drop) return;
    if (stepMs <= 0) {
      setSteps(drop.rows);
      onLanded();
      return;
    }
    setSteps(0);
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setSteps(step);
      onStep?.();
      if (step >= drop.rows) {
        clearInterval(timer);
        onLanded();
      }
    }, stepMs);
    return () => clearInterval(timer);
  }, [drop, stepMs, onStep, onLanded]);

  const height = gap * (rows + 2);
  const ball = drop && drop.rows === rows ? ballAt(drop.path, steps, gap) : null;
  const landed = drop && drop.rows === rows && !falling ? drop.bucket : null;
  return (
    <div class="board-frame">
      <svg class="board" viewBox={`0 0 100 ${height}`} role="img" aria-label={`${rows} × ${board.risk}`}>
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, peg) => (
            <circle
              key={`${row}-${peg}`}
              class="peg"
              cx={50 + (peg - (row + 2) / 2) * gap}
              cy={gap * (row + 1)}
              r={Math.max(0.5, gap * 0.09)}
            />
          )),
        )}
        {ball && (
          <g
            class="ball"
            data-testid="ball"
            style={{ transform: `translate(${ball.x}px, ${ball.y}px)`, transitionDuration: `${stepMs}ms` }}
          >
            <circle r={gap * 0.22} />
          </g>
        )}
      </svg>
      <ol
        class="buckets"
        // The buckets sit under the gaps of the last row: half a gap in from each side.
        style={{ gridTemplateColumns: `repeat(${rows + 1}, 1fr)`, padding: `0 ${gap / 2}%` }}
      >
        {board.multipliers.map((multiplier, bucket) => (
          <li
            key={bucket}
            class={`bucket bucket-${bucketTone(multiplier)}${landed === bucket ? ' bucket-landed' : ''}`}
            data-testid={landed === bucket ? 'landed-bucket' : undefined}
          >
            {multiplier.replace(/\.?0+$/, '')}
          </li>
        ))}
      </ol>
    </div>
  );
}
