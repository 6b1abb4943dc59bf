import * as Yup from 'yup';
import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import { limitationIncreaseBounds } from '@portal/shared/contract/solar-rules';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { formatNumber } from '@portal/shared/format/number';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useIncreaseFeedInLimitationMutation } from '../api/partner-processes';
import { processTexts } from '../texts/processes';
import { CapacitySliderField } from './capacity-slider-field';
import { ProcessDialog } from './process-dialog';

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
  const { min, max } = limitationIncreaseBounds(application);
  const schema = Yup.object({
    requestedCapacity: Yup.number().integer().min(min, t.capacityRange(min, max)).max(max, t.capacityRange(min, max)).required(),
    limitationIncreaseOfferRequested: Yup.boolean().oneOf([true], t.required),
    acceptPotentialWaitingTime: Yup.boolean().oneOf([true], t.required),
  });

  return (
    <ProcessDialog<Values>
      texts={t}
      errorKey={processTexts.errorKeys.increase}
      intro={t.intro(formatNumber(application.powerFeedRestriction ?? 0), formatNumber(application.maxCapacity))}
      initialValues={{ requestedCapacity: max, limitationIncreaseOfferRequested: false, acceptPotentialWaitingTime: false }}
      validationSchema={schema}
      submit={async (values) => {
        await unwrapForForm(
          increase({ inquiryNumber: application.inquiryNumber, processingNumber: application.processingNumber, ...values }),
        );
        onRequested(application.key);
      }}
      onClose={onClose}
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
    </ProcessDialog>
  );
}
