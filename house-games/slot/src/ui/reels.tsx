import { useEffect, useState } from 'preact/hooks';
import { useTexts } from '../i18n/texts-context';
import type { RoundStep } from '../studio/shapes';
import { SymbolArt, symbolName } from './symbol-art';

/** How long each winning line stays lit before the next one when a step won on several lines. */
export const LINE_CYCLE_MS = 1200;

interface ReelsProps {
  window: string[][];
  reelsStopped: number;
  strips: readonly (readonly string[])[];
  lines: readonly (readonly number[])[];
  scatter: string;
  step: RoundStep | null;
  onTap: () => void;
}

interface Highlight {
  cells: Set<string>;
  line: number | null;
}

/** The cells a step's wins cover, each win in turn: a line win lights its first `count` reels on its line. */
export function highlightsOf(
  step: RoundStep | null,
  lines: readonly (readonly number[])[],
  scatter: string,
): Highlight[] {
  if (!step) return [];
  const highlights: Highlight[] = step.wins.map((win) => {
    const rows = lines[win.line - 1] ?? [];
    return {
      line: win.line,
      cells: new Set(rows.slice(0, win.count).map((row, reel) => `${reel}:${row}`)),
    };
  });
  if (Number(step.scatterWin) > 0 || step.freeSpinsAwarded > 0) {
    const cells = new Set<string>();
    step.window.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === scatter) cells.add(`${reel}:${row}`);
      });
    });
    highlights.push({ line: null, cells });
  }
  return highlights;
}

function RollingReel({ strip, reel }: { strip: readonly string[]; reel: number }) {
  // A slice of the real strip, repeated so the loop is seamless; purely a picture of motion.
  const start = (reel * 7) % Math.max(strip.length, 1);
  const symbols = Array.from({ length: 6 }, (_, i) => strip[(start + i) % strip.length] ?? '');
  return (
    <div class="reel reel-rolling" aria-hidden="true">
      <div class="reel-belt">
        {[...symbols, ...symbols].map((code, i) => (
          <div class="cell" key={i}>
            <SymbolArt code={code} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function Reels({ window, reelsStopped, strips, lines, scatter, step, onTap }: ReelsProps) {
  const { t } = useTexts();
  const highlights = highlightsOf(step, lines, scatter);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    setTurn(0);
    if (highlights.length < 2) return;
    const timer = setInterval(() => setTurn((value) => value + 1), LINE_CYCLE_MS);
    return () => clearInterval(timer);
  }, [step]);
  const current = highlights.length > 0 ? highlights[turn % highlights.length] : undefined;
  const anyWin = new Set(highlights.flatMap((highlight) => [...highlight.cells]));
  const linePoints = current?.line
    ? (lines[current.line - 1] ?? []).map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')
    : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: tapping the reels skips the animation; the spin button does the same from the keyboard
    <div class={`reels${highlights.length > 0 ? ' reels-won' : ''}`} onClick={onTap} data-testid="reels">
      {window.map((column, reel) =>
        reel >= reelsStopped ? (
          <RollingReel key={reel} reel={reel} strip={strips[reel] ?? []} />
        ) : (
          <div class="reel reel-stopped" key={reel} data-reel={reel}>
            {column.map((code, row) => {
              const id = `${reel}:${row}`;
              const lit = current?.cells.has(id) ? ' cell-lit' : anyWin.has(id) ? ' cell-won' : '';
              return (
                <div class={`cell${lit}`} key={row} data-symbol={code}>
                  <SymbolArt code={code} label={symbolName(code, t)} />
                </div>
              );
            })}
          </div>
        ),
      )}
      {linePoints && (
        <svg class="win-line" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
          <polyline points={linePoints} />
        </svg>
      )}
    </div>
  );
}
