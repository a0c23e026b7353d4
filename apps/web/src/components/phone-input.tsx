import { Input, Select, Space } from 'antd';
import { useId, useMemo, useState } from 'react';
import { splitPhone } from '@/lib/format/phone.ts';
import { useCountryCodes } from '@/lib/reference/reference-data.tsx';
import { callingCodeOptions } from '@/lib/reference/reference-options.ts';

type PhoneInputProps = {
  id?: string;
  /** As stored: "+91 98200 41127", or '' for none. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** The country whose calling code a new number starts with (the organisation's). */
  defaultCountry?: string;
  'aria-label'?: string;
};

/**
 * A phone number with its country's calling code picked from the reference data, kept as one
 * string ("+91 98200 41127") so the server's rule for phone numbers applies unchanged.
 */
export function PhoneInput({ id, value, onChange, defaultCountry, ...rest }: PhoneInputProps) {
  const countryCodes = useCountryCodes();
  // Its own id: antd would otherwise share one id between selects in tests.
  const selectId = useId();
  const options = useMemo(() => callingCodeOptions(countryCodes), [countryCodes]);
  const split = splitPhone(value ?? '', countryCodes, defaultCountry);
  // The code picked before any digit is typed, when the value alone cannot carry it.
  const [pickedCountry, setPickedCountry] = useState<string | undefined>(undefined);
  const countryCode = split.countryCode ?? pickedCountry ?? defaultCountry;
  // Until the calling codes are in, a typed number could not be given its code: the field waits.
  const codesLoaded = countryCodes.length > 0;
  const telephoneCode = (country: string | undefined) =>
    countryCodes.find((code) => code.countryCode === country)?.telephoneCode ?? '';

  function emit(country: string | undefined, number: string) {
    const digits = number.trim();
    const code = telephoneCode(country);
    // A number typed or pasted with its own code (+971 …) is kept as it is.
    onChange?.(digits === '' || digits.startsWith('+') || !code ? digits : `${code} ${digits}`);
  }

  return (
    <Space.Compact block>
      <Select
        id={selectId}
        aria-label="Calling code"
        style={{ width: 180 }}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        value={countryCode}
        popupMatchSelectWidth={280}
        onChange={(country: string) => {
          setPickedCountry(country);
          emit(country, split.number);
        }}
      />
      <Input
        id={id}
        aria-label={rest['aria-label']}
        autoComplete="tel-national"
        inputMode="tel"
        disabled={!codesLoaded}
        // Busy while greyed out for the codes, which are asked for only once the field is drawn:
        // a reader (or a check of the screen's contrast) knows it is not settled yet.
        aria-busy={!codesLoaded || undefined}
        placeholder={codesLoaded ? undefined : 'Loading calling codes…'}
        value={split.number}
        onChange={(event) => emit(countryCode, event.target.value)}
      />
    </Space.Compact>
  );
}
