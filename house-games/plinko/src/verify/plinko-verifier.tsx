import {
  checkRevealedSeeds,
  isPlinkoRows,
  multiplierText,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoOutcome,
  type PlinkoRisk,
  replayDrop,
} from '@platform/house-engine';
import {
  gameVerifier,
  HashCheck,
  SeedFields,
  type SeedValues,
  seedProblemText,
  seedsComplete,
  seedValuesFrom,
  useTexts,
} from '@platform/house-kit';
import { formatMoney, parseMoney } from '@platform/shared-contracts/studio';
import { useState } from 'preact/hooks';
import { cn } from '../i18n/cn';
import { en, type PlinkoTextKey } from '../i18n/en';
import { km } from '../i18n/km';
import { translator } from '../i18n/texts';
import { RISK_TEXT } from '../ui/controls';

type PlinkoValues = SeedValues & { rows: string; risk: PlinkoRisk; stake: string };

type PlinkoResult =
  | { ok: true; hash: string; hashMatches: boolean | null; drop: PlinkoOutcome }
  | { ok: false; problem: PlinkoTextKey | NonNullable<ReturnType<typeof seedProblemText>> };

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);

/** The form's first values from the game's link: seeds, rows, risk and stake ("1.00"). */
export function initialValues(query: URLSearchParams): PlinkoValues {
  const rows = query.get('rows') ?? '';
  const risk = query.get('risk') as PlinkoRisk;
  return {
    ...seedValuesFrom(query),
    rows: isPlinkoRows(Number(rows)) ? rows : String(PLINKO_MIN_ROWS),
    risk: PLINKO_RISKS.includes(risk) ? risk : 'low',
    stake: query.get('stake') ?? '1.00',
  };
}

/** Drops the ball again from the revealed seeds with the engine the game plays, here in the browser. */
export function verifyPlinkoDrop(values: PlinkoValues): PlinkoResult {
  const checked = checkRevealedSeeds(values);
  if (!checked.ok) return { ok: false, problem: seedProblemText(checked.problem) ?? 'verifyBadStake' };
  const stake = values.stake.trim();
  if (!/^\d{1,9}\.\d{2}$/.test(stake)) return { ok: false, problem: 'verifyBadStake' };
  const { hash, hashMatches, ...seeds } = checked.seeds;
  const drop = replayDrop({
    ...seeds,
    rows: Number(values.rows),
    risk: values.risk,
    stake: parseMoney(stake),
  });
  return { ok: true, hash, hashMatches, drop };
}

function DropView({ drop }: { drop: PlinkoOutcome }) {
  const { t } = useTexts<PlinkoTextKey>();
  return (
    <dl class="fair-facts plinko-verify-drop">
      <dt>{t('path')}</dt>
      <dd class="mono" data-testid="verify-path">
        {drop.path}
      </dd>
      <dt>{t('bucket')}</dt>
      <dd data-testid="verify-bucket">{drop.bucket}</dd>
      <dt>{t('multiplier')}</dt>
      <dd data-testid="verify-multiplier">{multiplierText(drop.multiplier)}×</dd>
      <dt>{t('win')}</dt>
      <dd data-testid="verify-total">
        {formatMoney(drop.win)} ({t('stake')} {formatMoney(drop.stake)})
      </dd>
    </dl>
  );
}

/** Plinko's form and replayed drop; opened from the game with every seed, it shows the answer at once. */
export function PlinkoVerifyForm({ query }: { query: URLSearchParams }) {
  const { t } = useTexts<PlinkoTextKey>();
  const [values, setValues] = useState(() => initialValues(query));
  const [result, setResult] = useState(() => (seedsComplete(values) ? verifyPlinkoDrop(values) : null));
  return (
    <section class="plinko-verify">
      <h2>{t('verifyTitle')}</h2>
      <p class="muted">{t('verifyIntro')}</p>
      <form
        class="verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(verifyPlinkoDrop(values));
        }}
      >
        <SeedFields values={values} onChange={(seeds) => setValues({ ...values, ...seeds })} />
        <label>
          {t('rows')}
          <select
            name="rows"
            value={values.rows}
            onInput={(event) => setValues({ ...values, rows: (event.target as HTMLSelectElement).value })}
          >
            {ROWS.map((rows) => (
              <option key={rows} value={rows}>
                {rows}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('risk')}
          <select
            name="risk"
            value={values.risk}
            onInput={(event) =>
              setValues({ ...values, risk: (event.target as HTMLSelectElement).value as PlinkoRisk })
            }
          >
            {PLINKO_RISKS.map((risk) => (
              <option key={risk} value={risk}>
                {t(RISK_TEXT[risk])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('stake')}
          <input
            name="stake"
            class="mono"
            inputMode="decimal"
            value={values.stake}
            onInput={(event) => setValues({ ...values, stake: (event.target as HTMLInputElement).value })}
          />
        </label>
        <button type="submit" class="button button-primary">
          {t('verifyRun')}
        </button>
      </form>
      {result && !result.ok && (
        <p class="status status-warn" role="alert">
          {t(result.problem)}
        </p>
      )}
      {result?.ok && (
        <section class="verify-result" data-testid="verify-result">
          <HashCheck hash={result.hash} hashMatches={result.hashMatches} />
          <DropView drop={result.drop} />
        </section>
      )}
    </section>
  );
}

/** The section the one verifier page shows at `?game=plinko`, in the page's language. */
export const plinkoVerifier = gameVerifier({
  game: 'plinko',
  names: { EN: en.title, CN: cn.title, KM: km.title },
  translator,
  Form: PlinkoVerifyForm,
});
