import type { CSSProperties } from 'react';

/** How long each ball of a pushed draw rolls in after the one before it (the CSS reads it as --ball-step). */
export const BALL_STEP_MS = 350;

/**
 * A draw's numbers as balls; prize draws (VN, SEA) wrap as many short rows. `reveal`: the draw just arrived, so the
 * balls roll in one by one (transform and opacity only: nothing around them moves; none with reduced motion).
 */
export function DrawBalls({
  numbers,
  label,
  reveal = false,
}: {
  numbers: readonly string[];
  label: string;
  reveal?: boolean;
}) {
  return (
    <ol
      className={reveal ? 'lottery-balls lottery-balls--reveal' : 'lottery-balls'}
      aria-label={label}
      data-testid={reveal ? 'draw-reveal' : undefined}
      style={reveal ? ({ '--ball-step': `${BALL_STEP_MS}ms` } as CSSProperties) : undefined}
    >
      {numbers
        .map((value, position) => ({ value, position }))
        .map((ball) => (
          // A draw may repeat a number (digits, dice), so the position is the identity of a ball.
          <li
            key={ball.position}
            className="lottery-ball"
            style={reveal ? ({ '--ball-index': ball.position } as CSSProperties) : undefined}
          >
            {ball.value}
          </li>
        ))}
    </ol>
  );
}
