import { addDays, germanDate } from '../dates/local-dates';
import type { Queryable } from '../db/db';
import type { StoredGenerationData } from '../infeeders/grid-capacity';
import type { DemoSeedContext } from './seed';

/** Fixed numbers of the partner-message demo (README, tests). */
const PARTNER_MESSAGE_DEMO = {
  /** Max's first business partner: three messages, the oldest already read. */
  maxPartner: '1000012345',
  maxSmartMeterPod: 'AT0030000000000000000000000100001',
  maxSmartMeterAccount: '400012345001',
  /** Erika's partner: one unread message. */
  erikaPartner: '1000023456',
  erikaAccount: '400023456001',
} as const;

interface MessageSeed {
  businessPartnerNumber: string;
  subject: string;
  body: string;
  /** Local date and time (Europe/Vienna) the message was created. */
  date: string;
  time: string;
  read: boolean;
}

/** Demo data for the contract-account widgets, invoices and partner messages (issue 3); runs inside the seed transaction after the base data. */
export async function seedDashboardWidgetData(context: DemoSeedContext): Promise<void> {
  await seedWidgetStates(context);
  await seedPartnerMessages(context);
}

/**
 * Contracts whose widget states a reviewer looks for (README, "Contract widgets"). Every display rule of
 * portal-processes §2.3 is visible for some contract of max.mustermann or hausverwaltung.gruber; the base seed gives the
 * rest (max's smart meter with M-Bus key and feed-in, his gas meter with a reading button, his inactive account).
 */
export const WIDGET_DEMO = {
  /** Max's holiday home: load-profile activation pending, opt-in possible, yellow light for a new plant with the in-feeder
   * quick check open (partial in-feed), small in-feeder activation possible. */
  holidayHome: { businessPartnerNumber: '1000012346', contractAccountNumber: '400012346001', contractNumber: '300012346001' },
  /** Gruber 001: double-tariff meter (two registers), smart-meter installation pending, red light (medium-voltage branch). */
  doubleTariff: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567001', contractNumber: '300034567001' },
  /** Gruber 002: a recently approved PV plant (grey light) beside the supply contract (9xx: clear of the 60 accounts' numbers). */
  recentlyApproved: {
    businessPartnerNumber: '1000034567',
    contractAccountNumber: '400034567002',
    contractNumber: '300034567002',
    feedInContractNumber: '300034567902',
  },
  /** Gruber 004: a conventional meter whose smart-meter activation is possible. */
  smartMeterActivation: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567004', contractNumber: '300034567004' },
  /** Gruber 005: active but not editable (account in clearing): device key and a new reading exist, yet neither is offered. */
  notEditable: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567005', contractNumber: '300034567005' },
  /** Gruber 007: a smart meter whose load-profile (quarter-hour) activation is possible. */
  loadProfileActivation: { businessPartnerNumber: '1000034567', contractAccountNumber: '400034567007', contractNumber: '300034567007' },
} as const;

/** The stored in-feed flags of a contract; its traffic light comes from the grid data (seed-infeeders.ts). */
export const generationData = (data: Partial<StoredGenerationData> = {}): string =>
  JSON.stringify({
    showAnetteLight: false,
    anetteLightPossibleFrom: null,
    smallInFeederActivationPossible: false,
    smallInFeederDeactivationPossible: false,
    recentlyApprovedInFeed: false,
    ...data,
  } satisfies StoredGenerationData);

async function updateContract(tx: Queryable, contractNumber: string, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  const { rows } = await tx.query(
    `UPDATE contracts SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE contract_number = $1
     RETURNING contract_number`,
    [contractNumber, ...names.map((name) => columns[name])],
  );
  if (rows.length !== 1) throw new Error(`demo contract ${contractNumber} not found`);
}

