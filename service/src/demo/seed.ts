import { energyCommunityId } from '@portal/shared/contract/energy-community-id';
import { addDays, viennaToday } from '../dates/local-dates';
import type { Db, Queryable } from '../db/db';
import { layOutDayRows } from '../consumption/day-row-upkeep';
import { CONTENT_TEXTS, toPlainText } from '../content/content-texts';
import { hashPassword } from '../session/passwords';
import { austrianIban } from './iban';
import { readH0Profile } from './load-profile-data';
import { insertFirstCommunity, specialDays, stageSmartMeter, type DemoPods } from './demo-series';
import { recordDemoSeed } from './demo-marker';
import { PLACES, STREETS } from './places';
import { createRandom, type Random } from './prng';
import { seedContractProcessData } from './seed-contract-processes';
import { seedPartnerProcessData } from './seed-partner-processes';
import { seedDashboardWidgetData } from './seed-dashboard-widgets';
import { seedInfeederData } from './seed-infeeders';
import { seedAccountData } from './seed-accounts';
import { seedConsumptionData } from './seed-consumption';
import { seedConsentData } from './seed-consents';
import { seedTwoFactorDemo } from './seed-two-factor';
import { priceDemoInvoices } from './seed-invoice-totals';
import { createStaging, packStaged, STAGING } from './quarter-hour-staging';

/** The demo meter points the seed knows before the areas add theirs (the community plant comes later). */
export type SeededPods = Omit<DemoPods, 'plant'>;

/**
 * The deterministic demo data of issue 2 §8 (documented in the README). Fixed numbers for the customers a reviewer
 * uses, a fixed-seed PRNG for the rest; quarter-hour values are generated in SQL up to yesterday (Europe/Vienna).
 */
export const DEMO_PASSWORD = 'Netzportal!2026';

export const DEMO_LOGINS = [
  { login: 'max.mustermann', note: 'Haushalt: 2 Geschäftspartner, Strom und Gas, Smart Meter mit PV und Energiegemeinschaft' },
  { login: 'erika.musterfrau', note: 'Haushalt: eigene Vertragskonten' },
  { login: 'hausverwaltung.gruber', note: 'Hausverwaltung: 60 Vertragskonten, Suche' },
  { login: 'neu.kunde', note: 'muss das Passwort ändern' },
] as const;

/** Fixed numbers a reviewer or test needs. */
export const DEMO = {
  max: {
    businessPartners: ['1000012345', '1000012346'],
    smartMeterAccount: '400012345001',
    gasAccount: '400012345002',
    inactiveAccount: '400012345003',
    holidayHomeAccount: '400012346001',
    smartMeterPod: 'AT0030000000000000000000000100001',
    /** The PV feed-in of the same two-way meter: its own meter point (Einspeisezählpunkt), see feedInMeterPoint. */
    feedInPod: 'AT0030000000090000000000000100001',
    /** Sonnenstrom Lindenviertel (market-partner id RC100417), max takes part with 60 %. */
    energyCommunity: energyCommunityId('AT003000', 'RC100417', 731208),
  },
  erika: { businessPartner: '1000023456', accounts: ['400023456001', '400023456002'] },
  gruber: { businessPartner: '1000034567', accountCount: 60 },
  neu: { businessPartner: '1000045678', account: '400045678001' },
} as const;

export interface SeedOptions {
  /** Days of quarter-hour values for the smart meter (default two years). */
  days?: number;
  /** Local "today" (YYYY-MM-DD); values end yesterday. Default: today in Europe/Vienna. */
  today?: string;
  /** The two-factor key of the service: with it the demo customer with an authenticator app is created too. */
  twoFactorKey?: Buffer;
}

export interface SeedSummary {
  users: number;
  contractAccounts: number;
  meterValues: number;
  milliseconds: number;
}

const DEMO_TABLES = [
  'demo_data',
  'solar_power_applications',
  'meter_readings',
  'meter_days',
  'meter_rollups',
  'community_days',
  'pod_profiles',
  'energy_community_memberships',
  'energy_communities',
  'installments',
  'installment_agreements',
  'invoices',
  'contracts',
  'pods',
  'transformer_stations',
  'contract_accounts',
  'business_partners',
  'sessions',
  'users',
  'contents',
  'standard_load_profiles',
];

