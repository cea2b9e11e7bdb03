import { useState } from 'preact/hooks';
import { useTexts } from '../i18n/texts-context';
import { CLIENT_SEED_PATTERN } from '../studio/seeds';
import { errorCode } from '../studio/studio-client';
import type { FairState, RevealedSeed, RotateAnswer } from '../studio/studio-shapes';
import { Sheet } from './sheet';

/**
 * Provably fair, as the player sees it: the hash of the server seed before play, the client seed they may
 * change, the next nonce, and rotation, which reveals the old seed with a link to verify its rounds. The game
 * does the calls (so its state follows the new seeds): `seedActions(api)` has them.
 */
export function FairnessPanel({
  fair,
  busy,
  onClientSeed,
  onRotate,
  verifyHref,
  onClose,
}: {
  fair: FairState;
  /** A round is in play: the seeds must not change under it. */
  busy: boolean;
  onClientSeed: (clientSeed: string) => Promise<unknown>;
  onRotate: () => Promise<RotateAnswer>;
  /** The verifier's address for the revealed seed's last round. */
  verifyHref: (revealed: RevealedSeed) => string;
  onClose: () => void;
}) {
  const { t } = useTexts();
  const [clientSeed, setClientSeed] = useState(fair.clientSeed);
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'warn' } | null>(null);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  const [working, setWorking] = useState(false);

  async function run(action: () => Promise<void>) {
    setWorking(true);
    setStatus(null);
    try {
      await action();
    } catch (error) {
      setStatus({ text: `${t('actionFailed')} (${errorCode(error)})`, tone: 'warn' });
    } finally {
      setWorking(false);
    }
  }

  function saveSeed(event: Event) {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (!CLIENT_SEED_PATTERN.test(seed)) {
      setStatus({ text: t('seedInvalid'), tone: 'warn' });
      return;
    }
    void run(async () => {
      await onClientSeed(seed);
      setStatus({ text: t('seedSaved'), tone: 'ok' });
    });
  }

  function rotate() {
    void run(async () => {
      const answer = await onRotate();
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
        <button type="button" class="button button-primary" onClick={rotate} disabled={disabled}>
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
            <a class="button" target="_blank" rel="noopener" href={verifyHref(revealed)}>
              {t('verifyLink')}
            </a>
          ) : (
            <p class="muted">{t('noRoundsOnSeed')}</p>
          )}
        </section>
      )}
    </Sheet>
  );
}
