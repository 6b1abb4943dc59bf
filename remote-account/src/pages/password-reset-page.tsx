import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { requestPasswordReset } from '../api/request-password-reset';
import { OutcomeWithLogin } from '../components/outcome-with-login';
import { texts } from '../texts';
import { passwordResetSchema, type PasswordResetValues } from '../validation/password-reset-schema';
import '../account.css';

const t = texts.passwordReset;
const initialValues: PasswordResetValues = { login: '' };

/**
 * /password/reset (public-only; portal-processes §4, §5, §8): asks for a link to set a new password. It always shows
 * success, whatever the answer, so nobody learns whether a login exists.
 */
export default function PasswordResetPage() {
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <OutcomeWithLogin title={t.successTitle} loginLabel={t.toLogin}>
        <p>{t.success}</p>
      </OutcomeWithLogin>
    );
  }

  return (
    <div className="np-account">
      <p className="np-account__intro">{t.intro}</p>
      <PortalForm<PasswordResetValues>
        aria-label={t.formLabel}
        initialValues={initialValues}
        validationSchema={passwordResetSchema}
        onSubmit={async (values) => {
          // The request never shows failure (portal-processes §8): whatever happens, the same message follows.
          await requestPasswordReset({ login: values.login.trim() }).catch(() => undefined);
          setSent(true);
        }}
      >
        {() => (
          <>
            <TextField name="login" label={t.login} required autoComplete="username" />
            <SubmitButton>{t.submit}</SubmitButton>
          </>
        )}
      </PortalForm>
      <ul className="np-account__links">
        <li>
          <Link to="/username/retrieve">{t.forgotUsername}</Link>
        </li>
        <li>
          <Link to="/login">{t.toLogin}</Link>
        </li>
      </ul>
    </div>
  );
}
