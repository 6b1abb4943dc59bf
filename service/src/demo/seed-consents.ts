import { addDays } from '../dates/local-dates';
import type { Queryable } from '../db/db';
import type { DemoSeedContext } from './seed';

/** Fixed ids of the consents demo (README, tests). */
export const CONSENT_DEMO = {
  providers: {
    energyCommunity: 'RC100417',
    /** The citizen energy communities of max's smart meter and PV feed-in, and of his holiday home (seed-consumption). */
    citizenCommunity: 'CC300112',
    dynamicCommunity: 'CC200815',
    flexibilityAggregator: 'EP100630',
    energyDataApp: 'EP100845',
  },
  max: {
    /** Stromblick asks for the quarter-hour load profile of the smart meter. */
    openRequest: 'SB7K3M9Q',
    /** The same app, sent as a QR code: historical day values. */
    qrCodeRequest: 'SBQR5H6J',
    /** Sonnenstrom Lindenviertel asks for the PV feed-in (generation side) at 100 %. */
    energyCommunityRequest: 'EG4R8T2W',
    timedOutRequest: 'SB2X9C4V',
    activeEnergyCommunityConsent: 'AT00300020250101RC10041700000000001',
    /** Every membership of max has its consent: a client matches it to its community by the market-partner id. */
    citizenCommunityConsent: 'AT00300020250301CC30011200000000001',
    citizenCommunityFeedInConsent: 'AT00300020250301CC30011200000000002',
    dynamicCommunityConsent: 'AT00300020250601CC20081500000000001',
    unchangeableConsent: 'AT0030002025FLEXPOOLEP100630000001',
    revokedConsent: 'AT0030002024STROMBLICKEP10084500001',
    concludedConsent: 'AT0030002024STROMBLICKEP10084500002',
    timedOutConsent: 'AT0030002025STROMBLICKEP10084500003',
    qrCodeConsent: 'AT0030002025STROMBLICKEP10084500004',
    smartMeterPod: 'AT0030000000000000000000000100001',
    /** The PV feed-in's own meter point (generation-side requests go there). */
    feedInPod: 'AT0030000000090000000000000100001',
    feedInContract: '300012345009',
    /** Max's holiday home in Bürgerenergie Attersee. */
    holidayHomePod: 'AT0030000000000000000000000100004',
  },
  gruber: { flexibilityRequest: 'FP8N3L7D' },
  erika: {
    openRequest: 'ER6D2K8M',
    activeConsent: 'AT0030002025STROMBLICKEP10084500005',
    pod: 'AT0030000000000000000000000100005',
  },
} as const;

const P = CONSENT_DEMO.providers;

const PROVIDERS = [
  { id: P.energyCommunity, name: 'Sonnenstrom Lindenviertel', address: 'Lindenweg 1, 4020 Linz', kind: 'ENERGY_COMMUNITY' },
  { id: P.citizenCommunity, name: 'Bürgerenergie Mühlviertel', address: 'Hauptplatz 12, 4240 Freistadt', kind: 'ENERGY_COMMUNITY' },
  { id: P.dynamicCommunity, name: 'Bürgerenergie Attersee', address: 'Seestraße 5, 4863 Seewalchen am Attersee', kind: 'ENERGY_COMMUNITY' },
  { id: P.flexibilityAggregator, name: 'FlexPool Austria GmbH', address: 'Europaplatz 4, 4020 Linz', kind: 'FLEXIBILITY_AGGREGATOR' },
  { id: P.energyDataApp, name: 'Stromblick Energiedaten GmbH', address: 'Mariahilfer Straße 88, 1070 Wien', kind: 'ENERGY_DATA_SERVICE' },
];

interface DataFields {
  pod: string;
  provider: string;
  datatype: string;
  granularity: string;
  periodicity: 'DAILY' | 'MONTHLY';
  from: string;
  to?: string;
  direction?: 'CONSUMPTION' | 'GENERATION';
  percentage?: number;
}

interface RequestSeed extends DataFields {
  id: string;
  deadline: string;
  qrCode?: boolean;
}

interface ConsentSeed extends DataFields {
  id: string;
  status: 'REQUESTED' | 'QR_CODE_SENT' | 'ACTIVE' | 'ACTIVE_UNCHANGEABLE' | 'REVOKED';
  deadline?: string;
  approved?: string;
  contract?: string;
  history?: { status: 'NEW' | 'ACTIVE' | 'INACTIVE'; value: number; from: string; to?: string }[];
}

