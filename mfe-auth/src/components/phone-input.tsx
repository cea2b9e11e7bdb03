import { Select, TextInput, type TextInputProps } from '@platform/shared-ui';
import { useEffect } from 'react';
import { useAuthText } from '../i18n/auth-i18n';
import { useCountryCodes } from './use-country-codes';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'start'> {
  id: string;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
}

/** Country dialing code (the merchant's list) beside the national number; digits only are kept. */
export function PhoneInput({
  id,
  dialingCode,
  onDialingCodeChange,
  value,
  onChange,
  ...rest
}: PhoneInputProps) {
  const { t } = useAuthText();
  const codes = useCountryCodes();
  const first = codes[0]?.countryDialingCode;

  useEffect(() => {
    if (first && !dialingCode) onDialingCodeChange(first);
  }, [first, dialingCode, onDialingCodeChange]);

  return (
    <div className="auth-phone">
      <Select
        id={`${id}-country`}
        className="auth-phone__code"
        invalid={false}
        aria-label={t('country_code')}
        value={dialingCode}
        disabled={codes.length === 0}
        onChange={(event) => onDialingCodeChange(event.target.value)}
        options={codes.map((c) => ({
          value: c.countryDialingCode,
          label: `+${c.countryDialingCode} ${c.countryCode}`,
        }))}
      />
      <TextInput
        {...rest}
        id={id}
        className="auth-phone__number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}
