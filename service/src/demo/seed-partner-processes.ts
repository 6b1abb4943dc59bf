import type { StepStatus, ProcessStatus } from '@portal/shared/contract/enums';
import { addDays } from '../dates/local-dates';
import type { Queryable } from '../db/db';
import { insertSolarPowerApplication } from '../partner-processes/queries';
import type { DemoSeedContext } from './seed';

const MAX = '1000012345';
const GRUBER = '1000034567';

interface DemoApplication {
  /** What the README and the tests call it. */
  name: string;
  businessPartnerNumber: string;
  contractAccountNumber: string;
  /** The contract whose meter point the plant feeds in at. */
  contractNumber: string;
  status: ProcessStatus;
  maxCapacity: number;
  powerFeedRestriction?: number;
  powerFeedInformation?: string;
  queuePosition?: number;
  /** Days before today the grid confirmation was issued; valid 12 months from then. */
  confirmedDaysAgo?: number;
  extensionAllowed?: boolean;
  extended?: boolean;
  increaseAllowed?: boolean;
  increaseRequested?: number;
  /** Status and info (HTML) of the steps in order; steps not listed stay pending. */
  steps: [StepStatus, string | null][];
  /** Days before today the application came in (the list is newest first). */
  createdDaysAgo: number;
}

const done = (info: string | null = null): [StepStatus, string | null] => ['COMPLETED_SUCCESS', info];

/**
 * Applications of max and gruber in every process and step status (README, "Customer processes"): max has three
 * running ones (a queue position, one whose confirmation can be extended, one whose feed-in limit can be raised) and
 * one completed; gruber has two running (one already extended) and two completed, one of them with an error.
 */
const SOLAR_DEMO: DemoApplication[] = [
  {
    name: 'maxExtension',
    businessPartnerNumber: MAX,
    contractAccountNumber: '400012345001',
    contractNumber: '300012345009',
    status: 'IN_PROGRESS',
    maxCapacity: 9.8,
    confirmedDaysAgo: 300,
    extensionAllowed: true,
    createdDaysAgo: 340,
    steps: [
      done(),
      done('<p>Ihr Netzanschluss kann die beantragte Leistung aufnehmen.</p>'),
      done('<p>Die Netzzusage wurde Ihnen per Post und E-Mail zugestellt. Sie ist <strong>12 Monate</strong> gültig.</p>'),
      [
        'IN_PROGRESS',
        '<p>Bitte lassen Sie die Fertigstellungsmeldung von Ihrem Elektroinstallationsunternehmen übermitteln. ' +
          'Das Formular finden Sie auf <a href="https://www.musternetz.example/pv">unserer Website</a>.</p>',
      ],
    ],
  },
  {
    name: 'maxIncrease',
    businessPartnerNumber: MAX,
    contractAccountNumber: '400012345001',
    contractNumber: '300012345001',
    status: 'IN_PROGRESS',
    maxCapacity: 12.5,
    powerFeedRestriction: 4.2,
    powerFeedInformation: 'Die Einspeisung ist wegen der Auslastung der Trafostation auf 4,20 kW begrenzt.',
    confirmedDaysAgo: 60,
    increaseAllowed: true,
    createdDaysAgo: 120,
    steps: [
      done(),
      done('<p>Die Netzverträglichkeit ist mit einer <em>Einspeisebegrenzung</em> gegeben.</p>'),
      done(),
      ['IN_PROGRESS', '<p>Wir warten auf die Fertigstellungsmeldung Ihrer Anlage.</p>'],
    ],
  },
  {
    // On the household's meter point: the feed-in and the holiday home stay free for the quick check's inquiry (an
    // OPEN inquiry at a meter point refuses another, see infeeders/queries.ts).
    name: 'maxQueued',
    businessPartnerNumber: MAX,
    contractAccountNumber: '400012345001',
    contractNumber: '300012345001',
    status: 'OPEN',
    maxCapacity: 5,
    queuePosition: 3,
    createdDaysAgo: 10,
    steps: [
      done(),
      [
        'IN_PROGRESS',
        '<p>Ihre Anfrage wartet auf die Prüfung der Netzverträglichkeit. Anfragen werden in der Reihenfolge ihres ' +
          'Eingangs bearbeitet.</p>',
      ],
    ],
  },
  {
    name: 'maxCompleted',
    businessPartnerNumber: MAX,
    contractAccountNumber: '400012345001',
    contractNumber: '300012345009',
    status: 'COMPLETED_SUCCESS',
    maxCapacity: 4.6,
    confirmedDaysAgo: 700,
    createdDaysAgo: 760,
    steps: [done(), done(), done(), done(), done('<p>Ihre Anlage ist seit der Zählermontage in Betrieb.</p>')],
  },
  {
    name: 'gruberOpen',
    businessPartnerNumber: GRUBER,
    contractAccountNumber: '400034567004',
    contractNumber: '300034567004',
    status: 'OPEN',
    maxCapacity: 7.2,
    createdDaysAgo: 2,
    steps: [['IN_PROGRESS', null]],
  },
  {
    name: 'gruberExtended',
    businessPartnerNumber: GRUBER,
    contractAccountNumber: '400034567001',
    contractNumber: '300034567001',
    status: 'IN_PROGRESS',
    maxCapacity: 18,
    powerFeedRestriction: 10,
    increaseAllowed: true,
    increaseRequested: 14,
    confirmedDaysAgo: 400,
    extensionAllowed: true,
    extended: true,
    createdDaysAgo: 450,
    steps: [done(), done(), done(), ['IN_PROGRESS', null]],
  },
  {
    name: 'gruberCompleted',
    businessPartnerNumber: GRUBER,
    contractAccountNumber: '400034567002',
    contractNumber: '300034567902',
    status: 'COMPLETED_SUCCESS',
    maxCapacity: 30,
    confirmedDaysAgo: 200,
    createdDaysAgo: 260,
    steps: [done(), done(), done(), done(), done()],
  },
  {
    name: 'gruberRejected',
    businessPartnerNumber: GRUBER,
    contractAccountNumber: '400034567007',
    contractNumber: '300034567007',
    status: 'COMPLETED_ERROR',
    maxCapacity: 15,
    createdDaysAgo: 90,
    steps: [
      done(),
      [
        'COMPLETED_ERROR',
        '<p>Die Trafostation kann derzeit keine weitere Einspeisung aufnehmen. Sie können nach dem geplanten ' +
          'Netzausbau eine neue Anfrage stellen.</p>',
      ],
    ],
  },
];

