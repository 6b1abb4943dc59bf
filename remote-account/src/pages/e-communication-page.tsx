import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { useContentText } from '@portal/shared/content/content-text';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useAppSelector } from '@portal/shared/state/hooks';
import { selectSessionUser } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useActivateECommunicationMutation } from '../api/activate-e-communication';
import { useGetBusinessPartnerQuery } from '../api/get-business-partner';
import { texts } from '../texts';
import { eCommunicationSchema, type ECommunicationValues } from '../validation/e-communication-schema';
import '../account.css';

const t = texts.eCommunication;
const DASHBOARD = '/portal/dashboard';

interface FormValues extends ECommunicationValues {
  email: string;
}

/**
 * /portal/e-communication/:businessPartnerNumber (portal-processes §2.4 item 1): full name, the read-only e-mail and the
 * required acceptance; submit or cancel; after success a link back to the dashboard.
 */
export default function ECommunicationPage() {
  const { businessPartnerNumber = '' } = useParams();
  const navigate = useNavigate();
  const partnerQuery = useGetBusinessPartnerQuery(businessPartnerNumber);
  const [activate] = useActivateECommunicationMutation();
  const [outcome, setOutcome] = useState<'none' | 'success' | 'error'>('none');
  const acceptMessage = useContentText(t.acceptConditionsKey, t.acceptConditionsRequired);
  const schema = useMemo(() => eCommunicationSchema(acceptMessage), [acceptMessage]);
  const messageRef = useRef<HTMLDivElement>(null);
  const sessionUser = useAppSelector(selectSessionUser);

  useEffect(() => {
    if (outcome !== 'none') messageRef.current?.focus();
  }, [outcome]);

  if (partnerQuery.isLoading) return <Spinner label={t.loading} />;
  const partner = partnerQuery.data;
  if (!partner) {
    const status = partnerQuery.error && 'status' in partnerQuery.error ? partnerQuery.error.status : 0;
    return (
      <div className="np-account">
        <Banner variant="error">{status === 404 || status === 400 ? t.notFound : t.loadError}</Banner>
        <p>
          <Link to={DASHBOARD}>{t.backToDashboard}</Link>
        </p>
      </div>
    );
  }

  if (outcome === 'success' || partner.ecommunicationActive) {
    return (
      <div className="np-account">
        <div ref={messageRef} tabIndex={-1} className="np-account__focus-target">
          <Banner variant="success">{outcome === 'success' ? t.success : t.alreadyActive}</Banner>
        </div>
        <p>
          <Link to={DASHBOARD}>{t.backToDashboard}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="np-account">
      {outcome === 'error' ? (
        <div ref={messageRef} tabIndex={-1} className="np-account__focus-target">
          <Banner variant="error">{t.error}</Banner>
        </div>
      ) : null}
      <p>{t.intro}</p>
      <PortalForm<FormValues>
        aria-label={t.formLabel}
        // A partner without an address of its own gets the account's, as the service stores on activation.
        initialValues={{ email: partner.email ?? sessionUser?.email ?? '', acceptConditions: false }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setOutcome('none');
          await unwrapForForm(activate({ businessPartnerNumber, acceptConditions: values.acceptConditions }));
          setOutcome('success');
        }}
        onSubmitError={() => setOutcome('error')}
      >
        <dl className="np-account__data">
          <div className="np-account__row">
            <dt>{t.fullname}</dt>
            <dd>{partner.entity.fullname}</dd>
          </div>
          <div className="np-account__row">
            <dt>{t.businessPartnerNumber}</dt>
            <dd>{partner.businessPartnerNumber}</dd>
          </div>
        </dl>
        <TextField
          name="email"
          label={t.email}
          type="email"
          readOnly
          hint={
            <>
              {t.emailHint} <Link to="/portal/profile">{t.profileLink}</Link>
            </>
          }
        />
        <CheckboxField name="acceptConditions" label={t.acceptConditions} required />
        <div className="np-account__buttons">
          <SubmitButton>{t.submit}</SubmitButton>
          <Button variant="secondary" onClick={() => void navigate(DASHBOARD)}>
            {t.cancel}
          </Button>
        </div>
      </PortalForm>
    </div>
  );
}
