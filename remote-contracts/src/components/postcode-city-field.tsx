import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useGetCitiesQuery } from '@portal/shared/address/autocomplete';
import { ComboboxField } from '@portal/shared/forms/combobox-field.tsx';
import { postcodeCitySuggestions, postcodeOf } from '../rules/postcode-city';

/**
 * "PLZ und Ort" as one text with suggestions: once four digits are typed, the places of that Austrian postcode (the
 * postcode lookup of my data) are offered; any other text can still be typed (addresses abroad, a failed lookup).
 */
export function PostcodeCityField({
  name,
  label,
  hint,
  maxLength,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength: number;
}) {
  const [field] = useField<string>(name);
  const value = field.value ?? '';
  const postcode = postcodeOf(value);
  const cities = useGetCitiesQuery(postcode ?? '', { skip: !postcode });
  return (
    <ComboboxField
      name={name}
      label={label}
      required
      hint={hint}
      maxLength={maxLength}
      options={postcodeCitySuggestions(value, postcode ? cities.data : undefined)}
    />
  );
}
