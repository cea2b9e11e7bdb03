import {
  type OperatorGameVendor,
  operatorGameVendorsCall,
  vendorMaintenanceCall,
} from '@platform/shared-contracts/operator';
import { Button } from '@platform/shared-ui';
import { useState } from 'react';
import { RegionReadState } from '../../app/region-read-state';
import { RegionSelect } from '../../app/region-select';
import { useChosenRegion } from '../../app/regions';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { TableScroll } from '../../lib/table-scroll';
import { useCallMutation, useCallQuery } from '../../lib/use-call';

/** Asks why, then puts the vendor into maintenance or takes it out. */
function MaintenanceDialog({
  vendor,
  merchantCode,
  onClose,
}: {
  vendor: OperatorGameVendor;
  merchantCode: string;
  onClose: () => void;
}) {
  const { t } = useText();
  const mutation = useCallMutation(vendorMaintenanceCall, [operatorGameVendorsCall]);
  const maintenance = !vendor.maintenance;
  const inputOf = (reason: string) => ({ merchantCode, vendor: vendor.vendor, maintenance, reason });
  const action = maintenance ? 'start_maintenance' : 'end_maintenance';
  return (
    <ActionDialog
      title={`${t(action)}: ${vendor.name}`}
      summary={t(maintenance ? 'start_maintenance_summary' : 'end_maintenance_summary', {
        vendor: vendor.name,
        region: merchantCode,
        count: vendor.games,
      })}
      confirmLabel={t(action)}
      danger={maintenance}
      reasonField="reason"
      check={(reason) => fieldErrors(vendorMaintenanceCall.request, inputOf(reason), t)}
      send={(reason) => mutation.mutateAsync(inputOf(reason) as never)}
      onClose={onClose}
    />
  );
}

/** Per region: the game vendors players get, each put into maintenance or out of it with a reason. */
export function VendorsScreen() {
  const { t } = useText();
  const { regions, merchantCode, choose } = useChosenRegion();
  const vendors = useCallQuery(operatorGameVendorsCall, { merchantCode }, { enabled: merchantCode !== '' });
  const [switching, setSwitching] = useState<OperatorGameVendor | null>(null);
  const list = vendors.data;
  return (
    <div className="ops-screen">
      <h1>{t('screen_games')}</h1>
      <div className="ops-filters">
        <RegionSelect id="games-region" value={merchantCode} onChange={choose} />
      </div>
      <p className="ops-muted">{t('vendor_maintenance_rule')}</p>
      <RegionReadState merchantCode={merchantCode} regions={regions} read={vendors} empty={t('no_vendors')} />
      {list && list.length > 0 && (
        <TableScroll label={t('screen_games')}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{t('vendor')}</th>
                <th>{t('category')}</th>
                <th>{t('games')}</th>
                <th>{t('state')}</th>
                <th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((vendor) => (
                <tr key={vendor.vendor} data-testid={`vendor-${vendor.vendor}`}>
                  <td>
                    <strong>{vendor.name}</strong>{' '}
                    <span className="ops-mono ops-muted ops-nowrap">{vendor.vendor}</span>
                  </td>
                  <td className="ops-nowrap">{t(`category_${vendor.category}`)}</td>
                  <td>{vendor.games}</td>
                  <td>
                    <span className={`ops-badge ops-badge--${vendor.maintenance ? 'danger' : 'ok'}`}>
                      {t(vendor.maintenance ? 'vendor_in_maintenance' : 'vendor_open')}
                    </span>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant={vendor.maintenance ? 'secondary' : 'ghost'}
                      onClick={() => setSwitching(vendor)}
                    >
                      {t(vendor.maintenance ? 'end_maintenance' : 'start_maintenance')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {switching && (
        <MaintenanceDialog
          vendor={switching}
          merchantCode={merchantCode}
          onClose={() => setSwitching(null)}
        />
      )}
    </div>
  );
}
