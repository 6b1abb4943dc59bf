import type { SolarPowerApplication, SolarPowerApplicationStep } from '@portal/shared/contract/partner-processes';
import { sanitizeHtml } from '@portal/shared/content/sanitize-html';
import { formatAddress } from '@portal/shared/format/address';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { CollapsibleSection } from '@portal/shared/ui/collapsible-section.tsx';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import { MailButton } from '@portal/shared/ui/mail-button.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { useSendApplicationDataMutation } from '../api/partner-processes';
import { processTexts } from '../texts/processes';
import { applicationDataRows, applicationDataText } from './solar-application-data';

const t = processTexts;

/** Status in words with a shape beside it (not told by colour alone). */
const STATUS_MARK = { OPEN: '○', IN_PROGRESS: '◔', COMPLETED_SUCCESS: '✓', COMPLETED_ERROR: '✕', PENDING_OR_SKIPPED: '–' } as const;

function StatusBadge({ status, label }: { status: keyof typeof STATUS_MARK; label: string }) {
  return (
    <span className={`np-process-status np-process-status--${status.toLowerCase()}`}>
      <span aria-hidden="true">{STATUS_MARK[status]}</span> {label}
    </span>
  );
}

function Step({ step, queuePosition }: { step: SolarPowerApplicationStep; queuePosition: number | null }) {
  const running = step.status === 'IN_PROGRESS';
  return (
    <li className="np-process-step">
      {/* The running step is open, and so is one that failed: its note says why. */}
      <CollapsibleSection
        headingLevel={4}
        defaultOpen={running || step.status === 'COMPLETED_ERROR'}
        heading={step.name}
        aside={<StatusBadge status={step.status} label={t.steps.status[step.status]} />}
      >
        {running && queuePosition !== null ? <p className="np-process-step__queue">{t.steps.queuePosition(queuePosition)}</p> : null}
        {step.info ? (
          // The operator's HTML, sanitised by the kit's DOMPurify helper before it is rendered.
          <div className="np-process-step__info" dangerouslySetInnerHTML={{ __html: sanitizeHtml(step.info) }} />
        ) : (
          <p>{t.steps.noInfo}</p>
        )}
      </CollapsibleSection>
    </li>
  );
}

interface SolarApplicationProps {
  application: SolarPowerApplication;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The increase was requested in this visit (before the list came back): show 'requested' already. */
  increaseRequested: boolean;
  onExtend: () => void;
  onIncrease: () => void;
}

/** One application: header (name, meter point, status, address), steps widget, data widget and its actions. */
export function SolarApplication({ application, open, onToggle, increaseRequested, onExtend, onIncrease }: SolarApplicationProps) {
  const [sendMail] = useSendApplicationDataMutation();
  const requestedCapacity = application.feedInLimitationIncreaseRequestedCapacity;
  const requested = increaseRequested || requestedCapacity !== null;

  return (
    <CollapsibleSection
      className="np-process"
      headingLevel={2}
      open={open}
      onToggle={onToggle}
      heading={
        <span className="np-process__heading">
          <span className="np-process__name">{t.applicationHeading(application.partner.fullname)}</span>
          <span className="np-process__meta">
            <span>
              {t.pod} {groupMeterPoint(application.pod)}
            </span>
            <span>{formatAddress(application.podAddress)}</span>
          </span>
        </span>
      }
      aside={<StatusBadge status={application.status} label={t.status[application.status]} />}
    >
      <div className="np-process__body">
        <section className="np-process__steps" aria-label={t.steps.heading}>
          <h3>{t.steps.heading}</h3>
          <ol className="np-process__step-list">
            {application.steps.map((step, index) => (
              <Step key={`${index}-${step.name}`} step={step} queuePosition={application.queuePosition} />
            ))}
          </ol>
        </section>
        <section className="np-process__data" aria-label={t.data.heading}>
          <h3>{t.data.heading}</h3>
          <dl className="np-contracts__facts">
            {applicationDataRows(application, true).map(([label, value]) => (
              <div key={label} className="np-process__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {application.approvalValidityExtended ? <p>{t.data.extended}</p> : null}
          <div className="np-contracts__buttons">
            <CopyButton
              text={() => applicationDataText(application)}
              label={t.copy.label}
              successTitle={t.copy.success}
              errorTitle={t.copy.error}
            />
            <MailButton
              action={() => sendMail(application).unwrap()}
              label={t.mail.label}
              successTitle={t.mail.success}
              errorTitle={t.mail.error}
            />
          </div>
          <div className="np-contracts__buttons">
            {application.approvalValidityExtensionPossible ? (
              <Button variant="secondary" onClick={onExtend}>
                {t.extension.open}
              </Button>
            ) : null}
            {requested ? (
              <p className="np-process__requested">
                <span aria-hidden="true">✓ </span>
                {requestedCapacity !== null ? t.increase.requestedCapacity(requestedCapacity) : t.increase.requested}
              </p>
            ) : application.feedInLimitationIncreasePossible ? (
              <Button variant="secondary" onClick={onIncrease}>
                {t.increase.open}
              </Button>
            ) : null}
          </div>
        </section>
      </div>
    </CollapsibleSection>
  );
}
