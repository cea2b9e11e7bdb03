import type { CallDeclaration } from '@platform/shared-contracts/client';
import {
  operatorReleasesCall,
  pinReleaseCall,
  promoteReleaseCall,
  releaseAuditCall,
  rollbackReleaseCall,
  setReleaseTrafficCall,
  unpinReleaseCall,
} from '@platform/shared-contracts/operator';
import { Field, Select, TextInput } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { useRegions } from '../../app/regions';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { useCallMutation } from '../../lib/use-call';

export type ReleaseActionKind = 'traffic' | 'promote' | 'rollback' | 'pin' | 'unpin';

/** What the action is about; a null region means brand-wide. `chooseRegion`: the operator picks the scope. */
export interface ReleaseActionTarget {
  kind: ReleaseActionKind;
  remote: string;
  version?: string;
  merchantCode: string | null;
  chooseRegion?: boolean;
  trafficShare?: number;
}

const CALLS: Record<ReleaseActionKind, CallDeclaration> = {
  traffic: setReleaseTrafficCall,
  promote: promoteReleaseCall,
  rollback: rollbackReleaseCall,
  pin: pinReleaseCall,
  unpin: unpinReleaseCall,
};

const REFRESHES = [operatorReleasesCall, releaseAuditCall];

/** Builds the call's input: only the fields that call declares (its schema is strict). */
function inputOf(target: ReleaseActionTarget, merchantCode: string, share: string, reason: string) {
  const scope = merchantCode ? { merchantCode } : {};
  switch (target.kind) {
    case 'traffic':
      return {
        remote: target.remote,
        version: target.version,
        ...scope,
        trafficShare: share.trim() === '' ? Number.NaN : Number(share),
        reason,
      };
    case 'promote':
      return { remote: target.remote, version: target.version, ...scope, reason };
    case 'rollback':
      return { remote: target.remote, ...scope, reason };
    case 'pin':
      return { remote: target.remote, version: target.version, merchantCode, reason };
    case 'unpin':
      return { remote: target.remote, merchantCode, reason };
  }
}

/** Canary share, promote, roll back, pin and unpin: each asks why and is confirmed first. */
export function ReleaseActionDialog({ target, onClose }: { target: ReleaseActionTarget; onClose(): void }) {
  const { t } = useText();
  const id = useId();
  const regions = useRegions();
  const call = CALLS[target.kind];
  const mutation = useCallMutation(call, REFRESHES);
  const [merchantCode, setMerchantCode] = useState(target.merchantCode ?? '');
  const [share, setShare] = useState(String(target.trafficShare ?? ''));
  const scope = merchantCode || t('brand_wide');
  const needsRegion = target.kind === 'pin' || target.kind === 'unpin';

  return (
    <ActionDialog
      title={t(`release_${target.kind}`)}
      summary={t(`release_${target.kind}_summary`, {
        remote: target.remote,
        version: target.version ?? '',
        scope,
      })}
      confirmLabel={t(`release_${target.kind}`)}
      danger={target.kind === 'rollback'}
      reasonField="reason"
      check={(reason) =>
        fieldErrors(call.request, inputOf(target, merchantCode, share, reason) as Record<string, unknown>, t)
      }
      send={(reason) => mutation.mutateAsync(inputOf(target, merchantCode, share, reason) as never)}
      onClose={onClose}
    >
      {(errors) => (
        <>
          {target.chooseRegion && (
            <Field
              label={t('region')}
              htmlFor={`${id}-region`}
              required={needsRegion}
              error={errors.merchantCode}
            >
              <Select
                id={`${id}-region`}
                value={merchantCode}
                onChange={(event) => setMerchantCode(event.currentTarget.value)}
                options={[
                  ...(needsRegion ? [] : [{ value: '', label: t('brand_wide') }]),
                  ...(regions.data ?? []).map((region) => ({
                    value: region.merchantCode,
                    label: `${region.merchantCode} · ${region.brand}`,
                  })),
                ]}
                {...(needsRegion ? { placeholder: t('choose_region') } : {})}
              />
            </Field>
          )}
          {target.kind === 'traffic' && (
            <Field
              label={t('traffic_share')}
              htmlFor={`${id}-share`}
              required
              error={errors.trafficShare}
              hint={t('traffic_share_hint')}
            >
              <TextInput
                id={`${id}-share`}
                inputMode="numeric"
                value={share}
                end="%"
                onChange={(event) => setShare(event.currentTarget.value)}
              />
            </Field>
          )}
        </>
      )}
    </ActionDialog>
  );
}
