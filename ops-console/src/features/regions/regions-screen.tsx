import { operatorRegionSettingsCall } from '@platform/shared-contracts/operator';
import { RegionReadState } from '../../app/region-read-state';
import { RegionSelect } from '../../app/region-select';
import { useChosenRegion } from '../../app/regions';
import { useText } from '../../i18n/console-i18n';
import { useCallQuery } from '../../lib/use-call';
import { RegisterPanel } from './register-panel';
import { SwitchesPanel } from './switches-panel';

/** Per region: the white-label switches and the registration settings, each change with a reason. */
export function RegionsScreen() {
  const { t } = useText();
  const { regions, merchantCode, choose } = useChosenRegion();
  const settings = useCallQuery(
    operatorRegionSettingsCall,
    { merchantCode },
    { enabled: merchantCode !== '' },
  );
  return (
    <div className="ops-screen">
      <h1>{t('screen_regions')}</h1>
      <div className="ops-filters">
        <RegionSelect id="regions-region" value={merchantCode} onChange={choose} />
      </div>
      <RegionReadState merchantCode={merchantCode} regions={regions} read={settings} />
      {settings.data && (
        // Keyed by region and answer, so a draft never carries over to another region or outlives a save.
        <div key={`${settings.data.merchantCode}-${settings.dataUpdatedAt}`} className="ops-columns">
          <SwitchesPanel settings={settings.data} />
          <RegisterPanel settings={settings.data} />
        </div>
      )}
    </div>
  );
}
