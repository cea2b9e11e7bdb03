import { RtpLine } from '@platform/house-kit';
import { formatMoney } from '@platform/shared-contracts/studio';
import { useTexts } from '../i18n/texts-context';
import type { OpenAnswer } from '../studio/shapes';
import { SymbolArt, symbolName } from './symbol-art';

/** The paytable and rules with the published RTP: shown before the first bet and from the menu. */
export function PaytableView({ open, betIndex }: { open: OpenAnswer; betIndex: number }) {
  const { t } = useTexts();
  const { paytable } = open;
  const wild = symbolName(paytable.wild, t);
  const scatter = symbolName(paytable.scatter, t);
  const stakeMinor = BigInt(paytable.betLevels[betIndex] ?? paytable.betLevels[0] ?? 0);
  const lineBet = stakeMinor / BigInt(paytable.lines.length || 1);
  const paying = paytable.symbols.filter((code) => (paytable.pays[code] ?? []).some((pay) => pay > 0));
  const scatterCounts = paytable.scatterPays
    .map((pay, count) => ({ count, pay, spins: paytable.freeSpinAwards[count] ?? 0 }))
    .filter(({ pay, spins }) => pay > 0 || spins > 0);
  return (
    <div class="paytable">
      <RtpLine rtp={open.rtp} />
      <p class="muted">{t('rtpNote')}</p>
      <h3>{t('paysHeader')}</h3>
      <ul class="pays">
        {paying.map((code) => (
          <li key={code}>
            <SymbolArt code={code} label={symbolName(code, t)} />
            <div>
              <strong>{symbolName(code, t)}</strong>
              {(paytable.pays[code] ?? []).map((pay, count) =>
                pay > 0 ? (
                  <span key={count} class="pay">
                    {count}× <b>{pay}</b>
                    <small>{formatMoney(BigInt(pay) * lineBet)}</small>
                  </span>
                ) : null,
              )}
            </div>
          </li>
        ))}
      </ul>
      <h3>{t('scatterHeader')}</h3>
      <ul class="pays">
        <li>
          <SymbolArt code={paytable.scatter} label={scatter} />
          <div>
            <strong>{scatter}</strong>
            {scatterCounts.map(({ count, pay, spins }) => (
              <span key={count} class="pay">
                {count}× <b>{pay}</b>
                {spins > 0 && <small>{t('freeSpinsFor', { spins })}</small>}
              </span>
            ))}
          </div>
        </li>
      </ul>
      <ul class="rules">
        <li>{t('rulesLines', { lines: paytable.lines.length })}</li>
        <li>{t('rulesWild', { wild, scatter })}</li>
        <li>{t('rulesScatter', { scatter })}</li>
        <li>{t('rulesFree', { multiplier: paytable.freeSpinMultiplier })}</li>
        <li>{t('rulesFair')}</li>
      </ul>
      <h3>{t('linesHeader')}</h3>
      <ol class="lines">
        {paytable.lines.map((rows, index) => (
          <li key={index} title={`${index + 1}`}>
            <span>{index + 1}</span>
            <svg viewBox="0 0 50 30" aria-hidden="true">
              {rows.map((row, reel) => (
                <rect key={reel} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="1.5" />
              ))}
            </svg>
          </li>
        ))}
      </ol>
    </div>
  );
}
