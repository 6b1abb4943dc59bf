import { addDays, germanDate } from '../consumption/local-dates';
import type { DemoSeedContext } from './seed';

/** Fixed numbers of the partner-message demo (README, tests). */
export const PARTNER_MESSAGE_DEMO = {
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
  const { tx, today } = context;
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
