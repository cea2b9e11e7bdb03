import { RtpLine } from '@platform/house-kit';
import type { CrashRules } from '@platform/shared-contracts/studio';
import { displayMoney } from '@platform/shared-contracts/studio';
import { useTexts } from '../i18n/texts';

/** The rules with the published RTP and the hash chain in short: shown before the first bet and from the menu. */
export function RulesView({ rules }: { rules: CrashRules }) {
  const { t } = useTexts();
  return (
    <div class="rules">
      <RtpLine rtp={rules.rtp} />
      <ul>
        <li>{t('rulesRound', { seconds: Math.round(rules.bettingWindowMs / 1000) })}</li>
        <li>{t('rulesCashOut')}</li>
        <li>{t('rulesAuto', { min: rules.minAutoCashOut })}</li>
        <li>
          {t('rulesLimits', {
            min: displayMoney(rules.minStake),
            max: displayMoney(rules.maxStake),
            maxMultiplier: rules.maxMultiplier,
          })}
        </li>
        <li>{t('rulesEdge', { edge: rules.houseEdge })}</li>
        <li>{t('rulesGrowth', { formula: rules.growth.formula })}</li>
        <li>{t('rulesDisconnect')}</li>
      </ul>
      <h3>{t('chainTitle')}</h3>
      <p class="muted" data-testid="chain-intro">
        {t('chainIntro')}
      </p>
    </div>
  );
}
