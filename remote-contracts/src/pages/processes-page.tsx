import { useState } from 'react';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetPartnerProcessesQuery } from '../api/partner-processes';
import { ApprovalExtensionDialog } from '../components/approval-extension-dialog';
import { LimitationIncreaseDialog } from '../components/limitation-increase-dialog';
import { SolarApplication } from '../components/solar-application';
import { processTexts as t } from '../texts/processes';
import '../contracts.css';
import '../processes.css';

type OpenDialog = { kind: 'extension' | 'increase'; key: string } | null;

/**
 * /portal/processes (portal-processes §2.4 item 6): the customer's solar power applications, the first one open. The
 * dialogs refresh the list (and the navigation's count) when they succeed; which applications are open survives it.
 */
export default function ProcessesPage() {
  const { data, isLoading, isError } = useGetPartnerProcessesQuery();
  // null: nothing toggled yet, the first application is open.
  const [openKeys, setOpenKeys] = useState<Set<string> | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [requested, setRequested] = useState<Set<string>>(new Set());

  if (isLoading) return <Spinner label={t.loading} />;
  if (isError || !data) return <Banner variant="error">{t.loadError}</Banner>;
  const applications = data.solarPowerApplications;
  if (applications.length === 0) {
    return (
      <Banner variant="info" role="none">
        {t.none}
      </Banner>
    );
  }

  const opened = openKeys ?? new Set([applications[0].key]);
  const toggle = (key: string, open: boolean) => {
    const next = new Set(opened);
    if (open) next.add(key);
    else next.delete(key);
    setOpenKeys(next);
  };
  const current = dialog && applications.find((a) => a.key === dialog.key);

  return (
    <div className="np-processes">
      <p>{t.intro}</p>
      <ul className="np-processes__list">
        {applications.map((application) => (
          <li key={application.key}>
            <SolarApplication
              application={application}
              open={opened.has(application.key)}
              onToggle={(open) => toggle(application.key, open)}
              increaseRequested={requested.has(application.key)}
              onExtend={() => setDialog({ kind: 'extension', key: application.key })}
              onIncrease={() => setDialog({ kind: 'increase', key: application.key })}
            />
          </li>
        ))}
      </ul>
      {current && dialog?.kind === 'extension' ? <ApprovalExtensionDialog application={current} onClose={() => setDialog(null)} /> : null}
      {current && dialog?.kind === 'increase' ? (
        <LimitationIncreaseDialog
          application={current}
          onClose={() => setDialog(null)}
          onRequested={(key) => setRequested((keys) => new Set(keys).add(key))}
        />
      ) : null}
    </div>
  );
}
