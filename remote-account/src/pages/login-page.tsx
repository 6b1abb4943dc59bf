import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PasswordField } from '@portal/shared/forms/password-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { login, selectManuallyLoggedOut, selectSessionStatus } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import type { SecondFactorMethod } from '@portal/shared/contract/two-factor';
import { MaintenanceBanner, useMaintenanceAnnouncement } from '../components/maintenance-banner';
import { texts } from '../texts';
import { validateLogin, type LoginValues } from '../validation/login-schema';
import '../account.css';

const t = texts.login;
// Only customers with a second factor see the second step: its code (passkeys, code schemas) loads when it is needed,
// not with every login page.
const SecondStepForm = lazy(() => import('../components/second-step-form').then((m) => ({ default: m.SecondStepForm })));

/**
 * /login (public-only). On success the kit checks the session and the shell's guard sends the user to the remembered
 * origin or the dashboard; this page only reports failures.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const manuallyLoggedOut = useAppSelector(selectManuallyLoggedOut);
  // Counts failures so that every failed attempt moves the focus to the message again.
  const [failures, setFailures] = useState(0);
  const failedRef = useRef<HTMLDivElement>(null);
  // After a right password of a customer with a second factor: the methods of the second step.
  const [secondFactor, setSecondFactor] = useState<SecondFactorMethod[] | null>(null);
  // The second step expired or the account locked: the password form again, with the reason.
  const [stepEnded, setStepEnded] = useState(0);
  const endedRef = useRef<HTMLDivElement>(null);
  // The username of the second step: the password form comes back with it, so it need not be typed again.
  const [username, setUsername] = useState('');
  // Counts cancelled second steps: the focus goes back to the username field of the form they replaced.
  const [stepCancelled, setStepCancelled] = useState(0);
  const formBoxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failures > 0) failedRef.current?.focus();
  }, [failures]);
  useEffect(() => {
    if (stepEnded > 0) endedRef.current?.focus();
  }, [stepEnded]);
  useEffect(() => {
    if (stepCancelled > 0) formBoxRef.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
  }, [stepCancelled]);

  // After a logout the message is where the focus goes: a live region shown together with the page is not read out.
  const loggedOutRef = useRef<HTMLDivElement>(null);
  const showLoggedOut = manuallyLoggedOut && failures === 0 && stepEnded === 0;
  const maintenance = useMaintenanceAnnouncement();
  useEffect(() => {
    if (showLoggedOut && maintenance.settled) loggedOutRef.current?.focus();
  }, [showLoggedOut, maintenance.settled]);

  if (secondFactor) {
    return (
      <div className="np-account">
        <Suspense fallback={<Spinner />}>
          <SecondStepForm
            methods={secondFactor}
            onEnded={() => {
              setSecondFactor(null);
              setFailures(0);
              setStepEnded((count) => count + 1);
            }}
            onCancel={() => {
              setSecondFactor(null);
              setStepCancelled((count) => count + 1);
            }}
          />
        </Suspense>
      </div>
    );
  }

  // The form waits (briefly) for the maintenance announcement above it: drawn later, it would push the form down.
  if (!maintenance.settled) return null;

  // A 404 answer re-checks the session (in the kit's login): if that found a session, the guard redirects instead.
  const showFailed = failures > 0 && status !== 'authenticated';

  return (
    <div className="np-account">
      {showLoggedOut ? (
        <div ref={loggedOutRef} tabIndex={-1} className="np-account__focus-target">
          <Banner variant="info" role="none">
            {t.loggedOut}
          </Banner>
        </div>
      ) : null}
      <MaintenanceBanner content={maintenance.content} />
      {stepEnded > 0 && failures === 0 ? (
        <div ref={endedRef} tabIndex={-1} className="np-account__focus-target">
          <Banner variant="error" title={texts.secondStep.endedTitle} className="np-account__message">
            <p>{texts.secondStep.ended}</p>
          </Banner>
        </div>
      ) : null}
      {showFailed ? (
        <div ref={failedRef} tabIndex={-1} className="np-account__focus-target">
          <Banner variant="error" title={t.failedTitle} className="np-account__message">
            {t.failedLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Banner>
        </div>
      ) : null}
      <div ref={formBoxRef}>
        <PortalForm<LoginValues>
          aria-label={t.formLabel}
          initialValues={{ username, password: '' }}
          validate={validateLogin}
          onSubmit={async (values, helpers) => {
            const result = await dispatch(login(values.username.trim(), values.password));
            // 'error' (429, 5xx): the general error message says so; the credentials may well be right.
            if (result === 'ok' || result === 'error') return;
            if (typeof result === 'object') {
              setStepEnded(0);
              setUsername(values.username);
              setSecondFactor(result.secondFactor);
              return;
            }
            // The focus moves on to the failure message. Leaving the field first keeps that programmatic blur from
            // touching the emptied field again, which would show "required" though the user typed nothing wrong.
            if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
            // Do not leave the rejected password in the form; the user types it again.
            await helpers.setFieldValue('password', '', false);
            await helpers.setFieldTouched('password', false, false);
            setFailures((count) => count + 1);
          }}
        >
          {() => (
            <>
              <TextField name="username" label={t.username} required autoComplete="username" />
              <PasswordField name="password" label={t.password} required autoComplete="current-password" />
              <SubmitButton>{t.submit}</SubmitButton>
            </>
          )}
        </PortalForm>
      </div>
      <nav aria-label={t.linksLabel}>
        <ul className="np-account__links">
          <li>
            <Link to="/username/retrieve">{t.forgotUsername}</Link>
          </li>
          <li>
            <Link to="/password/reset">{t.forgotPassword}</Link>
          </li>
        </ul>
      </nav>
      <p className="np-account__register">
        {t.registerIntro} <Link to="/registration">{t.register}</Link>
      </p>
    </div>
  );
}
