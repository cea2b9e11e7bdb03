import { Field, Select, TextInput } from '@platform/shared-ui';
import { useId } from 'react';
import { type MemberT, useMemberText } from '../../i18n/member-i18n';
import { ANY, BET_RANGE_KEYS, BET_RANGES, CATEGORY_KEYS } from './bet-filter-rules';
import type { useBetFilters } from './use-bet-filters';

/** A category in the member's words; a code this build has no words for shows as it is. */
export function categoryName(t: MemberT, category: string): string {
  return Object.hasOwn(CATEGORY_KEYS, category) ? t(CATEGORY_KEYS[category]!) : category;
}

/** Category, vendor and days of the betting record and profit pages. */
export function BetFilterBar({ bets }: { bets: ReturnType<typeof useBetFilters> }) {
  const { t } = useMemberText();
  const id = useId();
  const { filters } = bets;
  return (
    <div className="mc-card mc-bet-filters" data-testid="bet-filters">
      <div className="mc-bet-filters__selects">
        <Field label={t('bets_category')} htmlFor={`${id}-category`}>
          <Select
            value={filters.category}
            onChange={(event) => bets.setCategory(event.target.value)}
            options={[
              { value: ANY, label: t('history_type_ALL') },
              ...bets.categories.map((category) => ({ value: category, label: categoryName(t, category) })),
            ]}
          />
        </Field>
        <Field label={t('bets_vendor')} htmlFor={`${id}-vendor`}>
          <Select
            value={filters.vendor}
            onChange={(event) => bets.setVendor(event.target.value)}
            options={[
              { value: ANY, label: t('history_type_ALL') },
              ...bets.vendors.map((vendor) => ({ value: vendor.code, label: vendor.name })),
            ]}
          />
        </Field>
      </div>
      <fieldset className="mc-chips">
        <legend className="mc-chips__legend">{t('bets_period')}</legend>
        {BET_RANGES.map((range) => (
          <label key={range} className="mc-chip">
            <input
              type="radio"
              name={`${id}-range`}
              value={range}
              checked={filters.range === range}
              onChange={() => bets.setRange(range)}
            />
            <span>{t(BET_RANGE_KEYS[range])}</span>
          </label>
        ))}
      </fieldset>
      {filters.range === 'custom' && (
        <div className="mc-bet-filters__days">
          <Field
            label={t('history_from')}
            htmlFor={`${id}-from`}
            error={bets.rangeProblem ? t(bets.rangeProblem) : undefined}
          >
            <TextInput
              type="date"
              value={filters.customFrom}
              max={filters.customTo || undefined}
              onChange={(event) => bets.setCustom({ customFrom: event.target.value })}
            />
          </Field>
          <Field label={t('history_to')} htmlFor={`${id}-to`}>
            <TextInput
              type="date"
              value={filters.customTo}
              min={filters.customFrom || undefined}
              onChange={(event) => bets.setCustom({ customTo: event.target.value })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
