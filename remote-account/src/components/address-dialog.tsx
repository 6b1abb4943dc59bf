import { useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { ACCOUNT_LIMITS, type ProfileBusinessPartner } from '@portal/shared/contract/account';
import { ComboboxField } from '@portal/shared/forms/combobox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SelectField } from '@portal/shared/forms/select-field.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { useGetCitiesQuery, useGetStreetsQuery } from '@portal/shared/address/autocomplete';
import { useUpdateAddressMutation } from '../api/update-address';
import { countryOptions } from '../rules/countries';
import { useDebouncedValue } from '../rules/use-debounced-value';
import { texts } from '../texts';
import {
  addressBodyOf,
  addressSchema,
  addressValuesOf,
  isAustrianPostcode,
  SHORT_FIELD_MAX,
  type AddressValues,
} from '../validation/address-schema';
import { DialogButtons } from './dialog-buttons';
import { KeyMessage } from './key-message';

const t = texts.addressDialog;
/** Wait this long after the last key before asking for street suggestions. */
const STREET_QUERY_DELAY_MS = 250;

/**
 * City and street: for Austria a city dropdown filled from the postcode lookup and a street combobox with the streets
 * known for that city (a street not in the list can still be typed); other countries, or a failed lookup, free text.
 */
function CityAndStreet() {
  const { values, setFieldValue } = useFormikContext<AddressValues>();
  const postcode = values.postcode.trim();
  const lookup = values.country === 'AT' && isAustrianPostcode(postcode);
  const cities = useGetCitiesQuery(postcode, { skip: !lookup });
  const cityEntries = useMemo(() => (lookup && cities.data ? Object.entries(cities.data) : []), [lookup, cities.data]);
  const cityNames = useMemo(() => cityEntries.map(([, name]) => name), [cityEntries]);
  const cityCode = cityEntries.find(([, name]) => name === values.city)?.[0];

  // A new postcode's cities: keep the chosen city if it is among them, take the only one, or make the user choose.
  useEffect(() => {
    if (!lookup || !cities.data || cities.isFetching) return;
    if (cityNames.includes(values.city)) return;
    void setFieldValue('city', cityNames.length === 1 ? cityNames[0] : '', false);
    // Only when the lookup's answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup, cities.data, cities.isFetching]);

  const typed = useDebouncedValue(values.street.trim(), STREET_QUERY_DELAY_MS);
  const streets = useGetStreetsQuery({ cityCode: cityCode ?? '', query: typed }, { skip: !cityCode });
  const [streetOptions, setStreetOptions] = useState<string[]>([]);
  useEffect(() => {
    if (!cityCode) setStreetOptions([]);
    else if (streets.data) setStreetOptions(streets.data);
  }, [cityCode, streets.data]);

  const lookupFailed = lookup && cities.isError;
  const streetField = (
    <ComboboxField
      name="street"
      label={t.street}
      required
      options={streetOptions}
      maxLength={ACCOUNT_LIMITS.addressFieldMax}
      autoComplete="address-line1"
      hint={t.streetHint}
      countText={t.suggestions}
    />
  );

  if (values.country !== 'AT' || lookupFailed) {
    return (
      <>
        <TextField name="city" label={t.city} required maxLength={ACCOUNT_LIMITS.addressFieldMax} autoComplete="address-level2" />
        <TextField name="street" label={t.street} required maxLength={ACCOUNT_LIMITS.addressFieldMax} autoComplete="address-line1" />
      </>
    );
  }

  const cityHint = !lookup
    ? t.cityAfterPostcode
    : cities.isFetching
      ? t.cityLoading
      : cities.data && cityNames.length === 0
        ? t.cityNone
        : undefined;
  return (
    <>
      <SelectField
        name="city"
        label={t.city}
        required
        emptyOption={t.cityChoose}
        options={cityNames.map((name) => ({ value: name, label: name }))}
        disabled={!lookup || cityNames.length === 0}
        hint={cityHint}
        autoComplete="address-level2"
      />
      {streetField}
    </>
  );
}

/** The address of a business partner (portal-processes §5 "Address"). */
export function AddressDialog({
  partner,
  onClose,
  onSaved,
}: {
  partner: ProfileBusinessPartner;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [updateAddress] = useUpdateAddressMutation();
  const [failed, setFailed] = useState(false);
  const initialValues = useMemo(() => addressValuesOf(partner.entity.address), [partner.entity.address]);

  return (
    <Dialog open onClose={onClose} title={t.title}>
      {failed ? <KeyMessage contentKey={t.errorKey} fallback={t.error} /> : null}
      <PortalForm<AddressValues>
        aria-label={t.title}
        initialValues={initialValues}
        validationSchema={addressSchema}
        onSubmit={async (values) => {
          setFailed(false);
          await unwrapForForm(updateAddress({ businessPartnerNumber: partner.businessPartnerNumber, address: addressBodyOf(values) }));
          onSaved();
        }}
        onSubmitError={() => setFailed(true)}
      >
        <SelectField name="country" label={t.country} options={countryOptions()} required autoComplete="country" />
        <TextField name="postcode" label={t.postcode} required maxLength={ACCOUNT_LIMITS.postcodeMax} autoComplete="postal-code" />
        <CityAndStreet />
        <div className="np-account__field-row">
          <TextField name="housenumber" label={t.housenumber} required maxLength={SHORT_FIELD_MAX} />
          <TextField name="housenumberAffix" label={t.housenumberAffix} maxLength={SHORT_FIELD_MAX} />
          <TextField name="floor" label={t.floor} maxLength={SHORT_FIELD_MAX} />
          <TextField name="room" label={t.room} maxLength={SHORT_FIELD_MAX} />
        </div>
        <DialogButtons submit={texts.profile.save} onCancel={onClose} />
      </PortalForm>
    </Dialog>
  );
}
