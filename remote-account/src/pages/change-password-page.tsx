import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { passwordChanged, selectSessionUser } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { changePassword } from '../api/change-password';
import { ChangePasswordFields } from '../components/change-password-fields';
import { texts } from '../texts';
import { changePasswordSchema, type ChangePasswordValues } from '../validation/change-password-schema';
import '../account.css';

const t = texts.changePassword;
const initialValues: ChangePasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

type Outcome = 'none' | 'success' | 'error';

/**
 * /portal/changePassword (private). Also the only page a user with user.changePassword reaches: after success the
 * kit re-checks the session, which ends the forced change (portal-processes §2.1, §4 "Form outcome").
 */
export default function ChangePasswordPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [outcome, setOutcome] = useState<Outcome>('none');
  const schema = useMemo(() => changePasswordSchema(user?.login), [user?.login]);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome === 'none') return;
    if (outcome === 'success') window.scrollTo(0, 0);
    messageRef.current?.focus();
  }, [outcome]);

  if (outcome === 'success') {
    return (
      <div className="np-account">
        <div ref={messageRef} tabIndex={-1} className="np-account__focus-target">
          <Banner variant="success">{t.success}</Banner>
        </div>
        <p>
          <Link to="/portal/dashboard">{t.backToOverview}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="np-account">
      {user?.changePassword ? <Banner variant="info">{t.forcedInfo}</Banner> : null}
      {outcome === 'error' ? (
        <div ref={messageRef} tabIndex={-1} className="np-account__focus-target">
          <Banner variant="error">{t.errorGeneral}</Banner>
        </div>
      ) : null}
      <PortalForm<ChangePasswordValues>
        aria-label={t.formLabel}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setOutcome('none');
          await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
          setOutcome('success');
          dispatch(passwordChanged());
        }}
        // 400 arrays are shown on the fields by PortalForm; anything else (the client has already sent 5xx to the
        // error page) gets the general message password.change.error.general.
        onSubmitError={() => setOutcome('error')}
      >
        {() => (
          <>
            <ChangePasswordFields />
            <SubmitButton>{t.submit}</SubmitButton>
          </>
        )}
      </PortalForm>
    </div>
  );
}