async function podOf(tx: Queryable, contractNumber: string): Promise<string> {
  const { rows } = await tx.query<{ pod: string }>(
    'SELECT p.meter_point_number AS pod FROM contracts c JOIN pods p ON p.id = c.pod_id WHERE c.contract_number = $1',
    [contractNumber],
  );
  if (!rows[0]) throw new Error(`demo contract ${contractNumber} is missing`);
  return rows[0].pod;
}

/** Stores the demo applications through the production insert, then moves each to its demo state. */
export async function seedPartnerProcessData({ tx, today }: DemoSeedContext): Promise<void> {
  // The same numbers on every seed: the README and the browser tests name them.
  await tx.query('ALTER SEQUENCE solar_inquiry_numbers RESTART');
  await tx.query('ALTER SEQUENCE solar_processing_numbers RESTART');
  for (const demo of SOLAR_DEMO) {
    const created = await insertSolarPowerApplication(tx, {
      businessPartnerNumber: demo.businessPartnerNumber,
      contractAccountNumber: demo.contractAccountNumber,
      pod: await podOf(tx, demo.contractNumber),
      maxCapacity: demo.maxCapacity,
      powerFeedRestriction: demo.powerFeedRestriction,
      powerFeedInformation: demo.powerFeedInformation,
    });
    if (!created) throw new Error(`demo application ${demo.name}: account not found`);
    const confirmed = demo.confirmedDaysAgo === undefined ? null : addDays(today, -demo.confirmedDaysAgo);
    await tx.query(
      `UPDATE solar_power_applications
          SET status = $2, queue_position = $3, grid_confirmation = $4::date,
              grid_confirmation_valid_until = $4::date + CASE WHEN $6 THEN interval '2 years' ELSE interval '1 year' END,
              approval_extension_allowed = $5, approval_validity_months = CASE WHEN $6 THEN 24 ELSE 12 END,
              approval_extension_requested_at = CASE WHEN $6 THEN now() END,
              feed_in_limitation_increase_allowed = $7, limitation_increase_requested_capacity = $8,
              limitation_increase_requested_at = CASE WHEN $8::int IS NOT NULL THEN now() END,
              created_at = $9::date, updated_at = $9::date
        WHERE key = $1`,
      [
        created.key,
        demo.status,
        demo.queuePosition ?? null,
        confirmed,
        demo.extensionAllowed ?? false,
        demo.extended ?? false,
        demo.increaseAllowed ?? false,
        demo.increaseRequested ?? null,
        addDays(today, -demo.createdDaysAgo),
      ],
    );
    await tx.query(
      `UPDATE solar_power_application_steps s
          SET status = coalesce(d.status, 'PENDING_OR_SKIPPED'), info = d.info
         FROM solar_power_applications a
         LEFT JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS d(status, info, position) ON true
        WHERE a.key = $1 AND s.application_id = a.id AND d.position = s.position`,
      [created.key, demo.steps.map(([status]) => status), demo.steps.map(([, info]) => info)],
    );
    await tx.query(
      `UPDATE solar_power_application_steps s SET status = 'PENDING_OR_SKIPPED', info = NULL
         FROM solar_power_applications a
        WHERE a.key = $1 AND s.application_id = a.id AND s.position > $2`,
      [created.key, demo.steps.length],
    );
  }
}
