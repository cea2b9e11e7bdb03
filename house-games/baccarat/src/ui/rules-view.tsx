import { RtpLine } from '@platform/house-kit';
import { displayMoney } from '@platform/shared-contracts/studio';
import type { Rules } from '../game/baccarat-game';
import { useTexts } from '../i18n/texts';

/** The rules and every bet's pay and published RTP, shown before the first bet and from the menu. */
export function RulesView({ rules, rtp }: { rules: Rules; rtp: string }) {
  const { t } = useTexts();
  return (
    <div class="rules">
      <RtpLine rtp={rtp} />
      <p>{t('rulesDeal')}</p>
      <p>{t('rulesThird')}</p>
      <table class="pays" data-testid="pays">
        <thead>
          <tr>
            <th>{t('betHeader')}</th>
            <th>{t('paysHeader')}</th>
            <th>{t('rtpHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.bets.map((bet) => (
            <tr key={bet.kind} data-testid={`rule-${bet.kind}`}>
              <td>{t(bet.kind)}</td>
              <td>{bet.pays}</td>
              <td>{bet.rtp}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('pushOnTie')}</p>
      <p>{t('rulesShoe')}</p>
      <p>{t('rulesStakes', { unit: displayMoney(rules.stakeUnit), max: displayMoney(rules.maxStake) })}</p>
    </div>
  );
}
