import type { SlotPaytable, SlotStep } from '@platform/house-engine';
import { formatMoney, parseMoney } from '@platform/shared-contracts/studio';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useTexts } from '../i18n/texts-context';
import { GoldDefs, SymbolArt, symbolName } from '../ui/symbol-art';
import { type VerifyResult, verifySpin } from './verify-spin';

export interface PublishedRules {
  paytable: SlotPaytable;
  engineVersion: string;
}

/** The form's first values from the address the game links to (serverSeed, hash, clientSeed, nonce, stake|betLevel). */
export function initialValues(query: URLSearchParams, paytable: SlotPaytable) {
  const levels = paytable.betLevels.map(String);
  let stakeMinor = levels[Number(query.get('betLevel') ?? 0)] ?? levels[0] ?? '0';
  const stake = query.get('stake');
  if (stake && /^\d+\.\d{2}$/.test(stake)) stakeMinor = String(parseMoney(stake));
  return {
    serverSeed: query.get('serverSeed') ?? '',
    expectedHash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '',
    stakeMinor,
  };
}

function StepView({ step, index }: { step: SlotStep; index: number }) {
  const { t } = useTexts();
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

function ResultView({ result }: { result: VerifyResult }) {
  const { t } = useTexts();
  if (!result.ok) {
    return (
      <p class="status status-warn" role="alert">
        {t(result.problem)}
      </p>
    );
  }
  const { outcome, hash, hashMatches } = result;
  let free = 0;
  return (
    <section class="verify-result" data-testid="verify-result">
      <p
        class={`status ${hashMatches === false ? 'status-warn' : 'status-ok'}`}
        data-testid="hash-check"
        data-matches={String(hashMatches)}
      >
        {hashMatches === true ? t('hashMatches') : hashMatches === false ? t('hashDiffers') : null}
      </p>
      <p class="mono muted">{t('hashIs', { hash })}</p>
      <p class="verify-total" data-testid="verify-total">
        {t('stake')} {formatMoney(outcome.stake)} · {t('totalWin', { amount: formatMoney(outcome.totalWin) })}
      </p>
      <ol class="verify-steps">
        {outcome.steps.map((step, index) => {
          if (step.kind === 'free') free += 1;
          return <StepView key={index} step={step} index={free} />;
        })}
      </ol>
    </section>
  );
}

/** The public verifier: no login, nothing sent; the published paytable is the only thing it loads. */
export function VerifyPage({
  rules,
  failed,
  query,
}: {
  rules: PublishedRules | null;
  failed: boolean;
  query: URLSearchParams;
}) {
  const { t } = useTexts();
  const [values, setValues] = useState(() => (rules ? initialValues(query, rules.paytable) : null));
  const [result, setResult] = useState<VerifyResult | null>(null);
  useEffect(() => {
    if (!rules) return;
    const first = initialValues(query, rules.paytable);
    setValues(first);
    // Opened from the game with every seed filled in: show the answer at once.
    if (first.serverSeed && first.clientSeed && first.nonce) setResult(verifySpin(first, rules.paytable));
  }, [rules, query]);
  const stakeOptions = useMemo(() => {
    const levels = (rules?.paytable.betLevels ?? []).map(String);
    return values && !levels.includes(values.stakeMinor) ? [...levels, values.stakeMinor] : levels;
  }, [rules, values]);

  if (!rules || !values) {
    return (
      <main class="verify">
        <h1 class="game-title">{t('verifyTitle')}</h1>
        <p class="muted">{failed ? t('verifyLoadFailed') : t('loading')}</p>
      </main>
    );
  }
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onInput: (event: Event) => setValues({ ...values, [name]: (event.target as HTMLInputElement).value }),
  });
  return (
    <main class="verify">
      <GoldDefs />
      <h1 class="game-title">{t('verifyTitle')}</h1>
      <p class="muted">{t('verifyIntro')}</p>
      <form
        class="verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(verifySpin(values, rules.paytable));
        }}
      >
        <label>
          {t('verifyServerSeed')}
          <input
            class="mono"
            name="serverSeed"
            autoComplete="off"
            spellcheck={false}
            {...field('serverSeed')}
          />
        </label>
        <label>
          {t('verifyHash')}
          <input class="mono" name="hash" autoComplete="off" spellcheck={false} {...field('expectedHash')} />
        </label>
        <label>
          {t('clientSeed')}
          <input
            class="mono"
            name="clientSeed"
            autoComplete="off"
            spellcheck={false}
            {...field('clientSeed')}
          />
        </label>
        <div class="verify-row">
          <label>
            {t('nonceLabel')}
            <input class="mono" name="nonce" inputMode="numeric" {...field('nonce')} />
          </label>
          <label>
            {t('verifyBetLevel')}
            <select name="stake" {...field('stakeMinor')}>
              {stakeOptions.map((minor) => (
                <option key={minor} value={minor}>
                  {formatMoney(BigInt(minor))}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" class="button button-primary">
          {t('verifyRun')}
        </button>
      </form>
      {result && <ResultView result={result} />}
      <p class="muted small">
        {t('engineVersion', { version: rules.engineVersion, paytable: rules.paytable.id })}
      </p>
    </main>
  );
}
