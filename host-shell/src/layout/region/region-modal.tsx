import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { permissionAtom, statusAtom } from '../../store/host-store';
import { regionRequestAtom } from '../layout-store';
import { merchantChosenBefore, suggestedRegion } from './region-rules';
import { useRegions } from './use-regions';

/** No first paint shows the dialog: it loads when a switch is asked for (issue 10's home-page JS budget). */
const RegionDialog = lazy(() => import('./region-dialog'));

/**
 * The region (merchant) switch of spec section 4: opened by the region picker or currency selector, and once
 * by itself when the visitor's country has its own region and no merchant was chosen before.
 */
export function RegionModal() {
  const permission = useAtomValue(permissionAtom);
  const status = useAtomValue(statusAtom);
  const [request, setRequest] = useAtom(regionRequestAtom);
  const { currentMerchant } = useRegions();
  const suggestedOnce = useRef(false);

  useEffect(() => {
    if (suggestedOnce.current || !permission) return;
    suggestedOnce.current = true;
    const region = suggestedRegion({
      regions: permission.domainRoute,
      visitorCountry: status?.country ?? permission.location.country,
      currentMerchant,
      merchantChosenBefore: merchantChosenBefore(),
    });
    if (region) setRequest({ merchantCode: region.merchantCode, reason: 'suggested' });
  }, [permission, status, currentMerchant, setRequest]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <RegionDialog key={`${request.reason}:${request.merchantCode}`} />
    </Suspense>
  );
}
