import { useState } from 'react';
import * as Yup from 'yup';
import type { ConsentRequest } from '@portal/shared/contract/consents';
import { ContentBlock } from '@portal/shared/content/content-block.tsx';
import { formatDate } from '@portal/shared/format/date';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { visibleError } from '@portal/shared/forms/field-frame.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { FormErrors } from '@portal/shared/http/client';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { useConfirmConsentRequestMutation } from '../api/confirm-consent-request';
import { initiallyChosen, podErrorsOnField, podKey } from '../rules/table-rules';
import { useProcessItem } from '../state/process-item';
import { texts } from '../texts';
import { dataText, validityText } from './consent-cells';
import { PodSelectionField } from './pod-selection-field';

interface ConfirmValues {
  pods: string[];
  acceptConditions: boolean;
}

const schema = Yup.object({
  pods: Yup.array(Yup.string().required()).min(1, texts.dialog.podsRequired).required(texts.dialog.podsRequired),
  acceptConditions: Yup.boolean().oneOf([true], texts.dialog.acceptRequired),
});

/** What the provider asks for: name and id, data, validity; for energy communities share and direction. */
function RequestFacts({ request }: { request: ConsentRequest }) {
  return (
    <dl className="np-consents-facts">
      <dt>{texts.dialog.provider}</dt>
      <dd>
        {request.serviceProviderName}
        <span className="np-consents-facts__sub">{request.serviceProviderAddress}</span>
      </dd>
      <dt>{texts.dialog.providerId}</dt>
      <dd>{request.serviceProvider}</dd>
      <dt>{texts.dialog.datatype}</dt>
      <dd>{dataText(request)}</dd>
      <dt>{texts.dialog.validity}</dt>
      <dd>{validityText(request)}</dd>
      {request.energyCommunityConsentRequest && request.contributionPercentage !== null ? (
        <>
          <dt>{texts.dialog.percentage}</dt>
          <dd>{texts.percentage(request.contributionPercentage)}</dd>
        </>
      ) : null}
      {request.energyDirection ? (
        <>
          <dt>{texts.dialog.energyDirection}</dt>
          <dd>{texts.energyDirection[request.energyDirection]}</dd>
        </>
      ) : null}
      <dt>{texts.dialog.requestedPod}</dt>
      <dd>{groupMeterPoint(request.pod)}</dd>
      <dt>{texts.dialog.deadline}</dt>
      <dd>{formatDate(request.answerDeadline)}</dd>
    </dl>
  );
}

/**
 * The confirm dialog (portal-processes §2.4 item 8, §4 form states none, validation, error): the request's facts, the
 * metering points to choose, the conditions to accept. Success closes it; a 400 array goes onto the form, any other
 * failure is a general error above it, and the form stays for another try; a request answered meanwhile (404, 409)
 * shows that instead of the form. Both lists are reloaded either way.
 */
export function ConfirmRequestDialog({
  request,
  changeable,
  onClose,
}: {
  request: ConsentRequest;
  changeable: boolean;
  onClose: () => void;
}) {
  const [confirm] = useConfirmConsentRequestMutation();
  const process = useProcessItem();
  const [failed, setFailed] = useState(false);
  // While the call runs and after it succeeded the form stays (the dialog is closing), though the request is no
  // longer changeable here by then.
  const [answering, setAnswering] = useState(false);
  const open = answering || (changeable && (request.status === 'REQUESTED' || request.status === 'QR_CODE_SENT'));

  const submit = async (values: ConfirmValues) => {
    setFailed(false);
    setAnswering(true);
    const chosen = new Set(values.pods);
    const pods = request.selectablePods.filter((row) => chosen.has(podKey(row)));
    try {
      await process(request.id, () => unwrapForForm(confirm({ requestId: request.id, body: { acceptConditions: true, pods } })), true);
      onClose();
    } catch (error) {
      setAnswering(false);
      if (error instanceof FormErrors) throw new FormErrors(podErrorsOnField(error.errors, pods));
      setFailed(true);
    }
  };

  return (
    <Dialog open onClose={onClose} title={texts.dialog.title} closeLabel={texts.dialog.cancel} className="np-consents-dialog">
      <RequestFacts request={request} />
      {open ? (
        <PortalForm<ConfirmValues>
          initialValues={{ pods: initiallyChosen(request.selectablePods, request.pod), acceptConditions: false }}
          validationSchema={schema}
          onSubmit={submit}
          aria-label={texts.dialog.title}
        >
          {(formik) => (
            <>
              {failed ? <Banner variant="error">{texts.dialog.error}</Banner> : null}
              <PodSelectionField
                name="pods"
                rows={request.selectablePods}
                value={formik.values.pods}
                error={visibleError({
                  touched: Boolean(formik.touched.pods),
                  error: typeof formik.errors.pods === 'string' ? formik.errors.pods : undefined,
                })}
                onChange={(next) => {
                  void formik.setFieldValue('pods', next);
                  void formik.setFieldTouched('pods', true, false);
                }}
              />
              <ContentBlock contentKey="confirm-consent-request" headingLevel={3} />
              <CheckboxField name="acceptConditions" label={texts.dialog.acceptConditions} required />
              <div className="np-consents-dialog__buttons">
                <SubmitButton>{texts.dialog.submit}</SubmitButton>
                <Button variant="secondary" onClick={onClose}>
                  {texts.dialog.cancel}
                </Button>
              </div>
            </>
          )}
        </PortalForm>
      ) : (
        // Takes the focus when it replaces the form after a submit (the dialog's own focus comes after it on opening).
        <FocusedMessage variant="info">{texts.dialog.notOpen}</FocusedMessage>
      )}
    </Dialog>
  );
}
