import { dealOrder, type Hand } from '../game/baccarat-game';
import { useTexts } from '../i18n/texts';
import { PlayingCard } from './playing-card';

/** Player's and Banker's cards, turned over in the order dealt; each side's total once its cards are all up. */
export function HandView({ hand, cardsShown }: { hand: Hand | null; cardsShown: number }) {
  const { t } = useTexts();
  const order = hand ? dealOrder(hand) : [];
  const shown = (card: Hand['player'][number]) => order.indexOf(card) < cardsShown;
  const side = (name: 'player' | 'banker') => {
    const cards = hand?.[name] ?? [];
    const total = name === 'player' ? hand?.playerTotal : hand?.bankerTotal;
    const complete = hand !== null && cards.every(shown);
    const winner = complete && cardsShown === order.length && hand?.winner === name;
    return (
      <div class={`side side-${name}${winner ? ' side-won' : ''}`} data-testid={`${name}-side`}>
        <h2>
          {t(name)}{' '}
          <span class="side-total" data-testid={`${name}-total`}>
            {complete ? total : ''}
          </span>
        </h2>
        <div class="cards">
          {cards.map((card) => (
            <PlayingCard key={card.index} card={card} shown={shown(card)} />
          ))}
        </div>
      </div>
    );
  };
  return (
    <div class="hand">
      {side('player')}
      {side('banker')}
    </div>
  );
}

/** The result line of a hand: who won and by how much. */
export function resultText(t: ReturnType<typeof useTexts>['t'], hand: Hand): string {
  const values = { player: hand.playerTotal, banker: hand.bankerTotal };
  if (hand.winner === 'player') return t('playerWins', values);
  if (hand.winner === 'banker') return t('bankerWins', values);
  return t('tieResult', values);
}
