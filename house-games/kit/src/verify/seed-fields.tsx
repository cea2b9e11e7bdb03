import { useTexts } from '../i18n/texts-context';
import type { KitTextKey } from '../i18n/translator';

/** The revealed seed and what the player saw before play, as typed (the engine's RevealedSeedInput). */
export interface SeedValues {
  serverSeed: string;
  expectedHash: string;
  clientSeed: string;
  nonce: string;
}

/** The seeds a game's verify link carries (kit's verifyLink): serverSeed, hash, clientSeed, nonce. */
export function seedValuesFrom(query: URLSearchParams): SeedValues {
  return {
    serverSeed: query.get('serverSeed') ?? '',
    expectedHash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '',
  };
}

/** Every seed filled in, as when opened from a game: the section shows the answer at once. */
export function seedsComplete(values: SeedValues): boolean {
  return Boolean(values.serverSeed && values.clientSeed && values.nonce);
}

const PROBLEM_TEXT: Record<'serverSeed' | 'clientSeed' | 'nonce', KitTextKey> = {
  serverSeed: 'verifyBadSeed',
  clientSeed: 'verifyClientSeedBad',
  nonce: 'verifyBadNonce',
};

/** The text of a seed input the engine's checkRevealedSeeds refused; a game's own problems are its own texts. */
export function seedProblemText(problem: string): KitTextKey | null {
  return PROBLEM_TEXT[problem as keyof typeof PROBLEM_TEXT] ?? null;
}

/** The four inputs every verifier section starts with. */
export function SeedFields({
  values,
  onChange,
}: {
  values: SeedValues;
  onChange: (values: SeedValues) => void;
}) {
  const { t } = useTexts();
  const field = (name: keyof SeedValues) => ({
    name,
    value: values[name],
    autoComplete: 'off',
    spellcheck: false,
    onInput: (event: Event) => onChange({ ...values, [name]: (event.target as HTMLInputElement).value }),
  });
  return (
    <>
      <label>
        {t('verifyServerSeed')}
        <input class="mono" {...field('serverSeed')} />
      </label>
      <label>
        {t('verifyHash')}
        <input class="mono" {...field('expectedHash')} />
      </label>
      <label>
        {t('clientSeed')}
        <input class="mono" {...field('clientSeed')} />
      </label>
      <label>
        {t('nonceLabel')}
        <input class="mono" inputMode="numeric" {...field('nonce')} />
      </label>
    </>
  );
}

/** Whether the revealed seed hashes to the commitment shown before play, and the hash computed here. */
export function HashCheck({ hash, hashMatches }: { hash: string; hashMatches: boolean | null }) {
  const { t } = useTexts();
  return (
    <>
      <p
        class={`status ${hashMatches === false ? 'status-warn' : 'status-ok'}`}
        data-testid="hash-check"
        data-matches={String(hashMatches)}
      >
        {hashMatches === true ? t('hashMatches') : hashMatches === false ? t('hashDiffers') : null}
      </p>
      <p class="mono muted hash-line">{t('hashIs', { hash })}</p>
    </>
  );
}
