import { RtpLine, useTexts } from '@platform/house-kit';
import type { PlinkoTextKey } from '../i18n/en';

/** The rules and the published RTP, shown before the first bet and from the menu. */
export function Rules({ rtp }: { rtp: string }) {
  const { t } = useTexts<PlinkoTextKey>();
  return (
    <div class="rules">
      <RtpLine rtp={rtp} />
      <p class="muted">{t('rtpNote')}</p>
      <p>{t('rulesDrop')}</p>
      <p>{t('rulesPay')}</p>
      <p>{t('rulesRisk')}</p>
      <p>{t('rulesFair')}</p>
    </div>
  );
}