/** The first running electricity contract of gruber with a smart meter: its request fits many more. */
async function gruberSmartMeterPod(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ meter_point_number: string }>(
    `SELECT p.meter_point_number FROM contracts c
       JOIN pods p ON p.id = c.pod_id
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
      WHERE ca.business_partner_number = '1000034567' AND c.active AND c.branch = 'STROM'
        AND c.smart_meter_type IN ('SMART_METER', 'ADVANCED_SMART_METER')
      ORDER BY c.contract_number LIMIT 1`,
  );
  return rows[0].meter_point_number;
}

const POD_ID = `(SELECT id FROM pods WHERE meter_point_number = $1)`;

/**
 * Service providers, consent requests and consents (documented in the README): open, QR-code, energy-community and
 * timed-out requests for max, a request for gruber that fits more than six of his metering points, and consents of max
 * in every status (concluded and timed-out ones are stored as running or pending and decided when read).
 */
export async function seedConsentData({ tx, today }: DemoSeedContext): Promise<void> {
  await tx.query('TRUNCATE service_providers, consent_requests, consents, consent_contribution_history CASCADE');
  for (const provider of PROVIDERS) {
    await tx.query('INSERT INTO service_providers (id, name, address, kind) VALUES ($1, $2, $3, $4)', [
      provider.id,
      provider.name,
      provider.address,
      provider.kind,
    ]);
  }
  const max = CONSENT_DEMO.max;
  const nextMonth = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;

  const requests: RequestSeed[] = [
    {
      id: max.openRequest,
      pod: max.smartMeterPod,
      provider: P.energyDataApp,
      datatype: 'LOAD_PROFILE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: today,
      to: addDays(today, 364),
      deadline: addDays(today, 14),
    },
    {
      id: max.qrCodeRequest,
      pod: max.smartMeterPod,
      provider: P.energyDataApp,
      datatype: 'HISTORICAL_LOAD_PROFILE',
      granularity: 'DAY',
      periodicity: 'MONTHLY',
      from: addDays(today, -365),
      to: today,
      deadline: addDays(today, 7),
      qrCode: true,
    },
    {
      id: max.energyCommunityRequest,
      pod: max.feedInPod,
      provider: P.energyCommunity,
      datatype: 'ENERGY_COMMUNITY_REGISTRATION_RCL',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, 1),
      direction: 'GENERATION',
      percentage: 100,
      deadline: addDays(today, 30),
    },
    {
      id: max.timedOutRequest,
      pod: max.smartMeterPod,
      provider: P.flexibilityAggregator,
      datatype: 'FLEXIBILITY_SERVICE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -40),
      to: addDays(today, 325),
      deadline: addDays(today, -10),
    },
    {
      id: CONSENT_DEMO.gruber.flexibilityRequest,
      pod: await gruberSmartMeterPod(tx),
      provider: P.flexibilityAggregator,
      datatype: 'FLEXIBILITY_SERVICE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: today,
      to: addDays(today, 729),
      deadline: addDays(today, 21),
    },
    {
      id: CONSENT_DEMO.erika.openRequest,
      pod: CONSENT_DEMO.erika.pod,
      provider: P.energyDataApp,
      datatype: 'LOAD_PROFILE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: today,
      to: addDays(today, 364),
      deadline: addDays(today, 14),
    },
  ];
  for (const r of requests) {
    await tx.query(
      `INSERT INTO consent_requests (id, pod_id, service_provider_id, datatype, granularity, periodicity, valid_from, valid_to,
                                     energy_direction, contribution_percentage, qr_code, answer_deadline)
       VALUES ($2, ${POD_ID}, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        r.pod,
        r.id,
        r.provider,
        r.datatype,
        r.granularity,
        r.periodicity,
        r.from,
        r.to ?? '9999-12-31',
        r.direction ?? null,
        r.percentage ?? null,
        r.qrCode ?? false,
        r.deadline,
      ],
    );
  }

  const consents: ConsentSeed[] = [
    {
      id: max.activeEnergyCommunityConsent,
      pod: max.smartMeterPod,
      contract: '300012345001',
      provider: P.energyCommunity,
      datatype: 'ENERGY_COMMUNITY_REGISTRATION_RCL',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -400),
      direction: 'CONSUMPTION',
      percentage: 60,
      status: 'ACTIVE',
      approved: addDays(today, -414),
      history: [
        { status: 'INACTIVE', value: 40, from: addDays(today, -400), to: addDays(today, -201) },
        { status: 'ACTIVE', value: 60, from: addDays(today, -200), to: addDays(nextMonth, -1) },
        { status: 'NEW', value: 70, from: nextMonth },
      ],
    },
    // The memberships of seed-consumption (Mühlviertel 30 % and 50 % of the feed-in, Attersee 100 %) as approved.
    {
      id: max.citizenCommunityConsent,
      pod: max.smartMeterPod,
      contract: '300012345001',
      provider: P.citizenCommunity,
      datatype: 'ENERGY_COMMUNITY_REGISTRATION_CC',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -200),
      direction: 'CONSUMPTION',
      percentage: 30,
      status: 'ACTIVE',
      approved: addDays(today, -214),
    },
    {
      id: max.citizenCommunityFeedInConsent,
      pod: max.feedInPod,
      contract: max.feedInContract,
      provider: P.citizenCommunity,
      datatype: 'ENERGY_COMMUNITY_REGISTRATION_CC',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -200),
      direction: 'GENERATION',
      percentage: 50,
      status: 'ACTIVE',
      approved: addDays(today, -214),
    },
    {
      id: max.dynamicCommunityConsent,
      pod: max.holidayHomePod,
      contract: '300012346001',
      provider: P.dynamicCommunity,
      datatype: 'ENERGY_COMMUNITY_REGISTRATION_CC',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -90),
      direction: 'CONSUMPTION',
      percentage: 100,
      status: 'ACTIVE',
      approved: addDays(today, -104),
    },
    {
      id: max.unchangeableConsent,
      pod: max.smartMeterPod,
      contract: '300012345001',
      provider: P.flexibilityAggregator,
      datatype: 'FLEXIBILITY_SERVICE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -120),
      to: addDays(today, 245),
      status: 'ACTIVE_UNCHANGEABLE',
      approved: addDays(today, -121),
    },
    {
      id: max.revokedConsent,
      pod: max.smartMeterPod,
      contract: '300012345001',
      provider: P.energyDataApp,
      datatype: 'LOAD_PROFILE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -400),
      to: addDays(today, -200),
      status: 'REVOKED',
      approved: addDays(today, -401),
    },
    // Stored as running: its last day has passed, so it reads as CONCLUDED.
    {
      id: max.concludedConsent,
      pod: max.smartMeterPod,
      contract: '300012345001',
      provider: P.energyDataApp,
      datatype: 'HISTORICAL_LOAD_PROFILE',
      granularity: 'DAY',
      periodicity: 'MONTHLY',
      from: addDays(today, -395),
      to: addDays(today, -30),
      status: 'ACTIVE',
      approved: addDays(today, -396),
    },
    // Stored as pending: its deadline has passed, so it reads as TIMEOUT.
    {
      id: max.timedOutConsent,
      pod: max.smartMeterPod,
      provider: P.energyDataApp,
      datatype: 'MASTER_DATA',
      granularity: 'DAY',
      periodicity: 'MONTHLY',
      from: addDays(today, -60),
      to: addDays(today, 305),
      status: 'REQUESTED',
      deadline: addDays(today, -5),
    },
    {
      id: max.qrCodeConsent,
      pod: max.smartMeterPod,
      provider: P.energyDataApp,
      datatype: 'LOAD_PROFILE',
      granularity: 'HOUR',
      periodicity: 'DAILY',
      from: today,
      to: addDays(today, 180),
      status: 'QR_CODE_SENT',
      deadline: addDays(today, 10),
    },
    {
      id: CONSENT_DEMO.erika.activeConsent,
      pod: CONSENT_DEMO.erika.pod,
      provider: P.energyDataApp,
      datatype: 'LOAD_PROFILE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      from: addDays(today, -30),
      status: 'ACTIVE',
      approved: addDays(today, -31),
    },
  ];
  for (const c of consents) {
    await tx.query(
      `INSERT INTO consents (id, pod_id, contract_number, service_provider_id, datatype, granularity, periodicity, valid_from,
                             valid_to, energy_direction, contribution_percentage, status, answer_deadline, approval_date)
       VALUES ($2, ${POD_ID}, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        c.pod,
        c.id,
        c.contract ?? null,
        c.provider,
        c.datatype,
        c.granularity,
        c.periodicity,
        c.from,
        c.to ?? '9999-12-31',
        c.direction ?? null,
        c.percentage ?? null,
        c.status,
        c.deadline ?? null,
        c.approved ?? null,
      ],
    );
    for (const h of c.history ?? []) {
      await tx.query(
        `INSERT INTO consent_contribution_history (consent_id, status, value, valid_from, valid_to) VALUES ($1, $2, $3, $4, $5)`,
        [c.id, h.status, h.value, h.from, h.to ?? '9999-12-31'],
      );
    }
  }
}
