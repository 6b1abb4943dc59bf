import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { CODE_BLOCKED_ERROR_NUMBER } from '@portal/shared/contract/account-rules';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { FormErrors } from '@portal/shared/http/client';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useAppDispatch } from '@portal/shared/state/hooks';
import { sessionCheckRequested } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useActivateBusinessPartnerMutation, useGetPendingActivationsQuery } from '../api/letter-activation';
import { KeyMessage } from '../components/key-message';
import { texts } from '../texts';
import { activationCodeSchema, type ActivationCodeValues } from '../validation/activation-code-schema';
import '../account.css';

const t = texts.letterActivation;

type Outcome = { kind: 'success'; businessPartnerNumber: string } | { kind: 'error' } | { kind: 'blocked' } | null;

/** A code blocked after too many wrong entries: typing on cannot help, the customer service must send a new one. */
const isBlocked = (error: unknown) => error instanceof FormErrors && error.errors.some((item) => item.number === CODE_BLOCKED_ERROR_NUMBER);

function ActivationForm({ businessPartnerNumber, onOutcome }: { businessPartnerNumber: string; onOutcome: (outcome: Outcome) => void }) {
  const [activate] = useActivateBusinessPartnerMutation();
  return (
    <PortalForm<ActivationCodeValues>
      className="np-account__activation"
      aria-label={t.formLabel(businessPartnerNumber)}
      initialValues={{ businessPartnerNumber, activationCode: '' }}
      validationSchema={activationCodeSchema}
      onSubmit={async (values) => {
        onOutcome(null);
        try {
          await unwrapForForm(activate({ businessPartnerNumber, activationCode: values.activationCode.trim() }));
        } catch (error) {
          // Field errors (a wrong code) are shown on the field; the banner says the activation failed, or what to do now.
          onOutcome({ kind: isBlocked(error) ? 'blocked' : 'error' });
          throw error;
        }
        onOutcome({ kind: 'success', businessPartnerNumber });
      }}
      onSubmitError={() => undefined}
    >
      <TextField name="businessPartnerNumber" label={t.businessPartnerNumber} readOnly />
      <TextField
        name="activationCode"
        label={t.activationCode}
        hint={t.activationCodeHint}
        required
        autoComplete="one-time-code"
        maxLength={ACCOUNT_LIMITS.activationCodeMax}
      />
      <SubmitButton>{t.submit}</SubmitButton>
    </PortalForm>
  );
}

/**
 * /portal/activation: one form per business partner waiting for its letter code (portal-processes §2.4 item 3).
 * A partner leaves the list when its activation succeeds; an empty list shows a login link and checks the session
 * again (the show-activation role may have ended).
 */
export default function LetterActivationPage() {
  const dispatch = useAppDispatch();
  const pendingQuery = useGetPendingActivationsQuery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = pendingQuery.data;
  const empty = pending !== undefined && pending.length === 0;
  const checked = useRef(false);

  useEffect(() => {
    if (empty && !checked.current) {
      checked.current = true;
      dispatch(sessionCheckRequested());
    }
  }, [empty, dispatch]);

  if (pendingQuery.isLoading) return <Spinner label={t.loading} />;
  if (!pending) return <Banner variant="error">{t.loadError}</Banner>;

  return (
    <div className="np-account">
      {/* The activated partner's form is gone with the focus in it: the banner takes the focus (one per partner). */}
      {outcome?.kind === 'success' ? (
        <FocusedMessage key={outcome.businessPartnerNumber} variant="success">
          <p>{t.success(outcome.businessPartnerNumber)}</p>
        </FocusedMessage>
      ) : null}
      {outcome?.kind === 'error' ? <KeyMessage contentKey={t.errorKey} fallback={t.error} /> : null}
      {outcome?.kind === 'blocked' ? <KeyMessage contentKey={t.blockedKey} fallback={t.blocked} /> : null}
      {empty ? (
        <div className="np-account__message">
          <p>{t.empty}</p>
          <p>{t.emptyLoginHint}</p>
          <p>
            <Link to="/login">{t.loginLink}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t.intro}</p>
          {pending.map((businessPartnerNumber) => (
            <ActivationForm key={businessPartnerNumber} businessPartnerNumber={businessPartnerNumber} onOutcome={setOutcome} />
          ))}
        </>
      )}
    </div>
  );
}
