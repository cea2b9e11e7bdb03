import { Icon, VisuallyHidden } from '@platform/shared-ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '../../store/host-store';
import { DropdownMenu } from '../dropdown-menu';
import { regionRequestAtom } from '../layout-store';
import { countryLabel } from './region-names';
import { useRegions } from './use-regions';
import './region.css';

/** The current region (country and currency); opens the region modal. Absent when the brand has one region. */
export function RegionPicker({
  className,
  variant = 'header',
}: {
  className?: string;
  variant?: 'header' | 'row';
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const { regions, current, currentMerchant } = useRegions();
  const setRequest = useSetAtom(regionRequestAtom);
  if (regions.length < 2 && current) return null;
  const country = current ? countryLabel(current, language) : t('layout.region.label');
  const open = () => {
    const merchantCode = current?.merchantCode ?? currentMerchant ?? regions[0]?.merchantCode;
    if (merchantCode) setRequest({ merchantCode, reason: 'picked' });
  };
  if (regions.length === 0) return null;
  return (
    <button
      type="button"
      className={`region-picker region-picker--${variant} ${className ?? ''}`}
      aria-haspopup="dialog"
      onClick={open}
      data-testid="region-picker"
    >
      {/* The name is the country and currency shown, after "Region:" (WCAG 2.5.3, label in name). It is text for screen
          readers, not an aria-label, so it stays whole where the header shows only the chip (1024-1279 px). */}
      <VisuallyHidden>
        {t('layout.region.pickerLabel', { country, currency: current?.currency ?? '' }).trim()}
      </VisuallyHidden>
      <span className="region-picker__code" aria-hidden="true">
        {current?.country.toUpperCase() ?? <Icon name="globe" size={16} />}
      </span>
      <span className="region-picker__text" aria-hidden="true">
        <span className="region-picker__country">{country}</span>
        {current && <span className="region-picker__currency">{current.currency}</span>}
      </span>
      <Icon name="chevron-down" size={16} className="region-picker__chevron" />
    </button>
  );
}

/** The currency selector: choosing a currency picks its region and asks to confirm the switch. */
export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const { regions, current } = useRegions();
  const setRequest = useSetAtom(regionRequestAtom);
  if (regions.length < 2) return null;
  return (
    <DropdownMenu
      className={`currency-select ${className ?? ''}`}
      label={t('layout.region.currencyLabel', { currency: current?.currency ?? '—' })}
      trigger={<span className="currency-select__value">{current?.currency ?? '—'}</span>}
      options={regions.map((region) => ({
        value: region.merchantCode,
        label: region.currency,
        hint: countryLabel(region, language),
      }))}
      value={current?.merchantCode ?? null}
      onSelect={(merchantCode) => setRequest({ merchantCode, reason: 'picked' })}
      testId="currency-select"
    />
  );
}
