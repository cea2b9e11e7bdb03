import type { Hand } from '../game/baccarat-game';

type Card = Hand['player'][number];

const SUIT_SIGNS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** One card: face up once dealt to view, its back until then. */
export function PlayingCard({ card, shown }: { card: Card; shown: boolean }) {
  if (!shown) return <span class="card card-back" aria-hidden="true" />;
  const red = card.suit === 'H' || card.suit === 'D';
  return (
    <span class={`card${red ? ' card-red' : ''}`} data-testid="card" data-card={`${card.rank}${card.suit}`}>
      <span class="card-rank">{card.rank}</span>
      <span class="card-suit">{SUIT_SIGNS[card.suit]}</span>
    </span>
  );
}
