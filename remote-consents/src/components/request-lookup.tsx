import * as Yup from 'yup';
import { CONSENT_REQUEST_ID_MAX } from '@portal/shared/contract/consents';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { texts } from '../texts';

/** Letters and digits, at most 35 (portal-processes §5, §9). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9]+$/;

const requestIdSchema = Yup.string()
  .trim()
  .required(texts.lookup.required)
  .matches(REQUEST_ID_PATTERN, texts.lookup.invalid)
  .max(CONSENT_REQUEST_ID_MAX, texts.lookup.tooLong(CONSENT_REQUEST_ID_MAX));

const schema = Yup.object({ requestId: requestIdSchema });

const toUpper = (value: string) => value.toUpperCase();

/** The request-id form: a valid id, upper-cased, opens that request's confirm dialog (through the page's URL). */
export function RequestLookup({ initialId, onLookup }: { initialId: string; onLookup: (requestId: string) => void }) {
  return (
    <section className="np-consents-section" aria-labelledby="np-consents-lookup">
      <h2 id="np-consents-lookup">{texts.lookup.heading}</h2>
      <PortalForm<{ requestId: string }>
        initialValues={{ requestId: initialId }}
        enableReinitialize
        validationSchema={schema}
        onSubmit={({ requestId }) => onLookup(requestId.trim().toUpperCase())}
        requiredHint={false}
        className="np-consents-lookup"
        aria-labelledby="np-consents-lookup"
      >
        <TextField
          name="requestId"
          label={texts.lookup.label}
          hint={texts.lookup.hint}
          required
          maxLength={CONSENT_REQUEST_ID_MAX}
          transform={toUpper}
          autoComplete="off"
        />
        <SubmitButton>{texts.lookup.submit}</SubmitButton>
      </PortalForm>
    </section>
  );
}