export { viennaToday };

/** No user and no business partner: nothing of an operator's (say, business partners imported before any login). */
export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM users)::int + (SELECT count(*) FROM business_partners)::int AS n',
  );
  return rows[0].n === 0;
}

/**
 * Whether a start seeds the demo data by itself (with its published password): only into an empty database, and only
 * the embedded default one (DATA_DIR) or when DEMO_DATA=1 asks for it. An operator's PostgreSQL database
 * (DATABASE_URL) stays empty until its own data are imported.
 */
export async function seedsDemoAtStart(db: Queryable, config: { databaseUrl: string | null; demoData: boolean }): Promise<boolean> {
  if (config.databaseUrl && !config.demoData) return false;
  return isDatabaseEmpty(db);
}

type Row = Record<string, unknown>;

/** One multi-row INSERT per table (the rows here are few; quarter-hours go through SQL generators). */
async function insert(db: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const slots = columns.map((column) => {
      params.push(row[column] ?? null);
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}

const mpan = (n: number) => `AT0030000000000000000000000${String(n).padStart(6, '0')}`;

/**
 * The feed-in meter point beside a supply meter point on the same meter: the number with 9 as the first character of
 * its 20-character part (the rule migration 62 applies to existing databases).
 */
const feedInMeterPoint = (meterPoint: string) => `${meterPoint.slice(0, 13)}9${meterPoint.slice(14)}`;

interface AccountSpec {
  bp: string;
  can: string;
  branch: 'STROM' | 'GAS';
  active: boolean;
  description: string;
  street: string;
  housenumber: string;
  floor?: string;
  room?: string;
  postcode: string;
  city: string;
  paperless: string;
  iban: string | null;
  depositor?: string;
}

export interface DemoSeedContext {
  tx: Queryable;
  /** Vienna calendar dates (YYYY-MM-DD) of the seed run. */
  today: string;
  yesterday: string;
  /** First day of the generated meter values. */
  firstDay: string;
  days: number;
  pods: SeededPods;
  special: ReturnType<typeof specialDays>;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const today = options.today ?? viennaToday();
  const days = options.days ?? 730;
  const yesterday = addDays(today, -1);
  const firstDay = addDays(today, -days);
  const random = createRandom(20260101);

  const hashes = await Promise.all(DEMO_LOGINS.map(() => hashPassword(DEMO_PASSWORD)));
  const slp = readH0Profile();

  const summary = await db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${DEMO_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    await createStaging(tx);

    await tx.query(
      `INSERT INTO standard_load_profiles (profile, period, weekday, quarter_hour, value)
       SELECT 'H0', * FROM unnest($1::text[], $2::smallint[], $3::smallint[], $4::float8[])`,
      [slp.period, slp.weekday, slp.quarterHour, slp.value],
    );
    await insert(
      tx,
      'contents',
      CONTENT_TEXTS.map((t) => ({ key: t.key, header: t.header, body: t.body, body_text: toPlainText(t.body) })),
    );

    // Users: ids 1..4 in DEMO_LOGINS order.
    await insert(tx, 'users', [
      {
        login: 'max.mustermann',
        password_hash: hashes[0],
        email: 'max.mustermann@example.at',
        firstname: 'Max',
        lastname: 'Mustermann',
        activated: true,
        change_password: false,
        roles: ['customer', 'show-activation'],
      },
      {
        login: 'erika.musterfrau',
        password_hash: hashes[1],
        email: 'erika.musterfrau@example.at',
        firstname: 'Erika',
        lastname: 'Musterfrau',
        activated: true,
        change_password: false,
        roles: ['customer'],
      },
      {
        login: 'hausverwaltung.gruber',
        password_hash: hashes[2],
        email: 'office@hv-gruber.example.at',
        firstname: 'Johann',
        lastname: 'Gruber',
        activated: true,
        change_password: false,
        roles: ['customer'],
      },
      {
        login: 'neu.kunde',
        password_hash: hashes[3],
        email: 'neu.kunde@example.at',
        firstname: 'Nina',
        lastname: 'Neumayr',
        activated: true,
        change_password: true,
        roles: ['customer'],
      },
    ]);

    const partner = (p: Row) => ({
      salutation: null,
      firstname: null,
      lastname: null,
      company_name: null,
      country: 'AT',
      email: null,
      landline: null,
      mobile: null,
      activation_pending: false,
      ...p,
    });
    await insert(tx, 'business_partners', [
      partner({
        business_partner_number: '1000012345',
        user_id: 1,
        salutation: 'Herr',
        firstname: 'Max',
        lastname: 'Mustermann',
        street: 'Lindenweg',
        housenumber: '7',
        postcode: '4020',
        city: 'Linz',
        email: 'max.mustermann@example.at',
        mobile: '+43 664 1234567',
        ecommunication_active: true,
      }),
      partner({
        business_partner_number: '1000012346',
        user_id: 1,
        salutation: 'Herr',
        firstname: 'Max',
        lastname: 'Mustermann',
        street: 'Seeuferstraße',
        housenumber: '21',
        postcode: '4863',
        city: 'Seewalchen am Attersee',
        email: 'max.mustermann@example.at',
        ecommunication_active: false,
        activation_pending: true,
      }),
      partner({
        business_partner_number: '1000023456',
        user_id: 2,
        salutation: 'Frau',
        firstname: 'Erika',
        lastname: 'Musterfrau',
        street: 'Bahnhofstraße',
        housenumber: '3',
        postcode: '4600',
        city: 'Wels',
        email: 'erika.musterfrau@example.at',
        ecommunication_active: true,
      }),
      partner({
        business_partner_number: '1000034567',
        user_id: 3,
        company_name: 'Hausverwaltung Gruber GmbH',
        street: 'Landstraße',
        housenumber: '45',
        postcode: '4020',
        city: 'Linz',
        email: 'office@hv-gruber.example.at',
        landline: '+43 732 765432',
        ecommunication_active: true,
      }),
      partner({
        business_partner_number: '1000045678',
        user_id: 4,
        salutation: 'Frau',
        firstname: 'Nina',
        lastname: 'Neumayr',
        street: 'Kirchengasse',
        housenumber: '2',
        postcode: '4400',
        city: 'Steyr',
        email: 'neu.kunde@example.at',
        ecommunication_active: true,
      }),
    ]);

    const accounts: AccountSpec[] = [
      {
        bp: '1000012345',
        can: DEMO.max.smartMeterAccount,
        branch: 'STROM',
        active: true,
        description: 'Strom Wohnhaus',
        street: 'Lindenweg',
        housenumber: '7',
        postcode: '4020',
        city: 'Linz',
        paperless: 'WAITING',
        iban: austrianIban('20320', '32100012345'),
        depositor: 'Max Mustermann',
      },
      {
        bp: '1000012345',
        can: DEMO.max.gasAccount,
        branch: 'GAS',
        active: true,
        description: 'Gas Wohnhaus',
        street: 'Lindenweg',
        housenumber: '7',
        postcode: '4020',
        city: 'Linz',
        paperless: 'PAPERLESS',
        iban: austrianIban('20320', '32100012345'),
        depositor: 'Max Mustermann',
      },
      {
        bp: '1000012345',
        can: DEMO.max.inactiveAccount,
        branch: 'STROM',
        active: false,
        description: 'Strom frühere Wohnung',
        street: 'Wiener Straße',
        housenumber: '118',
        floor: '2',
        room: '9',
        postcode: '4020',
        city: 'Linz',
        paperless: 'NOT_CHANGEABLE',
        iban: null,
      },
      {
        bp: '1000012346',
        can: DEMO.max.holidayHomeAccount,
        branch: 'STROM',
        active: true,
        description: 'Strom Ferienhaus',
        street: 'Seeuferstraße',
        housenumber: '21',
        postcode: '4863',
        city: 'Seewalchen am Attersee',
        paperless: 'BANKDATA_MISSING',
        iban: null,
      },
      {
        bp: '1000023456',
        can: DEMO.erika.accounts[0],
        branch: 'STROM',
        active: true,
        description: 'Strom Wohnung',
        street: 'Bahnhofstraße',
        housenumber: '3',
        floor: '1',
        room: '4',
        postcode: '4600',
        city: 'Wels',
        paperless: 'PAPERLESS',
        iban: austrianIban('34000', '00012345678'),
        depositor: 'Erika Musterfrau',
      },
      {
        bp: '1000023456',
        can: DEMO.erika.accounts[1],
        branch: 'GAS',
        active: true,
        description: 'Gas Wohnung',
        street: 'Bahnhofstraße',
        housenumber: '3',
        floor: '1',
        room: '4',
        postcode: '4600',
        city: 'Wels',
        paperless: 'NOT_CHANGEABLE',
        iban: null,
      },
      {
        bp: '1000045678',
        can: DEMO.neu.account,
        branch: 'STROM',
        active: true,
        description: 'Strom Wohnung',
        street: 'Kirchengasse',
        housenumber: '2',
        postcode: '4400',
        city: 'Steyr',
        paperless: 'BANKDATA_MISSING',
        iban: null,
      },
      ...gruberAccounts(random),
    ];
    await insert(
      tx,
      'contract_accounts',
      accounts.map((a) => ({
        contract_account_number: a.can,
        business_partner_number: a.bp,
        description: a.description,
        branch: a.branch,
        active: a.active,
        editable: a.active,
        billed_by_provider: a.bp !== DEMO.gruber.businessPartner || a.branch === 'STROM',
        street: a.street,
        housenumber: a.housenumber,
        floor: a.floor ?? null,
        room: a.room ?? null,
        postcode: a.postcode,
        city: a.city,
        iban: a.iban,
        depositor: a.depositor ?? null,
        paperless: a.paperless,
      })),
    );

    // One meter point and one contract per account; max's smart meter also measures the PV feed-in, which has its own
    // meter point (after the accounts' ones, so the accounts keep pod ids 1…n).
    const pods: Row[] = [];
    const contracts: Row[] = [];
    const feedInPodId = accounts.length + 1;
    accounts.forEach((a, index) => {
      const podId = index + 1;
      const smart = a.can === DEMO.max.smartMeterAccount;
      const gas = a.branch === 'GAS';
      pods.push({
        meter_point_number: mpan(100001 + index),
        meter_number: String(10000000 + random.int(0, 8999999)),
        sub_station: gas ? null : `UW ${a.city.split(' ')[0]}`,
        station: gas ? null : `TS ${a.street} ${random.int(1, 40)}`,
      });
      const moveIn = a.active ? `20${random.int(12, 22)}-0${random.int(1, 9)}-01` : '2015-04-01';
      const base: Row = {
        contract_account_number: a.can,
        pod_id: podId,
        branch: a.branch,
        active: a.active,
        supplier_id: gas ? '200150' : '100230',
        supplier_name: gas ? 'Erdgas Oberösterreich Vertrieb GmbH' : 'Musterenergie Vertrieb GmbH',
        synth_profile: gas ? 'HE08' : a.bp === DEMO.gruber.businessPartner ? 'G0' : 'H0',
        move_in_date: moveIn,
        move_out_date: a.active ? null : '2023-06-30',
        smart_meter_type: smart
          ? 'ADVANCED_SMART_METER'
          : gas
            ? 'NONSMART_METER'
            : random.pick(['SMART_METER', 'SMART_METER', 'NONCONFORM_SMART_METER']),
        contract_power: gas ? null : smart ? 11 : 4,
        profile_active: smart,
        load_curve_active: smart,
        monthly_dispatch_active: smart,
        device_key_status: smart ? 'ACTIVE' : 'HIDE',
        new_reading_possible: a.active && !smart,
        opt_in_possible: false,
        smart_meter_activation_possible: false,
        load_profile_activation_possible: false,
        power_generation_unit: false,
        scale_type: gas ? 'Gas Haushalt' : a.bp === DEMO.gruber.businessPartner ? 'Allgemeinstrom' : 'Haushalt',
        generation_data: null,
      };
      contracts.push({ ...base, contract_number: `3${a.can.slice(1)}` });
      if (smart) {
        contracts.push({
          ...base,
          contract_number: `3${a.can.slice(1, 11)}9`,
          pod_id: feedInPodId,
          scale_type: 'Einspeisung',
          description: 'Photovoltaikanlage 5 kWp',
          synth_profile: null,
          power_generation_unit: true,
          move_in_date: addDays(today, -days),
          infeed_status: 'ACTIVE',
          contract_power: 5,
          // Green light from its station's grid data (seed-infeeders.ts).
          generation_data: JSON.stringify({
            showAnetteLight: true,
            anetteLightPossibleFrom: addDays(today, -30),
            smallInFeederActivationPossible: false,
            smallInFeederDeactivationPossible: true,
            recentlyApprovedInFeed: false,
          }),
        });
      }
    });
    const smartPod = pods[accounts.findIndex((a) => a.can === DEMO.max.smartMeterAccount)];
    pods.push({ ...smartPod, meter_point_number: feedInMeterPoint(String(smartPod.meter_point_number)) });
    await insert(tx, 'pods', pods);
    await insert(tx, 'contracts', contracts);

    await seedBilling(tx, accounts, today);

    // Quarter-hour values of max's smart meter (pod 1, feed-in on its own meter point): consumption, PV feed-in,
    // energy community (60 % participation).
    const podId = 1;
    const demoPods: SeededPods = {
      smartMeter: podId,
      feedIn: feedInPodId,
      holidayHome: accounts.findIndex((a) => a.can === DEMO.max.holidayHomeAccount) + 1,
      gas: accounts.findIndex((a) => a.can === DEMO.max.gasAccount) + 1,
    };
    const ecFrom = addDays(today, -Math.min(days, 400));
    const special = specialDays(today, days);
    await stageSmartMeter(tx, demoPods, firstDay, yesterday, special);
    const community = DEMO.max.energyCommunity;
    await insert(tx, 'energy_communities', [{ id: community, name: 'Sonnenstrom Lindenviertel' }]);
    await insert(tx, 'energy_community_memberships', [
      { pod_id: podId, energy_community_id: community, valid_from: ecFrom, valid_to: '9999-12-31', participation_factor: 60 },
    ]);
    await insertFirstCommunity(tx, demoPods, ecFrom, yesterday);
    await insert(tx, 'pod_profiles', [
      {
        pod_id: podId,
        series_id: 1,
        granularity: 'QUARTER_OF_AN_HOUR',
        valid_from: firstDay,
        valid_to: yesterday,
        energy_community_id: null,
      },
      {
        pod_id: feedInPodId,
        series_id: 2,
        granularity: 'QUARTER_OF_AN_HOUR',
        valid_from: firstDay,
        valid_to: yesterday,
        energy_community_id: null,
      },
      {
        pod_id: podId,
        series_id: 10,
        granularity: 'QUARTER_OF_AN_HOUR',
        valid_from: ecFrom,
        valid_to: yesterday,
        energy_community_id: community,
      },
      ...[11, 15].map((seriesId) => ({
        pod_id: podId,
        series_id: seriesId,
        granularity: 'QUARTER_OF_AN_HOUR',
        valid_from: ecFrom,
        valid_to: yesterday,
        energy_community_id: community,
      })),
    ]);
    // The point of delivery's date bounds come from the stored values.
    await tx.query(
      `UPDATE pods p SET minimum_date = b.min_date, maximum_date = b.max_date
         FROM (SELECT pod_id, min((ts AT TIME ZONE 'Europe/Vienna')::date) AS min_date,
                      max((ts AT TIME ZONE 'Europe/Vienna')::date) AS max_date
                 FROM ${STAGING} WHERE profile_type IN (1, 2) GROUP BY pod_id) b
        WHERE p.id = b.pod_id`,
    );

    // Each area adds the demo data its features need (see the seed-*.ts files beside this one).
    const context: DemoSeedContext = { tx, today, yesterday, firstDay, days, pods: demoPods, special };
    await recordDemoSeed(tx, today, days);
    await seedDashboardWidgetData(context);
    await seedAccountData(context);
    await seedConsumptionData(context);
    await seedConsentData(context);
    await seedContractProcessData(context);
    await seedPartnerProcessData(context);
    await seedInfeederData(context);
    // Totals last: they are the itemised charges of the billed readings.
    await priceDemoInvoices(context);

    if (options.twoFactorKey) await seedTwoFactorDemo(tx, options.twoFactorKey, DEMO_PASSWORD);

    // Whatever the areas staged after the consumption data.
    await packStaged(tx);
    const count = await tx.query<{ n: number }>('SELECT coalesce(sum(quarter_hours), 0)::int AS n FROM meter_days');
    const extra = options.twoFactorKey ? 1 : 0;
    return { users: DEMO_LOGINS.length + extra, contractAccounts: accounts.length + extra, meterValues: count.rows[0].n };
  });
  // The demo's day rows laid out as the service keeps them: in month partitions, the closed months in key order.
  await layOutDayRows(db, { today });
  return { ...summary, milliseconds: Date.now() - started };
}

const FIRST_NAMES = ['Anna', 'Lukas', 'Sophie', 'Florian', 'Katharina', 'Tobias', 'Lena', 'David', 'Julia', 'Stefan', 'Theresa', 'Markus'];
const LAST_NAMES = ['Huber', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Schwarz'];

/** The property manager's 60 accounts: general supply and flats in several houses, STROM and GAS, some ended. */
function gruberAccounts(random: Random): AccountSpec[] {
  const accounts: AccountSpec[] = [];
  for (let i = 1; i <= DEMO.gruber.accountCount; i += 1) {
    const [postcode, city] = PLACES[(i * 7) % PLACES.length];
    const street = STREETS[i % STREETS.length];
    const housenumber = String(1 + ((i * 13) % 60));
    const gas = i % 3 === 0;
    const general = i % 5 === 1;
    const tenant = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    accounts.push({
      bp: DEMO.gruber.businessPartner,
      can: `400034567${String(i).padStart(3, '0')}`,
      branch: gas ? 'GAS' : 'STROM',
      active: i % 8 !== 0,
      description: general
        ? `${gas ? 'Gas' : 'Allgemeinstrom'} ${street} ${housenumber}`
        : `${gas ? 'Gas' : 'Strom'} Top ${1 + (i % 12)} (Leerstand, zuletzt ${tenant})`,
      street,
      housenumber,
      ...(general ? {} : { floor: String(1 + (i % 4)), room: String(1 + (i % 12)) }),
      postcode,
      city,
      paperless: 'PAPERLESS',
      iban: austrianIban('15000', `0${String(4567000 + i).padStart(10, '0')}`),
      depositor: 'Hausverwaltung Gruber GmbH',
    });
  }
  return accounts;
}

/**
 * Invoices for every account, and instalment agreements for max's (one changeable). An invoice's total is set once its
 * readings exist (priceDemoInvoices): until then it is 0.
 */
async function seedBilling(tx: Queryable, accounts: AccountSpec[], today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const invoices: Row[] = [];
  accounts.forEach((a, index) => {
    const count = a.bp === DEMO.gruber.businessPartner ? 2 : 4;
    for (let k = 0; k < count; k += 1) {
      invoices.push({
        invoice_number: `7${String(index + 1).padStart(6, '0')}${String(k + 1).padStart(5, '0')}`,
        contract_account_number: a.can,
        invoice_date: `${year - k - (a.active ? 0 : 3)}-0${a.branch === 'GAS' ? 2 : 1}-${String(10 + (index % 15)).padStart(2, '0')}`,
        total: 0,
      });
    }
  });
  await insert(tx, 'invoices', invoices);

  await insert(tx, 'installment_agreements', [
    {
      contract_account_number: DEMO.max.smartMeterAccount,
      current_amount: 85,
      changeable: true,
      min_amount: 40,
      max_amount: 250,
      currency: 'EUR',
    },
    {
      contract_account_number: DEMO.max.gasAccount,
      current_amount: 62,
      changeable: false,
      min_amount: null,
      max_amount: null,
      currency: 'EUR',
    },
    {
      contract_account_number: DEMO.erika.accounts[0],
      current_amount: 48,
      changeable: true,
      min_amount: 20,
      max_amount: 150,
      currency: 'EUR',
    },
  ]);
  const installments: Row[] = [];
  const month = Number(today.slice(5, 7));
  for (const [can, amount] of [
    [DEMO.max.smartMeterAccount, 85],
    [DEMO.max.gasAccount, 62],
    [DEMO.erika.accounts[0], 48],
  ] as const) {
    for (let k = 1; k <= 11; k += 1) {
      const m = month + k;
      const due = `${year + Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}-15`;
      installments.push({ contract_account_number: can, due_date: due, amount });
    }
  }
  await insert(tx, 'installments', installments);
}
