import { GRANULARITIES } from '@portal/shared/contract/enums';
import { shortMeterPoint } from '@portal/shared/format/meter-point';
import { CheckboxGroupField } from '@portal/shared/forms/checkbox-group-field.tsx';
import { DateField } from '@portal/shared/forms/date-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SelectField } from '@portal/shared/forms/select-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { formatDate } from '@portal/shared/format/date';
import { FormErrors } from '@portal/shared/http/client';
import { Banner } from '@portal/shared/ui/banner.tsx';
import type { useProfilesDownload } from '../api/download-profiles';
import {
  chosenBounds,
  chosenOf,
  downloadFormErrors,
  downloadRequest,
  type DownloadChoice,
  type DownloadValues,
} from '../rules/download-configuration';
import { downloadSchema } from '../rules/download-schema';
import { seriesLabel, seriesOptions } from '../rules/series';
import { texts } from '../texts';

const t = texts.downloadConfiguration;
const directionLabels = { GENERATION: texts.generation, CONSUMPTION: texts.consumption };

/** A profile as the form names it: short meter point, its description and the series. */
const choiceLabel = (choice: DownloadChoice) =>
  `${shortMeterPoint(choice.pod.meterPointAdministrationNumber)} – ${choice.pod.description}: ${seriesLabel(choice.series, seriesOptions(choice.pod.profiles), directionLabels)}`;

/** The form of "Download konfigurieren" (see ./download-configuration): its own chunk, built only while the dialog is open. */
export default function DownloadForm({
  choices,
  initialValues,
  profilesDownload: { download, busy, failed },
}: {
  choices: DownloadChoice[];
  initialValues: DownloadValues;
  profilesDownload: ReturnType<typeof useProfilesDownload>;
}) {
  return (
    <PortalForm<DownloadValues>
      aria-label={t.title}
      initialValues={initialValues}
      validationSchema={downloadSchema(t.messages, choices)}
      fieldNames={['profiles', 'from', 'to', 'granularity', 'timestamps']}
      onSubmit={async (values) => {
        try {
          await download({ body: downloadRequest(values, choices), iso: values.timestamps === 'iso' }, 'Profile.csv');
        } catch (error) {
          // The service's reasons (a range beyond a profile's data, too many values) at the fields they concern.
          if (error instanceof FormErrors)
            throw new FormErrors(downloadFormErrors(error.errors, chosenOf(choices, values.profiles), choiceLabel));
          throw error;
        }
      }}
    >
      {({ values }) => {
        // The calendars offer the days every chosen profile has data for.
        const bounds = chosenBounds(choices, values.profiles);
        const hint = bounds ? `${texts.rangeHint(formatDate(bounds.min), formatDate(bounds.max))}.` : undefined;
        return (
          <>
            <CheckboxGroupField
              name="profiles"
              legend={t.profilesLegend}
              required
              options={choices.map((choice) => ({ value: choice.id, label: choiceLabel(choice) }))}
            />
            <div className="np-download-range">
              <DateField name="from" label={texts.fromLabel} required min={bounds?.min} max={bounds?.max} hint={hint} />
              <DateField name="to" label={texts.toLabel} required min={bounds?.min} max={bounds?.max} hint={hint} />
            </div>
            <SelectField
              name="granularity"
              label={texts.granularityLabel}
              options={GRANULARITIES.map((g) => ({ value: g, label: texts.granularity[g] }))}
            />
            <RadioGroupField
              name="timestamps"
              legend={t.timestampsLegend}
              options={[
                { value: 'local', label: t.timestampsLocal },
                { value: 'iso', label: t.timestampsIso },
              ]}
            />
            {failed ? <Banner variant="error">{texts.downloadError}</Banner> : null}
            <SubmitButton>{busy ? t.busy : t.submit}</SubmitButton>
          </>
        );
      }}
    </PortalForm>
  );
}
