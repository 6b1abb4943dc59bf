import { useEffect, useRef, useState } from 'react';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import type { SecondFactorMethod } from '@portal/shared/contract/two-factor';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { FormErrors } from '@portal/shared/http/client';
import { useAppDispatch } from '@portal/shared/state/hooks';
import { checkSession, loginSucceeded } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { passkeyLoginOptions, submitPasskeyAssertion, submitSecondStepCode, type SecondStepOutcome } from '../api/two-factor';
import { rateLimitMessageOf } from '../api/rate-limit-message';
import { texts } from '../texts';
import { secondStepSchema, type SecondStepValues } from '../validation/two-factor-schemas';

const t = texts.secondStep;
const initialValues: SecondStepValues = { code: '' };

/**
 * The second step of the login, in place of the password form: a code (app or recovery code) or a passkey. Ends with
 * the session (the shell's guard then leaves the login page), or hands back to the password form.
 */
export function SecondStepForm({
  methods,
  onEnded,
  onCancel,
}: {
  methods: SecondFactorMethod[];
  onEnded: () => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyFailed, setPasskeyFailed] = useState(false);
  // A failure that is not about the code (too many attempts, no connection): its text, or the general one.
  const [failure, setFailure] = useState<string | null>(null);
  const passkeyOffered = methods.includes('PASSKEY') && browserSupportsWebAuthn();

  // The form replaced the one the customer just submitted: the focus follows to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  /** True when the step is over (session started, or ended); false for a wrong code or passkey. */
  const settle = async (outcome: SecondStepOutcome): Promise<boolean> => {
    if (outcome === 'ok') {
      dispatch(loginSucceeded());
      await dispatch(checkSession());
    }
    if (outcome === 'ended') onEnded();
    return outcome !== 'invalid';
  };

  const withPasskey = async () => {
    setPasskeyFailed(false);
    setFailure(null);
    setPasskeyBusy(true);
    try {
      const options = await passkeyLoginOptions();
      if (options === 'ended') {
        onEnded();
        return;
      }
      let response: unknown;
      try {
        response = await startAuthentication({ optionsJSON: options as never });
      } catch {
        // Cancelled or no matching passkey on this device: nothing was sent, nothing counts.
        setPasskeyFailed(true);
        return;
      }
      if (!(await settle(await submitPasskeyAssertion(response)))) setPasskeyFailed(true);
    } catch (error) {
      setFailure(rateLimitMessageOf(error) ?? t.failed);
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <div className="np-account__second-step">
      <h2 ref={headingRef} tabIndex={-1} className="np-account__form-heading np-account__focus-target">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {passkeyFailed ? <Banner variant="error">{t.passkeyFailed}</Banner> : null}
      {failure ? <Banner variant="error">{failure}</Banner> : null}
      <PortalForm<SecondStepValues>
        aria-label={t.formLabel}
        initialValues={initialValues}
        validationSchema={secondStepSchema}
        requiredHint={false}
        onSubmitError={(error) => setFailure(rateLimitMessageOf(error) ?? t.failed)}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          if (await settle(await submitSecondStepCode(values.code.trim()))) return;
          await helpers.setFieldValue('code', '', false);
          throw new FormErrors([{ path: 'code', message: t.codeInvalid }]);
        }}
      >
        <TextField name="code" label={t.code} hint={t.codeHint} required autoComplete="one-time-code" maxLength={40} />
        <SubmitButton>{t.submit}</SubmitButton>
      </PortalForm>
      {passkeyOffered ? (
        <>
          <p className="np-account__or">{t.or}</p>
          <Button variant="secondary" busy={passkeyBusy} onClick={() => void withPasskey()}>
            {t.passkey}
          </Button>
        </>
      ) : null}
      <p>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </p>
    </div>
  );
}
