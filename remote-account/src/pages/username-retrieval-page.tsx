import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRANCHES } from '@portal/shared/contract/enums';
import { meterPointMaskPrefixes } from '@portal/shared/format/meter-point-mask';
import { useOperator } from '@portal/shared/operator/operator-context';
import { MeterPointField } from '@portal/shared/forms/meter-point-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { retrieveUsername } from '../api/retrieve-username';
import { OutcomeWithLogin } from '../components/outcome-with-login';
import { texts } from '../texts';
import {
  initialUsernameRetrievalValues,
  usernameRetrievalRequestOf,
  usernameRetrievalSchema,
  type UsernameRetrievalValues,
} from '../validation/username-retrieval-schema';
import '../account.css';

const t = texts.usernameRetrieval;
const r = texts.registration;
const branchOptions = BRANCHES.map((branch) => ({ value: branch, label: r.branches[branch] }));

/**
 * /username/retrieve (public-only; portal-processes §5): the login is e-mailed to the account of the meter point. The
 * page never tells whether an account matched: after the call it always shows the same message (a 400 array is shown
 * on the fields).
 */
export default function UsernameRetrievalPage() {
  const operatorPrefixes = useOperator().meterPointPrefixes;
  const prefixes = useMemo(() => meterPointMaskPrefixes(operatorPrefixes), [operatorPrefixes]);
  const initialValues = useMemo(() => initialUsernameRetrievalValues(prefixes), [prefixes]);
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
      <PortalForm<UsernameRetrievalValues>
        aria-label={t.formLabel}
        initialValues={initialValues}
        validationSchema={usernameRetrievalSchema}
        onSubmit={async (values) => {
          await retrieveUsername(usernameRetrievalRequestOf(values));
          setSent(true);
        }}
        onSubmitError={() => setSent(true)}
      >
        {({ values }) => (
          <>
            <RadioGroupField name="branch" legend={r.branch} options={branchOptions} required />
            <MeterPointField
              name="meterPointAdministrationNumber"
              label={r.meterPoint}
              hint={r.meterPointHint}
              prefix={prefixes[values.branch]}
              required
            />
            <TextField name="meterNumber" label={t.meterNumber} hint={t.meterNumberHint} required autoComplete="off" />
            <SubmitButton>{t.submit}</SubmitButton>
          </>
        )}
      </PortalForm>
      <p>
        <Link to="/login">{t.toLogin}</Link>
      </p>
    </div>
  );
}
