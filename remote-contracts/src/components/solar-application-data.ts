import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import { isRunning } from '@portal/shared/contract/solar-rules';
import { formatDate } from '@portal/shared/format/date';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { formatNumber } from '@portal/shared/format/number';
import { processTexts } from '../texts/processes';

const t = processTexts.data;

/**
 * The data widget's rows (portal-processes §2.4 item 6) as label/value pairs: shown (the meter point grouped, `shown`),
 * and copied as text (the meter point as one word, to paste into a form).
 */
export function applicationDataRows(application: SolarPowerApplication, shown = false): [string, string][] {
  return [
    [t.pod, shown ? groupMeterPoint(application.pod) : application.pod],
    [t.gridConfirmation, application.gridConfirmation ? formatDate(application.gridConfirmation) : t.none],
    [t.gridConfirmationValidUntil, application.gridConfirmationValidUntil ? formatDate(application.gridConfirmationValidUntil) : t.none],
    [t.maxCapacity, `${formatNumber(application.maxCapacity)} ${processTexts.unitKva}`],
    [
      t.powerFeedRestriction,
      application.powerFeedRestriction === null
        ? t.noRestriction
        : `${formatNumber(application.powerFeedRestriction)} ${processTexts.unitKw}`,
    ],
    [t.powerFeedInformation, application.powerFeedInformation ?? t.none],
    [t.processingNumber, application.processingNumber],
    [t.inquiryNumber, application.inquiryNumber],
    [t.progress, isRunning(application) ? t.running : t.done],
  ];
}

/** The rows as plain text lines for the clipboard. */
export const applicationDataText = (application: SolarPowerApplication): string =>
  applicationDataRows(application)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
