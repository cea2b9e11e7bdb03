import { Skeleton } from '@platform/shared-ui';
import type { CSSProperties } from 'react';
import { GameCardSkeleton } from './game-card';

/** A screen's shape while its texts load: a title bar and a row of game cards. */
export function ScreenSkeleton() {
  return (
    <div className="lobby-screen" aria-busy="true">
      <Skeleton height={28} width={200} />
      <div className="lobby-grid">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <GameCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** The home page's shape while the lobby's texts load: the jackpot box and a row of hot-game cards. */
export function HomeSkeleton() {
  return (
    <div className="lobby-home" aria-busy="true">
      <Skeleton className="lobby-jackpot-skeleton" height="auto" radius="lg" />
      <section className="lobby-section">
        <header className="lobby-section__head">
          <h2>
            <Skeleton width={140} height="calc(1em * var(--line-height-tight))" />
          </h2>
          <Skeleton width={64} height="var(--touch-target-min)" />
        </header>
        <div
          className="lobby-rail"
          style={{ '--per-view-narrow': 2.3, '--per-view-wide': 5 } as CSSProperties}
        >
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={index} className="lobby-rail__slide">
              <GameCardSkeleton />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
