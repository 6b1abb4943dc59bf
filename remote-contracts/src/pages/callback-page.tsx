import { useState } from 'react';
import type { StoredPhone } from '@portal/shared/contract/account';
import { CALLBACK_DAYS, CALLBACK_LIMITS } from '@portal/shared/contract/callbacks';
import { CALLBACK_TIMES } from '@portal/shared/contract/callback-rules';
import { COUNTRY_NAMES } from '@portal/shared/contract/country-names';
import { COUNTRIES } from '@portal/shared/contract/enums';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SelectField } from '@portal/shared/forms/select-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextAreaField } from '@portal/shared/forms/text-area-field.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { statusOf, unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useAppSelector } from '@portal/shared/state/hooks';
import { selectSessionUser } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetStoredPhonesQuery, useSendCallbackMutation } from '../api/callbacks';
import { ProcessSuccess } from '../components/process-outcome';
import { callbackBody, callbackSchema, initialCallbackValues, NEW_PHONE, type CallbackValues } from '../rules/callback-form';
import { texts } from '../texts';
import { callbackTexts as t } from '../wifi-callback-texts';
import '../contracts.css';

const typeOptions = (['EMAIL', 'PHONE', 'NONE'] as const).map((type) => ({ value: type, label: t.types[type] }));
const dayOptions = CALLBACK_DAYS.map((day) => ({ value: day, label: t.days[day] }));
const timeOptions = CALLBACK_TIMES.map((time) => ({ value: time, label: time }));
const countryOptions = COUNTRIES.map((country) => ({ value: country, label: COUNTRY_NAMES[country] }));

/** A stored phone or a new number (only offered when there are stored phones), then day and hours. */
function PhoneDetails({ stored, choice }: { stored: readonly StoredPhone[]; choice: string }) {
  const choices = [
    ...stored.map((phone, index) => ({ value: String(index), label: t.storedPhone(phone.number, phone.extension, phone.type) })),
    { value: NEW_PHONE, label: t.newPhone },
  ];
  return (
    <>
      {stored.length > 0 ? <RadioGroupField name="phoneChoice" legend={t.phoneChoice} options={choices} required /> : null}
      {choice === NEW_PHONE ? (
        <>
          <SelectField name="country" label={t.country} options={countryOptions} required autoComplete="tel-country-code" />
          <TextField
            name="number"
            label={t.number}
            type="tel"
            inputMode="tel"
            required
            maxLength={CALLBACK_LIMITS.phoneMax}
            autoComplete="tel-national"
            hint={t.numberHint}
          />
          <TextField
            name="extension"
            label={t.extension}
            inputMode="numeric"
            maxLength={CALLBACK_LIMITS.extensionMax}
            autoComplete="tel-extension"
          />
        </>
      ) : null}
      <fieldset className="np-fieldset np-contracts__group">
        <legend className="np-fieldset__legend np-contracts__group-title">{t.reachable}</legend>
        <SelectField name="dayOfWeek" label={t.dayOfWeek} options={dayOptions} required />
        <div className="np-contracts__times">
          <SelectField name="timeFrom" label={t.timeFrom} options={timeOptions} required />
          <SelectField name="timeTo" label={t.timeTo} options={timeOptions} required />
        </div>
      </fieldset>
    </>
  );
}

/**
 * /portal/callback (portal-processes §2.4 item 16, §5 "Callback"): subject and message, the contact way, then its
 * details: the e-mail address, or a phone (stored or new) with weekday and hours.
 */
export default function CallbackPage() {
  const user = useAppSelector(selectSessionUser);
  const phones = useGetStoredPhonesQuery();
  const [send] = useSendCallbackMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (sent) return <ProcessSuccess>{t.success}</ProcessSuccess>;
  if (phones.isLoading) return <Spinner label={texts.common.loading} />;
  const stored = phones.data?.phones ?? [];
  return (
    <div className="np-contracts">
      {failure ? <FocusedMessage variant="error">{failure}</FocusedMessage> : null}
      {phones.isError ? (
        <Banner variant="info" role="none">
          <p>{t.phonesLoadError}</p>
        </Banner>
      ) : null}
      <p>{t.intro}</p>
      <PortalForm<CallbackValues>
        aria-label={t.title}
        initialValues={initialCallbackValues(user?.email ?? '', stored.length > 0)}
        validationSchema={callbackSchema}
        onSubmit={async (values) => {
          setFailure(null);
          await unwrapForForm(send(callbackBody(values, stored)));
          setSent(true);
        }}
        onSubmitError={(error) => setFailure(statusOf(error) === 429 ? t.tooMany : t.sendError)}
      >
        {({ values }) => (
          <>
            <TextField name="subject" label={t.subject} required maxLength={CALLBACK_LIMITS.subjectMax} />
            <TextAreaField
              name="message"
              label={t.message}
              maxLength={CALLBACK_LIMITS.messageMax}
              hint={t.messageHint(CALLBACK_LIMITS.messageMax)}
            />
            <RadioGroupField name="type" legend={t.type} options={typeOptions} required />
            {values.type === 'EMAIL' ? (
              <TextField name="email" label={t.email} type="email" required maxLength={CALLBACK_LIMITS.emailMax} autoComplete="email" />
            ) : null}
            {values.type === 'PHONE' ? <PhoneDetails stored={stored} choice={values.phoneChoice} /> : null}
            <div className="np-contracts__buttons">
              <SubmitButton>{t.submit}</SubmitButton>
            </div>
          </>
        )}
      </PortalForm>
    </div>
  );
}
