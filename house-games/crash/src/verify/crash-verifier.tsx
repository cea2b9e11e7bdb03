import {
  crashPointFromSeed,
  formatMultiplier,
  hashServerSeed,
  SERVER_SEED_PATTERN,
} from '@platform/house-engine';
import { gameVerifier, HashCheck, usePublished, type VerifierSectionProps } from '@platform/house-kit';
import { crashChainCall } from '@platform/shared-contracts/studio';
import { useState } from 'preact/hooks';
import { cn } from '../i18n/cn';
import { en } from '../i18n/en';
import { km } from '../i18n/km';
import { translator, useTexts } from '../i18n/texts';
import type { CrashChain } from './chain-round';

/** Crash's catalogue code when the address names none. */
const DEFAULT_GAME_CODE = 'HOUSE_CRASH';

interface CrashValues {
  seed: string;
  previous: string;
  shown: string;
}

type CrashResult =
  | { ok: true; hash: string; hashMatches: boolean | null; crashPoint: string; shown: string | null }
  | { ok: false };

/**
 * A revealed round checked in the browser: SHA-256 of its seed is the seed revealed the round before (so the seed
 * was fixed when the chain was published), and the crash point drawn from it with the published salt.
 */
export function verifyCrashSeed(values: CrashValues, chain: Pick<CrashChain, 'salt'>): CrashResult {
  const seed = values.seed.trim().toLowerCase();
  if (!SERVER_SEED_PATTERN.test(seed)) return { ok: false };
  const hash = hashServerSeed(seed);
  const previous = values.previous.trim().toLowerCase();
  return {
    ok: true,
    hash,
    hashMatches: previous ? previous === hash : null,
    crashPoint: formatMultiplier(crashPointFromSeed(seed, chain.salt)),
    shown: values.shown.trim() || null,
  };
}

function ResultView({ result }: { result: CrashResult }) {
  const { t } = useTexts();
  if (!result.ok)
    return (
      <p class="status status-warn" role="alert">
        {t('verifyBadSeed')}
      </p>
    );
  const shownMatches = result.shown === null || Number(result.shown) === Number(result.crashPoint);
  return (
    <section class="verify-result" data-testid="verify-result">
      <HashCheck hash={result.hash} hashMatches={result.hashMatches} />
      <p class="verify-total" data-testid="verify-crash-point">
        {t('verifyComputed', { multiplier: result.crashPoint })}
      </p>
      {result.shown !== null && (
        <p class={`status ${shownMatches ? 'status-ok' : 'status-warn'}`} data-testid="verify-shown">
          {shownMatches
            ? t('verifyShownMatches')
            : t('verifyShownDiffers', { shown: result.shown, multiplier: result.crashPoint })}
        </p>
      )}
    </section>
  );
}

/** Crash's form, once the published chain (salt, terminal hash) is here; opened from a round, it answers at once. */
export function CrashVerifyForm({ chain, query }: { chain: CrashChain; query: URLSearchParams }) {
  const { t } = useTexts();
  const [values, setValues] = useState<CrashValues>(() => ({
    seed: query.get('seed') ?? '',
    previous: query.get('previous') ?? (query.get('round') === '1' ? chain.terminalHash : ''),
    shown: query.get('crashPoint') ?? '',
  }));
  const [result, setResult] = useState(() => (values.seed ? verifyCrashSeed(values, chain) : null));
  const field = (name: keyof CrashValues, label: string) => (
    <label>
      {label}
      <input
        class="mono"
        name={name}
        value={values[name]}
        autoComplete="off"
        spellcheck={false}
        onInput={(event) => setValues({ ...values, [name]: (event.target as HTMLInputElement).value })}
      />
    </label>
  );
  return (
    <section class="crash-verify">
      <h2>{t('verifyTitle')}</h2>
      <p class="muted">{t('verifyIntro')}</p>
      <dl class="fair-facts">
        <dt>{t('chainTerminal')}</dt>
        <dd class="mono">{chain.terminalHash}</dd>
        <dt>{t('chainSalt')}</dt>
        <dd class="mono">{chain.salt}</dd>
        <dt>{t('chainMethod')}</dt>
        <dd>{chain.method}</dd>
      </dl>
      <form
        class="verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(verifyCrashSeed(values, chain));
        }}
      >
        {field('seed', t('verifySeed'))}
        {field('previous', t('verifyPrevious'))}
        {field('shown', t('verifyShown'))}
        <button type="submit" class="button button-primary">
          {t('verifyRun')}
        </button>
      </form>
      {result && <ResultView result={result} />}
    </section>
  );
}

/** Crash's section of the verifier: loads the published chain of `?code=` (Rocket Crash by default). */
function CrashPublishedForm({ query, api }: VerifierSectionProps) {
  const { t } = useTexts();
  const { published, failed } = usePublished(api, crashChainCall, {
    gameCode: query.get('code') ?? DEFAULT_GAME_CODE,
  });
  return published ? (
    <CrashVerifyForm chain={published} query={query} />
  ) : (
    <p class="muted">{failed ? t('loadFailed') : t('loading')}</p>
  );
}

export const crashVerifier = gameVerifier({
  game: 'crash',
  names: { EN: en.title, CN: cn.title, KM: km.title },
  translator,
  Form: CrashPublishedForm,
});
