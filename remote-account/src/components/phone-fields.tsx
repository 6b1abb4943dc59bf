import { SelectField } from '@portal/shared/forms/select-field.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { countryOptions } from '../rules/countries';
import { texts } from '../texts';

const t = texts.phoneDialog;

/** Country and number of a phone (landline or mobile); the extension only for a landline. */
export function PhoneFields({ landline }: { landline: boolean }) {
  return (
    <>
      <SelectField name="country" label={t.country} options={countryOptions()} required autoComplete="tel-country-code" />
      <TextField
        name="number"
        label={t.number}
        type="tel"
        inputMode="tel"
        autoComplete={landline ? 'tel-national' : 'mobile tel-national'}
        required
        maxLength={ACCOUNT_LIMITS.phoneMax}
        hint={t.numberHint}
      />
      {landline ? (
        <TextField
          name="extension"
          label={t.extension}
          inputMode="numeric"
          autoComplete="tel-extension"
          maxLength={ACCOUNT_LIMITS.extensionMax}
        />
      ) : null}
    </>
  );
}
