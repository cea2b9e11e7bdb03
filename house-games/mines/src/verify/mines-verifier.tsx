import { MINES_ENGINE_VERSION, MINES_MAX, MINES_MIN, verifyMinesRound } from '@platform/house-engine';
import { gameVerifier, useTexts } from '@platform/house-kit';
import { displayMoney } from '@platform/shared-contracts/studio';
import { useState } from 'preact/hooks';
import { cn } from '../i18n/cn';
import { en } from '../i18n/en';
import { km } from '../i18n/km';
import { type MinesTextKey, translator } from '../i18n/texts';
import '../ui/board.css';
import './verify.css';

interface Fields {
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
  mines: string;
  reveals: string;
  stake: string;
  paid: string;
  shown: string;
}

const tiles = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

/**
 * Recomputes a round in the browser: the layout from the seeds, the hash, and what the tiles opened pay. Without
 * the mines shown or the amount paid, those are taken from the recomputation (only the rest is compared).
 */
export function check(fields: Fields) {
  const round = {
    serverSeed: fields.serverSeed.trim(),
    serverSeedHash: fields.hash.trim(),
    clientSeed: fields.clientSeed.trim(),
    nonce: Number(fields.nonce),
    mineCount: Number(fields.mines),
    mines: tiles(fields.shown),
    reveals: tiles(fields.reveals),
    stake: fields.stake.trim() || '1.00',
    payout: fields.paid.trim(),
  };
  const first = verifyMinesRound({ ...round, payout: round.payout || '0.00' });
  return verifyMinesRound({
    ...round,
    mines: round.mines.length > 0 ? round.mines : first.layout,
    payout: round.payout || first.payout,
  });
}

/** Mines' section of the verifier: fields filled from the address (the game's verify link), recomputed on Verify. */
export function MinesVerifyForm({ query }: { query: URLSearchParams }) {
  const { t } = useTexts<MinesTextKey>();
  const [fields, setFields] = useState<Fields>({
    serverSeed: query.get('serverSeed') ?? '',
    hash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '0',
    mines: query.get('mines') ?? '3',
    reveals: query.get('reveals') ?? '',
    stake: query.get('stake') ?? '',
    paid: query.get('paid') ?? '',
    shown: query.get('shown') ?? '',
  });
  type Result = ReturnType<typeof check> | { error: string };
  const attempt = (input: Fields): Result => {
    try {
      return check(input);
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  // Opened from the game's link, the round is checked at once.
  const [result, setResult] = useState<Result | null>(() => (fields.serverSeed ? attempt(fields) : null));
  const field = (name: keyof Fields, label: string) => (
    <label>
      {label}
      <input
        name={name}
        value={fields[name]}
        onInput={(event) => setFields({ ...fields, [name]: (event.target as HTMLInputElement).value })}
      />
    </label>
  );
  const run = () => setResult(attempt(fields));
  const mines = result && 'layout' in result ? new Set(result.layout) : null;
  return (
    <section class="mines-verify">
      <h2>{t('verifyTitle')}</h2>
      <p class="muted">{t('verifyIntro')}</p>
      <form
        class="verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        {field('serverSeed', t('serverSeed'))}
        {field('hash', t('verifyHash'))}
        {field('clientSeed', t('clientSeed'))}
        {field('nonce', t('nonceLabel'))}
        <label>
          {t('mines')}
          <select
            name="mines"
            value={fields.mines}
            onChange={(event) => setFields({ ...fields, mines: (event.target as HTMLSelectElement).value })}
          >
            {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => (
              <option key={i} value={i + MINES_MIN}>
                {i + MINES_MIN}
              </option>
            ))}
          </select>
        </label>
        {field('reveals', t('verifyReveals'))}
        {field('stake', t('verifyStake'))}
        {field('paid', t('verifyPaid'))}
        <button type="submit" class="button button-primary" data-testid="verify">
          {t('verifyButton')}
        </button>
      </form>
      {result && 'error' in result && <p class="status status-warn">{result.error}</p>}
      {result && 'layout' in result && (
        <section data-testid="verify-result">
          <p class={`status ${result.ok ? 'status-ok' : 'status-warn'}`} data-testid="verify-status">
            {result.ok ? t('verifyOk') : t('verifyBad')}
          </p>
          {!result.ok && (
            <ul>
              {result.mismatches.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <h2>{t('verifyLayout')}</h2>
          <div class="board verify-board">
            {Array.from({ length: 25 }, (_, tile) => (
              <span
                key={tile}
                class={`tile ${mines?.has(tile) ? 'tile-mine' : tiles(fields.reveals).includes(tile) ? 'tile-gem' : ''}`}
              >
                {mines?.has(tile) && <span class="bomb" />}
                {!mines?.has(tile) && tiles(fields.reveals).includes(tile) && <span class="gem" />}
              </span>
            ))}
          </div>
          <p>{t('verifyPayout', { amount: displayMoney(result.payout) })}</p>
          <p class="muted mono">engine {MINES_ENGINE_VERSION}</p>
        </section>
      )}
    </section>
  );
}

/** The section the one verifier page shows at `?game=mines`, in the page's language. */
export const minesVerifier = gameVerifier({
  game: 'mines',
  names: { EN: en.title, CN: cn.title, KM: km.title },
  translator,
  Form: MinesVerifyForm,
});
