import { COUNTRIES, type Country } from '@portal/shared/contract/enums';
import type { SelectOption } from '@portal/shared/forms/select-field.tsx';
import { texts } from '../texts';

/** The ten countries of portal-core §3 as select options, Austria (the default) first. */
export function countryOptions(): SelectOption[] {
  return COUNTRIES.map((country) => ({ value: country, label: texts.countries[country] }));
}

export function countryName(country: Country | undefined): string {
  return country ? texts.countries[country] : texts.countries.AT;
}
