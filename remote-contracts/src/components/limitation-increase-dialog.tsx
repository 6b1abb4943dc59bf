import { useState } from 'react';
import * as Yup from 'yup';
import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import { limitationIncreaseBounds } from '@portal/shared/contract/solar-rules';
import { useContentText } from '@portal/shared/content/content-text';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { formatNumber } from '@portal/shared/format/number';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { useIncreaseFeedInLimitationMutation } from '../api/partner-processes';
import { processTexts } from '../texts/processes';
import { CapacitySliderField } from './capacity-slider-field';

const t = processTexts.increase;

interface Values {
  requestedCapacity: number;
  limitationIncreaseOfferRequested: boolean;
  acceptPotentialWaitingTime: boolean;
}

/**
 * The one-time request to raise the feed-in limit (portal-processes §5): a slider from the restriction rounded up to
 * the max capacity rounded down, and two confirmations. `onRequested` tells the list to show 'requested' at once.
 */
export function LimitationIncreaseDialog({
  application,
  onClose,
  onRequested,
}: {
  application: SolarPowerApplication;
  onClose: () => void;
  onRequested: (key: string) => void;
}) {
  const [increase] = useIncreaseFeedInLimitationMutation();
  const [outcome, setOutcome] = useState<'none' | 'success' | 'error'>('none');
  const failure = useContentText(processTexts.errorKeys.increase, t.errorFallback, { skip: outcome !== 'error' });
  const { min, max } = limitationIncreaseBounds(application);
  const schema = Yup.object({
    requestedCapacity: Yup.number().integer().min(min, t.capacityRange(min, max)).max(max, t.capacityRange(min, max)).required(),
    limitationIncreaseOfferRequested: Yup.boolean().oneOf([true], t.required),
    acceptPotentialWaitingTime: Yup.boolean().oneOf([true], t.required),
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title}
      closeLabel={processTexts.close}
      footer={outcome === 'success' ? <Button onClick={onClose}>{processTexts.close}</Button> : null}
    >
      {outcome === 'success' ? (
        <FocusedMessage variant="success">{t.success}</FocusedMessage>
      ) : (
        <>
          {outcome === 'error' ? <FocusedMessage variant="error">{failure}</FocusedMessage> : null}
          <p>{t.intro(formatNumber(application.powerFeedRestriction ?? 0), formatNumber(application.maxCapacity))}</p>
          <PortalForm<Values>
            aria-label={t.title}
            initialValues={{ requestedCapacity: max, limitationIncreaseOfferRequested: false, acceptPotentialWaitingTime: false }}
            validationSchema={schema}
            onSubmit={async (values) => {
              setOutcome('none');
              await unwrapForForm(
                increase({ inquiryNumber: application.inquiryNumber, processingNumber: application.processingNumber, ...values }),
              );
              onRequested(application.key);
              setOutcome('success');
            }}
            onSubmitError={() => setOutcome('error')}
          >
            <CapacitySliderField
              name="requestedCapacity"
              label={t.capacity}
              min={min}
              max={max}
              maxLabel={t.max}
              unit={t.unit}
              hint={t.capacityHint(min, max)}
            />
            <CheckboxField name="limitationIncreaseOfferRequested" label={t.limitationIncreaseOfferRequested} required />
            <CheckboxField name="acceptPotentialWaitingTime" label={t.acceptPotentialWaitingTime} required />
            <div className="np-contracts__buttons">
              <SubmitButton>{t.submit}</SubmitButton>
              <Button variant="secondary" onClick={onClose}>
                {processTexts.cancel}
              </Button>
            </div>
          </PortalForm>
        </>
      )}
    </Dialog>
  );
}
