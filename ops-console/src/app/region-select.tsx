import { Field, Select } from '@platform/shared-ui';
import { useText } from '../i18n/console-i18n';
import { useRegions } from './regions';

/** The region picker of a per-region screen: code, brand and currency, and whether the region is in maintenance. */
export function RegionSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (merchantCode: string) => void;
}) {
  const { t } = useText();
  const regions = useRegions();
  return (
    <Field label={t('region')} htmlFor={id}>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={(regions.data ?? []).map((r) => ({
          value: r.merchantCode,
          label: `${r.merchantCode} · ${r.brand} · ${r.currency}${r.maintenance ? ` · ${t('maintenance')}` : ''}`,
        }))}
      />
    </Field>
  );
}
