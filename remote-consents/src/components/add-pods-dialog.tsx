import { useState } from 'react';
import * as Yup from 'yup';
import type { Consent } from '@portal/shared/contract/consents';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { visibleError } from '@portal/shared/forms/field-frame.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { FormErrors } from '@portal/shared/http/client';
import { logger } from '@portal/shared/http/logger';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useAddConsentPodsMutation, useGetAddablePodsQuery } from '../api/consent-pods';
import { podKey } from '../rules/table-rules';
import { texts } from '../texts';
import { dataText } from './consent-cells';
import { PodSelectionField } from './pod-selection-field';

interface AddPodsValues {
  pods: string[];
}

const schema = Yup.object({
  pods: Yup.array(Yup.string().required()).min(1, texts.dialog.podsRequired).required(texts.dialog.podsRequired),
});

interface AddPodsDialogProps {
  consent: Consent;
  onClose: () => void;
  /** Called with the number of metering points added, after the dialog's call succeeded. */
  onAdded: (count: number) => void;
}

/**
 * Extends a running consent to further metering points of the customer (portal-processes §2.4 item 8): the POD
 * selection table of those that fit the consent and are not covered yet, at least one to choose. Each chosen metering
 * point gets a consent of its own; a failure shows a general error and leaves the dialog open.
 */
export function AddPodsDialog({ consent, onClose, onAdded }: AddPodsDialogProps) {
  const pods = useGetAddablePodsQuery(consent.id, { refetchOnMountOrArgChange: true });
  const [addPods] = useAddConsentPodsMutation();
  const [failed, setFailed] = useState(false);
  const rows = pods.data ?? [];

  const submit = async (values: AddPodsValues) => {
    setFailed(false);
    const chosen = new Set(values.pods);
    const body = { pods: rows.filter((row) => chosen.has(podKey(row))) };
    try {
      const created = await unwrapForForm(addPods({ consentId: consent.id, body }));
      onAdded(created.length);
      onClose();
    } catch (error) {
      // A 400 array goes onto the form; any other failure is one general message.
      if (error instanceof FormErrors) throw error;
      logger.debug(`adding metering points to consent ${consent.id} failed`, error);
      setFailed(true);
    }
  };

  return (
    <Dialog open onClose={onClose} title={texts.addPods.title} closeLabel={texts.addPods.cancel} className="np-consents-dialog">
      <dl className="np-consents-facts">
        <dt>{texts.dialog.provider}</dt>
        <dd>
          {consent.serviceProviderName}
          <span className="np-consents-facts__sub">{consent.serviceProvider}</span>
        </dd>
        <dt>{texts.dialog.datatype}</dt>
        <dd>{dataText(consent)}</dd>
        <dt>{texts.columns.pod}</dt>
        <dd>{groupMeterPoint(consent.pod)}</dd>
      </dl>
      <p>{texts.addPods.intro}</p>
      {pods.isFetching && !pods.data ? <Spinner label={texts.addPods.loading} /> : null}
      {pods.isError ? <Banner variant="error">{texts.addPods.loadError}</Banner> : null}
      {pods.data && rows.length === 0 ? (
        <>
          <p role="status">{texts.addPods.none}</p>
          <div className="np-consents-dialog__buttons">
            <Button variant="secondary" onClick={onClose}>
              {texts.addPods.close}
            </Button>
          </div>
        </>
      ) : null}
      {rows.length > 0 ? (
        <PortalForm<AddPodsValues>
          initialValues={{ pods: rows.length === 1 ? [podKey(rows[0])] : [] }}
          validationSchema={schema}
          onSubmit={submit}
          aria-label={texts.addPods.title}
        >
          {(formik) => (
            <>
              {failed ? <Banner variant="error">{texts.addPods.error}</Banner> : null}
              <PodSelectionField
                name="pods"
                rows={rows}
                hint={texts.addPods.podsHint}
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
              <div className="np-consents-dialog__buttons">
                <SubmitButton>{texts.addPods.submit}</SubmitButton>
                <Button variant="secondary" onClick={onClose}>
                  {texts.addPods.cancel}
                </Button>
              </div>
            </>
          )}
        </PortalForm>
      ) : null}
    </Dialog>
  );
}
