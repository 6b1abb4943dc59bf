import { lazy, Suspense, useState } from 'react';
import type { ProfileListEntry } from '@portal/shared/contract/consumption';
import { formatDate } from '@portal/shared/format/date';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useProfilesDownload } from '../api/download-profiles';
import { downloadChoices, type DownloadValues } from '../rules/download-configuration';
import { texts } from '../texts';
import type * as DownloadFormModule from './download-form';

/**
 * The dialog's form comes in a chunk of its own: Formik, Yup and the form kit are not among the page's scripts, which
 * the page's first render (and its largest paint) waits for. Its download starts when the button is pointed at or
 * focused, so the form is mostly there when the dialog opens (it then takes the focus, as any dialog's first field).
 */
let loadedForm: typeof DownloadFormModule | null = null;
const loadForm = () =>
  import(/* webpackChunkName: "download-form" */ './download-form').then((module) => {
    loadedForm = module;
    return module;
  });
const LazyForm = lazy(loadForm);
const preloadForm = () => void loadForm().catch(() => undefined);

const t = texts.downloadConfiguration;

/**
 * "Download konfigurieren" (portal-processes §2.5, §5): several of the customer's profiles and a period as one CSV
 * with a column per profile, local or ISO timestamps. The current profile and view are chosen to start with.
 */
export function DownloadConfiguration({
  pods,
  current,
  from,
  to,
}: {
  pods: ProfileListEntry[];
  current: string | null;
  from: string;
  to: string;
}) {
  // The form as it was when the dialog opened: the loaded one, or null (its chunk arrives while it is open); kept for
  // the whole opening, so the form is never swapped (and its state and focus lost) while it is in use.
  const [opened, setOpened] = useState<{ Form: typeof DownloadFormModule.default | null } | null>(null);
  const profilesDownload = useProfilesDownload();
  const choices = downloadChoices(pods);
  if (choices.length === 0) return null;
  const initialValues: DownloadValues = {
    profiles: choices.some((c) => c.id === current) && current ? [current] : [],
    from: formatDate(from),
    to: formatDate(to),
    granularity: 'DAY',
    timestamps: 'local',
  };
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={preloadForm}
        onPointerDown={preloadForm}
        onFocus={preloadForm}
        onClick={() => setOpened({ Form: loadedForm?.default ?? null })}
      >
        {t.open}
      </Button>
      <Dialog open={opened !== null} onClose={() => setOpened(null)} title={t.title}>
        {opened?.Form ? (
          <opened.Form choices={choices} initialValues={initialValues} profilesDownload={profilesDownload} />
        ) : (
          <Suspense fallback={<Spinner />}>
            <LazyForm choices={choices} initialValues={initialValues} profilesDownload={profilesDownload} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
