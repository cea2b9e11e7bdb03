import { useState } from 'preact/hooks';
import type { SlotGame } from '../game/slot-game';
import { verifyLink } from '../game/verify-link';
import { useTexts } from '../i18n/texts-context';
import type { FairState, RotateAnswer } from '../studio/shapes';
import { errorCode } from '../studio/studio-client';
import { Sheet } from './sheet';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Provably fair, as the player sees it: the hash of the server seed before play, the client seed they may
 * change, the next nonce, and rotation, which reveals the old seed with a link to verify its spins.
 */
export function FairnessPanel({
  game,
  fair,
  betIndex,
  busy,
  onClose,
}: {
  game: SlotGame;
  fair: FairState;
  betIndex: number;
  busy: boolean;
  onClose: () => void;
}) {
  const { t, language } = useTexts();
  const [clientSeed, setClientSeed] = useState(fair.clientSeed);
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'warn' } | null>(null);
  const [revealed, setRevealed] = useState<RotateAnswer['revealed'] | null>(null);
  const [working, setWorking] = useState(false);

  async function run(action: () => Promise<void>) {
    setWorking(true);
    setStatus(null);
    try {
      await action();
    } catch (error) {
      setStatus({ text: `${t('spinFailed')} (${errorCode(error)})`, tone: 'warn' });
    } finally {
      setWorking(false);
    }
  }

  function saveSeed(event: Event) {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (!CLIENT_SEED.test(seed)) {
      setStatus({ text: t('seedInvalid'), tone: 'warn' });
      return;
    }
    void run(async () => {
      await game.setClientSeed(seed);
      setStatus({ text: t('seedSaved'), tone: 'ok' });
    });
  }

  function rotate() {
    void run(async () => {
      const answer = await game.rotateSeed();
      setRevealed(answer.revealed);
      setClientSeed(answer.next.clientSeed);
    });
  }

  const disabled = busy || working;
  return (
    <Sheet title={t('fairTitle')} onClose={onClose}>
      <p class="muted">{t('fairIntro')}</p>
      <dl class="fair-facts">
        <dt>{t('serverSeedHash')}</dt>
        <dd class="mono" data-testid="server-seed-hash">
          {fair.serverSeedHash}
        </dd>
        <dt>{t('nonce')}</dt>
        <dd class="mono" data-testid="nonce">
          {fair.nonce}
        </dd>
      </dl>
      <form class="seed-form" onSubmit={saveSeed}>
        <label for="client-seed">{t('clientSeed')}</label>
        <div class="row">
          <input
            id="client-seed"
            class="mono"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellcheck={false}
            onInput={(event) => setClientSeed((event.target as HTMLInputElement).value)}
          />
          <button type="submit" class="button" disabled={disabled}>
            {t('saveSeed')}
          </button>
        </div>
        <small class="muted">{t('clientSeedHelp')}</small>
      </form>
      <div class="rotate">
        <button type="button" class="button button-gold" onClick={rotate} disabled={disabled}>
          {t('rotate')}
        </button>
        <small class="muted">{t('rotateHelp')}</small>
      </div>
      {status && (
        <p class={`status status-${status.tone}`} role="status">
          {status.text}
        </p>
      )}
      {revealed && (
        <section class="revealed" data-testid="revealed">
          <h3>{t('revealedTitle')}</h3>
          <dl class="fair-facts">
            <dt>{t('serverSeed')}</dt>
            <dd class="mono">{revealed.serverSeed}</dd>
            <dt>{t('serverSeedHash')}</dt>
            <dd class="mono">{revealed.serverSeedHash}</dd>
            <dt>{t('clientSeed')}</dt>
            <dd class="mono">{revealed.clientSeed}</dd>
            <dt>{t('lastNonce')}</dt>
            <dd class="mono">{revealed.lastNonce >= 0 ? revealed.lastNonce : '—'}</dd>
          </dl>
          {revealed.lastNonce >= 0 ? (
            <a
              class="button"
              target="_blank"
              rel="noopener"
              href={verifyLink({
                ...revealed,
                nonce: revealed.lastNonce,
                // The last round's own stake when it is the one on screen; else the bet level in use.
                ...(game.state.lastRound?.nonce === revealed.lastNonce &&
                game.state.lastRound.serverSeedHash === revealed.serverSeedHash
                  ? { stake: game.state.lastRound.stake }
                  : { betLevel: betIndex }),
                lang: language,
              })}
            >
              {t('verifyLink')}
            </a>
          ) : (
            <p class="muted">{t('noSpinsOnSeed')}</p>
          )}
        </section>
      )}
    </Sheet>
  );
}
