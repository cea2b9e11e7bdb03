import { WHITELABEL_SWITCHES } from '@platform/shared-contracts/client';
import {
  operatorRegionSettingsCall,
  type RegionSettings,
  updateRegionSwitchesCall,
} from '@platform/shared-contracts/operator';
import { Button, Toggle } from '@platform/shared-ui';
import { useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { useCallMutation } from '../../lib/use-call';

/** The region's white-label switches; only the ones the operator changed are sent, with one reason. */
export function SwitchesPanel({ settings }: { settings: RegionSettings }) {
  const { t } = useText();
  const [draft, setDraft] = useState<Record<string, boolean>>({});
  const [confirming, setConfirming] = useState(false);
  const mutation = useCallMutation(updateRegionSwitchesCall, [operatorRegionSettingsCall]);
  const changed = Object.entries(draft).filter(([name, on]) => settings.switches[name] !== on);
  const inputOf = (reason: string) => ({
    merchantCode: settings.merchantCode,
    switches: Object.fromEntries(changed),
    reason,
  });
  return (
    <section className="ops-section" aria-labelledby="region-switches">
      <h2 id="region-switches">{t('switches')}</h2>
      <ul className="ops-switches">
        {WHITELABEL_SWITCHES.map((name) => (
          <li key={name}>
            <Toggle
              label={
                <span>
                  {t(`switch_${name}`)} <span className="ops-mono ops-muted">{name}</span>
                </span>
              }
              checked={draft[name] ?? settings.switches[name] ?? false}
              onChange={(on) => setDraft({ ...draft, [name]: on })}
            />
          </li>
        ))}
      </ul>
      <div className="ops-actions">
        <Button disabled={changed.length === 0} onClick={() => setConfirming(true)}>
          {t('save_switches', { count: changed.length })}
        </Button>
        {changed.length > 0 && (
          <Button variant="ghost" onClick={() => setDraft({})}>
            {t('discard')}
          </Button>
        )}
      </div>
      {confirming && (
        <ActionDialog
          title={t('save_switches', { count: changed.length })}
          summary={t('switches_summary', {
            region: settings.merchantCode,
            changes: changed.map(([name, on]) => `${name} → ${on ? t('on') : t('off')}`).join(', '),
          })}
          confirmLabel={t('save')}
          reasonField="reason"
          check={(reason) => fieldErrors(updateRegionSwitchesCall.request, inputOf(reason), t)}
          send={async (reason) => {
            await mutation.mutateAsync(inputOf(reason) as never);
            setDraft({});
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
