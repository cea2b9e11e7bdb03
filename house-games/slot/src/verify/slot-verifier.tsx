import {
  type SlotPaytable,
  type SlotStep,
  type SlotVerifyResult,
  verifySlotSpin,
} from '@platform/house-engine';
import {
  gameVerifier,
  HashCheck,
  SeedFields,
  type SeedValues,
  seedProblemText,
  seedsComplete,
  seedValuesFrom,
  usePublished,
  useTexts,
  type VerifierSectionProps,
} from '@platform/house-kit';
import { formatMoney, parseMoney, studioVerifyInfoCall } from '@platform/shared-contracts/studio';
import { useMemo, useState } from 'preact/hooks';
import { cn } from '../i18n/cn';
import { en } from '../i18n/en';
import { km } from '../i18n/km';
import { type TextKey, translator } from '../i18n/texts';
import { GoldDefs, SymbolArt, symbolName } from '../ui/symbol-art';
import './verify.css';

export interface PublishedRules {
  paytable: SlotPaytable;
  engineVersion: string;
  jackpot?: { oddsPerMinorUnit: number } | undefined;
}

/** The slot's catalogue code when the address names none. */
const DEFAULT_GAME_CODE = 'HOUSE_SLOT_TEMPLE';

type SlotValues = SeedValues & { stakeMinor: string };

/** The form's first values from the address the game links to (serverSeed, hash, clientSeed, nonce, stake|betLevel). */
export function initialValues(query: URLSearchParams, paytable: SlotPaytable): SlotValues {
  const levels = paytable.betLevels.map(String);
  let stakeMinor = levels[Number(query.get('betLevel') ?? 0)] ?? levels[0] ?? '0';
  const stake = query.get('stake');
  if (stake && /^\d+\.\d{2}$/.test(stake)) stakeMinor = String(parseMoney(stake));
  return { ...seedValuesFrom(query), stakeMinor };
}

function StepView({ step, index }: { step: SlotStep; index: number }) {
  const { t } = useTexts<TextKey>();
  return (
    <li class="verify-step" data-testid="verify-step">
      <h3>{step.kind === 'free' ? t('stepFree', { index }) : t('step')}</h3>
      <p>
        {t('stops')}:{' '}
        <span class="mono" data-testid="verify-stops">
          {step.stops.join(', ')}
        </span>
      </p>
      <div class="mini-window" role="img" aria-label={t('window')}>
        {step.window.map((column, reel) => (
          <div class="mini-reel" key={reel}>
            {column.map((code, row) => (
              <div class="mini-cell" key={row} data-symbol={code}>
                <SymbolArt code={code} label={symbolName(code, t)} />
              </div>
            ))}
          </div>
        ))}
      </div>
      <ul class="step-wins">
        {step.wins.map((win) => (
          <li key={win.line}>
            {t('lineWin', {
              line: win.line,
              count: win.count,
              symbol: symbolName(win.symbol, t),
              amount: formatMoney(win.amount),
            })}
          </li>
        ))}
        {step.scatterWin > 0n && <li>{t('scatterWin', { amount: formatMoney(step.scatterWin) })}</li>}
        {step.freeSpinsAwarded > 0 && <li>{t('freeSpinsAwarded', { count: step.freeSpinsAwarded })}</li>}
        {step.wins.length === 0 && step.scatterWin === 0n && step.freeSpinsAwarded === 0 && (
          <li class="muted">{t('noWin')}</li>
        )}
      </ul>
    </li>
  );
}

function ResultView({ result }: { result: SlotVerifyResult }) {
  const { t } = useTexts<TextKey>();
  if (!result.ok) {
    return (
      <p class="status status-warn" role="alert">
        {t(seedProblemText(result.problem) ?? 'verifyBadStake')}
      </p>
    );
  }
  const { outcome, jackpot } = result;
  let free = 0;
  return (
    <section class="verify-result" data-testid="verify-result">
      <HashCheck hash={result.hash} hashMatches={result.hashMatches} />
      <p class="verify-total" data-testid="verify-total">
        {t('stake')} {formatMoney(outcome.stake)} · {t('totalWin', { amount: formatMoney(outcome.totalWin) })}
      </p>
      {jackpot && (
        <p class="mono muted" data-testid="verify-jackpot">
          {t('verifyJackpot', {
            draw: jackpot.draw,
            odds: jackpot.odds - 1,
            stake: outcome.stake.toString(),
          })}
          {jackpot.hit && <strong> {t('verifyJackpotWon')}</strong>}
        </p>
      )}
      <ol class="verify-steps">
        {outcome.steps.map((step, index) => {
          if (step.kind === 'free') free += 1;
          return <StepView key={index} step={step} index={free} />;
        })}
      </ol>
    </section>
  );
}

/** The slot's form and replayed spin, once the published paytable is here. */
export function SlotVerifyForm({ rules, query }: { rules: PublishedRules; query: URLSearchParams }) {
  const { t } = useTexts<TextKey>();
  const [values, setValues] = useState(() => initialValues(query, rules.paytable));
  // Opened from the game with every seed filled in: show the answer at once.
  const [result, setResult] = useState<SlotVerifyResult | null>(() =>
    seedsComplete(values)
      ? verifySlotSpin(values, rules.paytable, rules.jackpot?.oddsPerMinorUnit ?? null)
      : null,
  );
  const stakeOptions = useMemo(() => {
    const levels = rules.paytable.betLevels.map(String);
    return levels.includes(values.stakeMinor) ? levels : [...levels, values.stakeMinor];
  }, [rules, values.stakeMinor]);
  return (
    <>
      <GoldDefs />
      <p class="muted">{t('verifyIntro')}</p>
      <form
        class="verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(verifySlotSpin(values, rules.paytable, rules.jackpot?.oddsPerMinorUnit ?? null));
        }}
      >
        <SeedFields values={values} onChange={(seeds) => setValues({ ...values, ...seeds })} />
        <label>
          {t('verifyBetLevel')}
          <select
            name="stake"
            value={values.stakeMinor}
            onInput={(event) =>
              setValues({ ...values, stakeMinor: (event.target as HTMLSelectElement).value })
            }
          >
            {stakeOptions.map((minor) => (
              <option key={minor} value={minor}>
                {formatMoney(BigInt(minor))}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" class="button button-primary">
          {t('verifyRun')}
        </button>
      </form>
      {result && <ResultView result={result} />}
      <p class="muted small">
        {t('engineVersion', { version: rules.engineVersion, paytable: rules.paytable.id })}
      </p>
    </>
  );
}

/** The slot's section of the verifier: loads the published paytable of `?code=` (Temple of Fortune by default). */
function SlotPublishedForm({ query, api }: VerifierSectionProps) {
  const { t } = useTexts<TextKey>();
  const { published, failed } = usePublished(api, studioVerifyInfoCall, {
    gameCode: query.get('code') ?? DEFAULT_GAME_CODE,
  });
  return published ? (
    <SlotVerifyForm rules={published} query={query} />
  ) : (
    <p class="muted">{failed ? t('verifyLoadFailed') : t('loading')}</p>
  );
}

export const slotVerifier = gameVerifier({
  game: 'slot',
  names: { EN: en.title, CN: cn.title, KM: km.title },
  translator,
  Form: SlotPublishedForm,
});
