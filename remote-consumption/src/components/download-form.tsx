import { GRANULARITIES } from '@portal/shared/contract/enums';
import { shortMeterPoint } from '@portal/shared/format/meter-point';
import { CheckboxGroupField } from '@portal/shared/forms/checkbox-group-field.tsx';
import { DateField } from '@portal/shared/forms/date-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SelectField } from '@portal/shared/forms/select-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { Banner } from '@portal/shared/ui/banner.tsx';
import type { useProfilesDownload } from '../api/download-profiles';
import { downloadRequest, type DownloadChoice, type DownloadValues } from '../rules/download-configuration';
import { downloadSchema } from '../rules/download-schema';
import { seriesLabel, seriesOptions } from '../rules/series';
import { texts } from '../texts';

const t = texts.downloadConfiguration;
const directionLabels = { GENERATION: texts.generation, CONSUMPTION: texts.consumption };

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
      validationSchema={downloadSchema(t.messages)}
      fieldNames={['profiles', 'from', 'to', 'granularity', 'timestamps']}
      onSubmit={async (values) => {
        await download({ body: downloadRequest(values, choices), iso: values.timestamps === 'iso' }, 'Profile.csv');
      }}
    >
      <CheckboxGroupField
        name="profiles"
        legend={t.profilesLegend}
        required
        options={choices.map((choice) => ({
          value: choice.id,
          label: `${shortMeterPoint(choice.pod.meterPointAdministrationNumber)} – ${choice.pod.description}: ${seriesLabel(choice.series, seriesOptions(choice.pod.profiles), directionLabels)}`,
        }))}
      />
      <div className="np-download-range">
        <DateField name="from" label={texts.fromLabel} required />
        <DateField name="to" label={texts.toLabel} required />
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
    </PortalForm>
  );
}
