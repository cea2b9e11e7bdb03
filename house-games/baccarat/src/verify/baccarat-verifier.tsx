import { gameVerifier } from '@platform/house-kit';
import { useState } from 'preact/hooks';
import { cn } from '../i18n/cn';
import { en } from '../i18n/en';
import { km } from '../i18n/km';
import { translator, useTexts } from '../i18n/texts';
import '../ui/cards.css';
import { PlayingCard } from '../ui/playing-card';
import { cardList, type VerifyResult, verifyHand } from './verify-hand';

/** Baccarat's section of the verifier: the form pre-filled from the game's link, the check run in the browser. */
export function BaccaratVerifyForm({ query }: { query: URLSearchParams }) {
  const { t } = useTexts();
  const [values, setValues] = useState({
    serverSeed: query.get('serverSeed') ?? '',
    expectedHash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    position: query.get('nonce') ?? '0',
  });
  const cards = { player: cardList(query.get('player')), banker: cardList(query.get('banker')) };
  const [result, setResult] = useState<VerifyResult | null>(null);
  const field = (name: keyof typeof values, label: string) => (
    <label class="field">
      <span>{label}</span>
      <input
        class="mono"
        name={name}
        value={values[name]}
        onInput={(event) => setValues({ ...values, [name]: (event.target as HTMLInputElement).value.trim() })}
      />
    </label>
  );
  const position = Number(values.position) || 0;
  return (
    <section class="baccarat-verify">
      <h2>{t('verifyTitle')}</h2>
      <p class="muted">{t('verifyIntro')}</p>
      <form
        class="verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(verifyHand({ ...values, position, ...cards }));
        }}
      >
        {field('serverSeed', t('serverSeed'))}
        {field('expectedHash', t('serverSeedHash'))}
        {field('clientSeed', t('clientSeed'))}
        {field('position', t('position'))}
        <button type="submit" class="button button-primary" data-testid="verify-check">
          {t('verifyCheck')}
        </button>
      </form>
      {result && (
        <section class="verify-result" data-testid="verify-result">
          <p class={result.hashOk ? 'status status-ok' : 'status status-warn'} data-testid="verify-hash">
            {t(result.hashOk ? 'verifyHashOk' : 'verifyHashBad')}
          </p>
          {result.cardsOk !== null && (
            <p class={result.cardsOk ? 'status status-ok' : 'status status-warn'} data-testid="verify-cards">
              {t(result.cardsOk ? 'verifyHandOk' : 'verifyHandBad', { position: position + 1 })}
            </p>
          )}
          {result.hand && (
            <div class="hand">
              {(['player', 'banker'] as const).map((side) => (
                <div class="side" key={side}>
                  <h3>
                    {t(side)} {side === 'player' ? result.hand?.playerTotal : result.hand?.bankerTotal}
                  </h3>
                  <div class="cards">
                    {result.hand?.[side].map((card) => (
                      <PlayingCard key={card.index} card={card} shown />
                    ))}
                  </div>
                </div>
              ))}
            </div>
          )}
          <p class="muted">{t('verifyHands', { count: result.handsInShoe })}</p>
        </section>
      )}
    </section>
  );
}

/** The section the one verifier page shows at `?game=baccarat`, in the page's language. */
export const baccaratVerifier = gameVerifier({
  game: 'baccarat',
  names: { EN: en.title, CN: cn.title, KM: km.title },
  translator,
  Form: BaccaratVerifyForm,
});
