import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { API_TOKEN_READS } from '@portal/shared/contract/api-token-reads';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { SwitchField } from '@portal/shared/forms/switch-field.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { formatDate } from '@portal/shared/format/date';
import { FormErrors } from '@portal/shared/http/client';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { useGenerateApiTokenMutation, useInvalidateApiTokensMutation } from '../api/api-tokens';
import { KeyMessage } from '../components/key-message';
import { texts } from '../texts';
import { apiTokenSchema, validForDaysOf, type ApiTokenValues } from '../validation/api-token-schema';
import '../account.css';

const t = texts.apiToken;
const initialValues: ApiTokenValues = { forever: true, days: String(ACCOUNT_LIMITS.apiTokenDefaultDays) };

interface Generated {
  token: string;
  validForDays: number;
}

type Message = 'generateError' | 'invalidateSuccess' | 'invalidateError' | null;

/** Forever on by default; switching it off sets 365 days (portal-core §5, §9). */
function ValidityFields() {
  const { values, setFieldValue } = useFormikContext<ApiTokenValues>();
  return (
    <>
      <SwitchField
        name="forever"
        label={t.forever}
        onText={t.foreverOn}
        offText={t.foreverOff}
        onToggle={(on) => {
          if (!on) void setFieldValue('days', String(ACCOUNT_LIMITS.apiTokenDefaultDays), false);
        }}
      />
      {values.forever ? null : <TextField name="days" label={t.days} hint={t.daysHint} required inputMode="numeric" maxLength={4} />}
    </>
  );
}

/** A FormErrors rejection with the errors of the request field `from` on the form field `to`; other errors unchanged. */
function renameErrorPath(error: unknown, from: string, to: string): unknown {
  if (!(error instanceof FormErrors)) return error;
  return new FormErrors(error.errors.map((item) => (item.path === from ? { ...item, path: to } : item)));
}

/** The date a token of this many days ends, as DD.MM.YYYY (counted from today, as the service does). */
function validUntil(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return formatDate(date);
}

function GeneratedToken({ generated }: { generated: Generated }) {
  const headingId = useId();
  const inputId = useId();
  return (
    <section className="np-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.tokenHeading}</h2>
      <Banner variant="warning" role="none">
        <p>{t.onceNote}</p>
      </Banner>
      <div className="np-field">
        <label htmlFor={inputId} className="np-field__label">
          {t.tokenLabel}
        </label>
        <input
          id={inputId}
          className="np-input np-account__token"
          readOnly
          value={generated.token}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <p>{generated.validForDays === 0 ? t.validForever : t.validUntil(validUntil(generated.validForDays))}</p>
      <div>
        <CopyButton text={generated.token} label={t.copy} successTitle={t.copied} errorTitle={t.copyFailed} />
      </div>
    </section>
  );
}

function HowTo() {
  const headingId = useId();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const example = `curl -H "Authorization: Bearer <TOKEN>" \\\n  ${origin}/service/v1.0/dashboard`;
  return (
    <section className="np-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.howToHeading}</h2>
      <p>{t.howToIntro}</p>
      <pre className="np-account__code" role="region" aria-label={t.howToCodeLabel} tabIndex={0}>
        <code>{example}</code>
      </pre>
      <p>{t.howToEndpoints}</p>
      <ul className="np-account__endpoints">
        {API_TOKEN_READS.map((call) => (
          <li key={call}>
            <code>{call}</code>: {t.endpoints[call]}
          </li>
        ))}
      </ul>
      <p>
        {t.openApi} <a href="/service/openapi.json">{t.openApiLink}</a>
      </p>
    </section>
  );
}

/**
 * /portal/api (portal-core §2 "API token page"): generate a read-only token valid forever or for some days, shown
 * once; invalidate all tokens after a confirmation.
 */
export default function ApiTokenPage() {
  const [generate] = useGenerateApiTokenMutation();
  const [invalidate, invalidateState] = useInvalidateApiTokensMutation();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [confirming, setConfirming] = useState(false);
  const invalidateHeadingId = useId();
  const generateHeadingId = useId();

  const invalidateAll = async () => {
    setConfirming(false);
    setMessage(null);
    try {
      await invalidate().unwrap();
      setGenerated(null);
      setMessage('invalidateSuccess');
    } catch {
      setMessage('invalidateError');
    }
  };

  return (
    <div className="np-account np-account--wide">
      <p>{t.intro}</p>
      <div aria-live="polite" aria-atomic="true">
        {message === 'invalidateSuccess' ? (
          <KeyMessage variant="success" contentKey={t.invalidateSuccessKey} fallback={t.invalidateSuccess} />
        ) : null}
      </div>
      {message === 'invalidateError' ? <KeyMessage contentKey={t.invalidateErrorKey} fallback={t.invalidateError} /> : null}
      {message === 'generateError' ? <KeyMessage contentKey={t.generateErrorKey} fallback={t.generateError} /> : null}

      <h2 id={generateHeadingId}>{t.generateHeading}</h2>
      <PortalForm<ApiTokenValues>
        aria-labelledby={generateHeadingId}
        initialValues={initialValues}
        validationSchema={apiTokenSchema}
        requiredHint={false}
        onSubmit={async (values) => {
          setMessage(null);
          setGenerated(null);
          const validForDays = validForDaysOf(values);
          try {
            const answer = await unwrapForForm(generate({ validForDays }));
            setGenerated({ token: answer.token, validForDays });
          } catch (error) {
            // With a number of days the service's validForDays is the days field; valid forever has no field to show it on.
            throw values.forever ? error : renameErrorPath(error, 'validForDays', 'days');
          }
        }}
        onSubmitError={() => setMessage('generateError')}
        fieldNames={['forever', 'days']}
      >
        <ValidityFields />
        <SubmitButton>{t.generate}</SubmitButton>
      </PortalForm>

      <div aria-live="polite">{generated ? <GeneratedToken generated={generated} /> : null}</div>

      <section className="np-account__section" aria-labelledby={invalidateHeadingId}>
        <h2 id={invalidateHeadingId}>{t.invalidateHeading}</h2>
        <p>{t.invalidateInfo}</p>
        <div>
          <Button variant="secondary" busy={invalidateState.isLoading} onClick={() => setConfirming(true)}>
            {t.invalidate}
          </Button>
        </div>
      </section>

      <HowTo />

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.confirmTitle}
        footer={
          <>
            <Button onClick={() => void invalidateAll()}>{t.confirm}</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </>
        }
      >
        <p>{t.confirmText}</p>
      </Dialog>
    </div>
  );
}
