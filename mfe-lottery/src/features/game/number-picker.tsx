import { Button } from '@platform/shared-ui';
import { type LotteryKey, textKey, useLotteryText } from '../../i18n/lottery-i18n';
import {
  type OptionValue,
  type PickerRow,
  type PickerSpec,
  type PickerState,
  QUICK_PICKS,
  quickPick,
} from '../../lib/pickers';

/**
 * A bet type's picker: its option (position, segment), rows of number balls each with the quick picks
 * all/big/small/odd/even/clear, or one choice of a few words. Controlled: the game page keeps the state.
 */
export function NumberPicker({
  spec,
  state,
  onChange,
}: {
  spec: PickerSpec;
  state: PickerState;
  onChange: (next: PickerState) => void;
}) {
  const { t } = useLotteryText();
  const setRow = (index: number, values: number[]) =>
    onChange({ ...state, rows: state.rows.map((row, i) => (i === index ? values : row)) });
  return (
    <div className="lottery-picker" data-testid="number-picker">
      {spec.option && (
        <div className="lottery-picker__option" role="radiogroup" aria-label={t(asKey(spec.option.labelKey))}>
          {spec.option.values.map((value) => (
            <ChoiceChip
              key={String(value)}
              label={t(asKey(spec.option?.valueKey(value) ?? 'choice'))}
              selected={state.option === value}
              onSelect={() => onChange({ ...state, option: value as OptionValue })}
            />
          ))}
        </div>
      )}
      {(spec.rows ?? []).map((row, index) => (
        <BallRow
          // Rows are fixed by the bet type; the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows never move
          key={index}
          row={row}
          picked={state.rows[index] ?? []}
          onChange={(values) => setRow(index, values)}
        />
      ))}
      {spec.choices && (
        <div className="lottery-picker__choices" role="radiogroup" aria-label={t('choice')}>
          {spec.choices.map((choice) => (
            <ChoiceChip
              key={choice}
              label={t(textKey('pick', choice))}
              selected={state.choice === choice}
              onSelect={() => onChange({ ...state, choice })}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** Picker specs name their texts by key; data-keys.test.ts checks each one is in en.json. */
const asKey = (key: string) => key as LotteryKey;

function ChoiceChip({
  label,
  selected,
  onSelect,
}: {
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a chip styled as a button, announced as a radio of its group
    <button type="button" role="radio" aria-checked={selected} className="lottery-chip" onClick={onSelect}>
      {label}
    </button>
  );
}

function BallRow({
  row,
  picked,
  onChange,
}: {
  row: PickerRow;
  picked: readonly number[];
  onChange: (values: number[]) => void;
}) {
  const { t } = useLotteryText();
  const title = t(asKey(row.labelKey ?? 'numbers'));
  const toggle = (value: number) =>
    onChange(picked.includes(value) ? picked.filter((v) => v !== value) : [...picked, value]);
  return (
    <fieldset className="lottery-row">
      <legend>{title}</legend>
      <div className="lottery-row__balls">
        {row.values.map((value) => (
          <button
            key={value}
            type="button"
            className="lottery-ball lottery-ball--pick"
            aria-pressed={picked.includes(value)}
            onClick={() => toggle(value)}
          >
            {String(value).padStart(row.pad ?? 1, '0')}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons inside the row's fieldset, not a form part */}
      <div className="lottery-row__quick" role="group" aria-label={t('quick.title', { row: title })}>
        {QUICK_PICKS.map((pick) => (
          <Button key={pick} size="sm" variant="ghost" onClick={() => onChange(quickPick(row.values, pick))}>
            {t(textKey('quick', pick))}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
