import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { HttpError } from '@portal/shared/http/client';
import { PasswordField } from '@portal/shared/forms/password-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { changePasswordByCode } from '../api/change-password-by-code';
import { rateLimitMessageOf } from '../api/rate-limit-message';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { OutcomeWithLogin } from '../components/outcome-with-login';
import { linkCodeOf } from '../rules/link-code';
import { texts } from '../texts';
import { passwordChangeByCodeSchema, type PasswordChangeByCodeValues } from '../validation/password-change-by-code-schema';
import '../account.css';

const t = texts.passwordChangeByCode;
const pw = texts.changePassword;
const initialValues: PasswordChangeByCodeValues = { password: '', passwordConfirmation: '' };

type Outcome = { kind: 'none' } | { kind: 'success' } | { kind: 'notFound' } | { kind: 'error'; message: string; count: number };

/**
 * /password/change?code= (public-only; portal-processes §2.1, §4, §5): the link of the password-reset e-mail. The
 * code and the new password are sent together; an unknown or expired code (404), or one too long to be any, offers a
 * new link. Without a code the visitor is sent to the password reset.
 */
export default function PasswordChangeByCodePage() {
  const [params] = useSearchParams();
  const { code, possible } = linkCodeOf(params);
  const [outcome, setOutcome] = useState<Outcome>(possible ? { kind: 'none' } : { kind: 'notFound' });

  if (!code) return <Navigate to="/password/reset" replace />;

  if (outcome.kind === 'success') {
    return (
      <OutcomeWithLogin title={t.successTitle} loginLabel={t.toLogin}>
        <p>{t.success}</p>
      </OutcomeWithLogin>
    );
  }

  if (outcome.kind === 'notFound') {
    return (
      <div className="np-account">
        <FocusedMessage variant="error">
          <p>{t.notFound}</p>
        </FocusedMessage>
        <p>
          <Link to="/password/reset">{t.requestNewLink}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="np-account">
      {outcome.kind === 'error' ? (
        <FocusedMessage key={outcome.count} variant="error">
          <p>{outcome.message}</p>
        </FocusedMessage>
      ) : null}
      <PortalForm<PasswordChangeByCodeValues>
        aria-label={t.formLabel}
        initialValues={initialValues}
        validationSchema={passwordChangeByCodeSchema}
        onSubmit={async (values) => {
          setOutcome({ kind: 'none' });
          await changePasswordByCode({ code, password: values.password });
          setOutcome({ kind: 'success' });
        }}
        // 400 arrays (the password rule) are shown on the fields by PortalForm.
        onSubmitError={(error) => {
          if (error instanceof HttpError && error.status === 404) {
            setOutcome({ kind: 'notFound' });
            return;
          }
          // password.change.error.general (portal-processes §8), or the service's text of a 429.
          setOutcome((previous) => ({
            kind: 'error',
            message: rateLimitMessageOf(error) ?? pw.errorGeneral,
            count: (previous.kind === 'error' ? previous.count : 0) + 1,
          }));
        }}
      >
        {() => (
          <>
            <PasswordField name="password" label={pw.newPassword} hint={pw.hint} required autoComplete="new-password" />
            <PasswordField name="passwordConfirmation" label={pw.confirmation} required autoComplete="new-password" />
            <SubmitButton>{t.submit}</SubmitButton>
          </>
        )}
      </PortalForm>
    </div>
  );
}
