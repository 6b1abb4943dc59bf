import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADDITIONAL_INFORMATION_TYPES, BRANCHES } from '@portal/shared/contract/enums';
import { meterPointMaskPrefixes } from '@portal/shared/format/meter-point-mask';
import { useOperator } from '@portal/shared/operator/operator-context';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { DateField } from '@portal/shared/forms/date-field.tsx';
import { MeterPointField } from '@portal/shared/forms/meter-point-field.tsx';
import { PasswordField } from '@portal/shared/forms/password-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SelectField } from '@portal/shared/forms/select-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { rateLimitMessageOf } from '../api/rate-limit-message';
import { register } from '../api/register';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { OutcomeWithLogin } from '../components/outcome-with-login';
import { texts } from '../texts';
import {
  birthDateBounds,
  initialRegistrationValues,
  registrationRequestOf,
  registrationSchema,
  showsContractAccountAndPostcode,
  type RegistrationValues,
} from '../validation/registration-schema';
import '../account.css';

const t = texts.registration;
const branchOptions = BRANCHES.map((branch) => ({ value: branch, label: t.branches[branch] }));
const identifierOptions = ADDITIONAL_INFORMATION_TYPES.map((type) => ({ value: type, label: t.identifierTypes[type] }));

/** A link to a content page in a new tab, so the form keeps what was typed. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="np-visually-hidden">{t.opensInNewTab}</span>
    </Link>
  );
}

/** The field of the chosen identifier (portal-processes §3, §5): only this one is shown and sent. */
function IdentifierField({
  type,
  birthBounds,
}: {
  type: RegistrationValues['additionalInformationType'];
  birthBounds: { earliest: string; latest: string };
}) {
  switch (type) {
    case 'BUSINESS_PARTNER_NUMBER':
      return (
        <TextField
          name="businessPartnerNumber"
          label={t.businessPartnerNumber}
          hint={t.businessPartnerNumberHint}
          required
          inputMode="numeric"
        />
      );
    case 'COMMERCIAL_REGISTER':
      return <TextField name="commercialRegister" label={t.commercialRegister} hint={t.commercialRegisterHint} required />;
    case 'COMPANY_NAME':
      return <TextField name="companyName" label={t.companyName} required autoComplete="organization" />;
    case 'DATE_OF_BIRTH':
      return (
        <DateField
          name="dateOfBirth"
          label={t.dateOfBirth}
          required
          autoComplete="bday"
          min={birthBounds.earliest}
          max={birthBounds.latest}
        />
      );
    case 'LAST_NAME':
      return <TextField name="lastName" label={t.lastName} required autoComplete="family-name" />;
    default:
      return null;
  }
}

/**
 * /registration (public-only; portal-processes §2.1, §3, §5). The data of an invoice identify the customer; the service
 * e-mails a confirmation link. Success hides the form and asks to check the e-mail (§4 "Form outcome").
 */
export default function RegistrationPage() {
  const operatorPrefixes = useOperator().meterPointPrefixes;
  const prefixes = useMemo(() => meterPointMaskPrefixes(operatorPrefixes), [operatorPrefixes]);
  const initialValues = useMemo(() => initialRegistrationValues(undefined, prefixes), [prefixes]);
  const schema = useMemo(() => registrationSchema(), []);
  const birthBounds = useMemo(() => birthDateBounds(), []);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; count: number } | null>(null);

  if (registeredEmail !== null) {
    return (
      <OutcomeWithLogin title={t.successTitle} loginLabel={t.toLogin}>
        <p>{t.success(registeredEmail)}</p>
        <p>{t.successSpam}</p>
      </OutcomeWithLogin>
    );
  }

  return (
    <div className="np-account">
      <p className="np-account__intro">{t.intro}</p>
      {failure ? (
        <FocusedMessage key={failure.count} variant="error">
          <p>{failure.message}</p>
        </FocusedMessage>
      ) : null}
      <PortalForm<RegistrationValues>
        aria-label={t.formLabel}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailure(null);
          const body = registrationRequestOf(values);
          await register(body);
          setRegisteredEmail(body.email);
        }}
        // 400 arrays are shown on the fields and at the top by PortalForm; other failures get the general message
        // (a 429 the service's own text). 5xx answers have already gone to the error page.
        onSubmitError={(error) =>
          setFailure((previous) => ({ message: rateLimitMessageOf(error) ?? t.errorGeneral, count: (previous?.count ?? 0) + 1 }))
        }
      >
        {({ values }) => (
          <>
            <h2 className="np-account__form-heading">{t.meterSection}</h2>
            <RadioGroupField name="branch" legend={t.branch} options={branchOptions} required />
            <MeterPointField
              name="meterPointAdministrationNumber"
              label={t.meterPoint}
              hint={t.meterPointHint}
              prefix={prefixes[values.branch]}
              required
            />
            <TextField name="meterNumber" label={t.meterNumber} hint={t.meterNumberHint} required autoComplete="off" />

            <h2 className="np-account__form-heading">{t.identificationSection}</h2>
            <SelectField
              name="additionalInformationType"
              label={t.identifierType}
              hint={t.identifierTypeHint}
              emptyOption={t.identifierTypeEmpty}
              options={identifierOptions}
              required
            />
            <IdentifierField type={values.additionalInformationType} birthBounds={birthBounds} />
            {showsContractAccountAndPostcode(values.additionalInformationType) ? (
              <>
                <TextField
                  name="contractAccountNumber"
                  label={t.contractAccountNumber}
                  hint={t.contractAccountNumberHint}
                  required
                  inputMode="numeric"
                />
                <TextField name="postcode" label={t.postcode} hint={t.postcodeHint} required autoComplete="postal-code" />
              </>
            ) : null}

            <h2 className="np-account__form-heading">{t.accountSection}</h2>
            <TextField name="email" type="email" label={t.email} hint={t.emailHint} required autoComplete="email" inputMode="email" />
            <TextField name="login" label={t.login} hint={t.loginHint} required autoComplete="username" />
            <PasswordField name="password" label={t.password} hint={texts.changePassword.hint} required autoComplete="new-password" />
            <CheckboxField
              name="acceptGeneralTerms"
              required
              label={
                <>
                  {t.acceptGeneralTermsBefore}
                  <NewTabLink to="/termsOfService">{t.generalTermsLink}</NewTabLink>
                  {t.acceptGeneralTermsAfter}
                </>
              }
            />
            <CheckboxField
              name="acceptPrivacyPolicy"
              required
              label={
                <>
                  {t.acceptPrivacyPolicyBefore}
                  <NewTabLink to="/privacy">{t.privacyPolicyLink}</NewTabLink>
                  {t.acceptPrivacyPolicyAfter}
                </>
              }
            />
            <SubmitButton>{t.submit}</SubmitButton>
          </>
        )}
      </PortalForm>
    </div>
  );
}