async function seedWidgetStates({ tx, today }: DemoSeedContext): Promise<void> {
  const w = WIDGET_DEMO;
  await updateContract(tx, w.holidayHome.contractNumber, {
    smart_meter_type: 'SMART_METER',
    activation_status: 'LOAD_PROFILE_PENDING',
    opt_in_possible: true,
    generation_data: generationData({
      showAnetteLight: true,
      anetteLightPossibleFrom: addDays(today, -3),
      smallInFeederActivationPossible: true,
    }),
  });
  await updateContract(tx, w.doubleTariff.contractNumber, {
    smart_meter_type: 'NONSMART_METER',
    // The readings seed gives a double-tariff meter a peak (1.8.1) and an off-peak (1.8.2) register.
    scale_type: 'Allgemeinstrom Doppeltarif',
    activation_status: 'SMART_METER_PENDING',
    // Red through its station's full medium-voltage branch (seed-infeeders.ts); the quick check answers NEGATIVE.
    generation_data: generationData({ showAnetteLight: true }),
  });
  await updateContract(tx, w.smartMeterActivation.contractNumber, {
    smart_meter_type: 'NONSMART_METER',
    smart_meter_activation_possible: true,
    activation_status: 'SMART_METER_ACTIVATION_POSSIBLE',
  });
  await updateContract(tx, w.loadProfileActivation.contractNumber, {
    smart_meter_type: 'SMART_METER',
    load_profile_activation_possible: true,
    activation_status: 'LOAD_PROFILE_ACTIVATION_POSSIBLE',
  });
  await updateContract(tx, w.notEditable.contractNumber, {
    smart_meter_type: 'SMART_METER',
    device_key_status: 'ACTIVE',
    new_reading_possible: true,
    opt_in_possible: true,
  });
  await tx.query('UPDATE contract_accounts SET editable = false WHERE contract_account_number = $1', [w.notEditable.contractAccountNumber]);

  // A PV plant approved a few days ago beside Gruber 002's supply contract: same meter point, feed-in register.
  await tx.query(
    `INSERT INTO contracts (contract_number, contract_account_number, pod_id, branch, active, scale_type, description,
                            supplier_id, supplier_name, synth_profile, move_in_date, power_generation_unit, smart_meter_type,
                            contract_power, infeed_status, generation_data)
     SELECT $1, contract_account_number, pod_id, branch, true, 'Einspeisung', 'Photovoltaikanlage 8 kWp', supplier_id,
            supplier_name, NULL, $2::date, true, 'SMART_METER', 8, 'IN_PROGRESS', $3::jsonb
       FROM contracts WHERE contract_number = $4`,
    [
      w.recentlyApproved.feedInContractNumber,
      addDays(today, -6),
      generationData({ recentlyApprovedInFeed: true }),
      w.recentlyApproved.contractNumber,
    ],
  );
  await updateContract(tx, w.recentlyApproved.contractNumber, { smart_meter_type: 'SMART_METER' });
}

async function seedPartnerMessages({ tx, today }: DemoSeedContext): Promise<void> {
  const d = PARTNER_MESSAGE_DEMO;
  const outage = germanDate(addDays(today, 7));
  const messages: MessageSeed[] = [
    {
      businessPartnerNumber: d.maxPartner,
      subject: 'Geplante Versorgungsunterbrechung',
      body:
        'Sehr geehrter Herr Mustermann,\n\n' +
        `wegen Wartungsarbeiten an der Trafostation wird die Stromversorgung am ${outage} zwischen 08:00 und 12:00 Uhr ` +
        'unterbrochen. Bitte schalten Sie empfindliche Geräte vorher aus.\n\n' +
        'Wir danken für Ihr Verständnis.\nIhr Netzbetreiber',
      date: addDays(today, -1),
      time: '08:30:00',
      read: false,
    },
    {
      businessPartnerNumber: d.maxPartner,
      subject: 'Neuer Smart Meter eingebaut',
      body:
        'Sehr geehrter Herr Mustermann,\n\n' +
        `am Zählpunkt ${d.maxSmartMeterPod} wurde ein neuer Smart Meter eingebaut. Ihre Viertelstundenwerte sehen Sie ` +
        'ab dem Folgetag im Kundenportal unter „Verbrauch“.\n\nIhr Netzbetreiber',
      date: addDays(today, -20),
      time: '14:05:00',
      read: false,
    },
    {
      businessPartnerNumber: d.maxPartner,
      subject: 'Ihre Jahresrechnung ist verfügbar',
      body:
        'Sehr geehrter Herr Mustermann,\n\n' +
        `die Jahresrechnung für Ihr Vertragskonto ${d.maxSmartMeterAccount} steht im Kundenportal zum Herunterladen ` +
        'bereit.\n\nIhr Netzbetreiber',
      date: addDays(today, -45),
      time: '10:00:00',
      read: true,
    },
    {
      businessPartnerNumber: d.erikaPartner,
      subject: 'Ihre Jahresrechnung ist verfügbar',
      body:
        'Sehr geehrte Frau Musterfrau,\n\n' +
        `die Jahresrechnung für Ihr Vertragskonto ${d.erikaAccount} steht im Kundenportal zum Herunterladen ` +
        'bereit.\n\nIhr Netzbetreiber',
      date: addDays(today, -10),
      time: '09:15:00',
      read: false,
    },
  ];
  // Oldest first, so that ids grow with the creation time as they would in operation.
  const ordered = [...messages].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
  await tx.query(
    `INSERT INTO partner_messages (business_partner_number, subject, body, created_at, read)
     SELECT bp, subj, txt, (on_day + at_time) AT TIME ZONE 'Europe/Vienna', is_read
       FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::time[], $6::boolean[])
         WITH ORDINALITY AS m(bp, subj, txt, on_day, at_time, is_read, n)
      ORDER BY n`,
    [
      ordered.map((m) => m.businessPartnerNumber),
      ordered.map((m) => m.subject),
      ordered.map((m) => m.body),
      ordered.map((m) => m.date),
      ordered.map((m) => m.time),
      ordered.map((m) => m.read),
    ],
  );
}
