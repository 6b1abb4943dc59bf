import { storeShortCode } from '../accounts/codes';
import type { Queryable } from '../db/db';
import type { DemoSeedContext } from './seed';

/**
 * Customers of the grid operator without a portal account (issue 4): each can register with meter point, meter number
 * and the identifier named here; every identifier type exists in both branches. Fixed numbers for the README and the
 * tests; each also has a contract account number and postcode (required with a name, checked whenever sent).
 */
export const REGISTRATION_DEMO = [
  {
    identifier: 'BUSINESS_PARTNER_NUMBER',
    branch: 'STROM',
    businessPartnerNumber: '1000050001',
    name: 'Anna Huber',
    salutation: 'Frau',
    firstname: 'Anna',
    lastname: 'Huber',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500001',
    meterNumber: '50000001',
    contractAccountNumber: '400050001001',
    street: 'Hauptstraße',
    housenumber: '12',
    postcode: '4020',
    city: 'Linz',
  },
  {
    identifier: 'LAST_NAME',
    branch: 'STROM',
    businessPartnerNumber: '1000050002',
    name: 'Florian Pichler',
    salutation: 'Herr',
    firstname: 'Florian',
    lastname: 'Pichler',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500002',
    meterNumber: '50000002',
    contractAccountNumber: '400050002001',
    street: 'Salzburger Straße',
    housenumber: '8',
    postcode: '4600',
    city: 'Wels',
  },
  {
    identifier: 'DATE_OF_BIRTH',
    branch: 'GAS',
    businessPartnerNumber: '1000050003',
    name: 'Theresa Leitner',
    salutation: 'Frau',
    firstname: 'Theresa',
    lastname: 'Leitner',
    dateOfBirth: '1984-05-17',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500003',
    meterNumber: '50000003',
    contractAccountNumber: '400050003001',
    street: 'Gartenstraße',
    housenumber: '5',
    postcode: '4400',
    city: 'Steyr',
  },
  {
    identifier: 'COMMERCIAL_REGISTER',
    branch: 'STROM',
    businessPartnerNumber: '1000050004',
    name: 'Bäckerei Moser GmbH',
    companyName: 'Bäckerei Moser GmbH',
    commercialRegister: 'FN 123456a',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500004',
    meterNumber: '50000004',
    contractAccountNumber: '400050004001',
    street: 'Linzer Straße',
    housenumber: '31',
    postcode: '4050',
    city: 'Traun',
  },
  {
    identifier: 'COMPANY_NAME',
    branch: 'GAS',
    businessPartnerNumber: '1000050005',
    name: 'Tischlerei Berger OG',
    companyName: 'Tischlerei Berger OG',
    commercialRegister: 'FN 654321b',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500005',
    meterNumber: '50000005',
    contractAccountNumber: '400050005001',
    street: 'Mühlweg',
    housenumber: '4',
    postcode: '4052',
    city: 'Ansfelden',
  },
  {
    identifier: 'LAST_NAME',
    branch: 'GAS',
    businessPartnerNumber: '1000050006',
    name: 'Lukas Eder',
    salutation: 'Herr',
    firstname: 'Lukas',
    lastname: 'Eder',
    dateOfBirth: '1990-11-03',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500006',
    meterNumber: '50000006',
    contractAccountNumber: '400050006001',
    street: 'Am Anger',
    housenumber: '17',
    postcode: '4481',
    city: 'Asten',
  },
  // With these, every identifier type exists in both branches.
  {
    identifier: 'DATE_OF_BIRTH',
    branch: 'STROM',
    businessPartnerNumber: '1000050007',
    name: 'Sabine Wimmer',
    salutation: 'Frau',
    firstname: 'Sabine',
    lastname: 'Wimmer',
    dateOfBirth: '1979-09-22',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500007',
    meterNumber: '50000007',
    contractAccountNumber: '400050007001',
    street: 'Kirchengasse',
    housenumber: '3',
    postcode: '4810',
    city: 'Gmunden',
  },
  {
    identifier: 'COMPANY_NAME',
    branch: 'STROM',
    businessPartnerNumber: '1000050008',
    name: 'Elektro Hofer GmbH',
    companyName: 'Elektro Hofer GmbH',
    commercialRegister: 'FN 345678d',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500008',
    meterNumber: '50000008',
    contractAccountNumber: '400050008001',
    street: 'Bahnhofstraße',
    housenumber: '22',
    postcode: '4910',
    city: 'Ried im Innkreis',
  },
  {
    identifier: 'BUSINESS_PARTNER_NUMBER',
    branch: 'GAS',
    businessPartnerNumber: '1000050009',
    name: 'Maria Steiner',
    salutation: 'Frau',
    firstname: 'Maria',
    lastname: 'Steiner',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500009',
    meterNumber: '50000009',
    contractAccountNumber: '400050009001',
    street: 'Böhmergasse',
    housenumber: '11',
    postcode: '4240',
    city: 'Freistadt',
  },
  {
    identifier: 'COMMERCIAL_REGISTER',
    branch: 'GAS',
    businessPartnerNumber: '1000050010',
    name: 'Holzbau Reiter GmbH',
    companyName: 'Holzbau Reiter GmbH',
    commercialRegister: 'FN 234567c',
    meterPointAdministrationNumber: 'AT0030000000000000000000000500010',
    meterNumber: '50000010',
    contractAccountNumber: '400050010001',
    street: 'Industriestraße',
    housenumber: '5',
    postcode: '4840',
    city: 'Vöcklabruck',
  },
] as const;

/** Max's second partner (holiday home) waits for letter activation with this code (stored only as a hash). */
export const LETTER_ACTIVATION_DEMO = { businessPartnerNumber: '1000012346', activationCode: 'BRIEF2026MAX' } as const;

/** Max's landline (his mobile is in the base data). */
export const MAX_LANDLINE = { businessPartnerNumber: '1000012345', number: '+43 732 123456', extension: '12' } as const;

async function insertCustomer(tx: Queryable, c: (typeof REGISTRATION_DEMO)[number], index: number, today: string): Promise<void> {
  const get = (key: string) => (c as Record<string, string | undefined>)[key] ?? null;
  await tx.query(
    `INSERT INTO business_partners (business_partner_number, user_id, salutation, firstname, lastname, company_name,
        commercial_register, date_of_birth, street, housenumber, postcode, city, country, ecommunication_active)
     VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'AT', false)`,
    [
      c.businessPartnerNumber,
      get('salutation'),
      get('firstname'),
      get('lastname'),
      get('companyName'),
      get('commercialRegister'),
      get('dateOfBirth'),
      c.street,
      c.housenumber,
      c.postcode,
      c.city,
    ],
  );
  const gas = c.branch === 'GAS';
  await tx.query(
    `INSERT INTO contract_accounts (contract_account_number, business_partner_number, description, branch, active, editable,
        street, housenumber, postcode, city, paperless)
     VALUES ($1, $2, $3, $4, true, true, $5, $6, $7, $8, 'BANKDATA_MISSING')`,
    [
      c.contractAccountNumber,
      c.businessPartnerNumber,
      `${gas ? 'Gas' : 'Strom'} ${c.street} ${c.housenumber}`,
      c.branch,
      c.street,
      c.housenumber,
      c.postcode,
      c.city,
    ],
  );
  const pod = await tx.query<{ id: number }>(
    `INSERT INTO pods (meter_point_number, meter_number, sub_station, station) VALUES ($1, $2, $3, $4) RETURNING id`,
    [c.meterPointAdministrationNumber, c.meterNumber, gas ? null : `UW ${c.city}`, gas ? null : `TS ${c.street} ${index + 1}`],
  );
  await tx.query(
    `INSERT INTO contracts (contract_number, contract_account_number, pod_id, branch, active, scale_type, supplier_id,
        supplier_name, synth_profile, move_in_date, smart_meter_type, contract_power, new_reading_possible)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $9, $10, $11, true)`,
    [
      `3${c.contractAccountNumber.slice(1)}`,
      c.contractAccountNumber,
      pod.rows[0].id,
      c.branch,
      gas ? 'Gas Haushalt' : get('companyName') ? 'Gewerbe' : 'Haushalt',
      gas ? '200150' : '100230',
      gas ? 'Erdgas Oberösterreich Vertrieb GmbH' : 'Musterenergie Vertrieb GmbH',
      gas ? 'HE08' : get('companyName') ? 'G0' : 'H0',
      `${Number(today.slice(0, 4)) - 3 - index}-${String(1 + (index % 12)).padStart(2, '0')}-01`,
      gas ? 'NONSMART_METER' : 'SMART_METER',
      gas ? null : 4,
    ],
  );
}

/** Demo data for registration candidates, pending activations and API tokens (issue 4); runs inside the seed transaction after the base data. */
export async function seedAccountData(context: DemoSeedContext): Promise<void> {
  const { tx, today } = context;
  // Counters of an earlier run would only get in the way of a fresh demo.
  await tx.query('DELETE FROM rate_limits');
  await REGISTRATION_DEMO.reduce(
    (previous, customer, index) => previous.then(() => insertCustomer(tx, customer, index, today)),
    Promise.resolve(),
  );
  await tx.query('UPDATE business_partners SET activation_pending = true WHERE business_partner_number = $1', [
    LETTER_ACTIVATION_DEMO.businessPartnerNumber,
  ]);
  // The letter's code is valid for a year from the seed run.
  await storeShortCode(
    tx,
    'LETTER_ACTIVATION',
    { businessPartnerNumber: LETTER_ACTIVATION_DEMO.businessPartnerNumber },
    LETTER_ACTIVATION_DEMO.activationCode,
    365 * 24 * 60,
  );
  await tx.query(
    `UPDATE business_partners SET landline = $2, landline_extension = $3, date_of_birth = '1978-03-14'
      WHERE business_partner_number = $1`,
    [MAX_LANDLINE.businessPartnerNumber, MAX_LANDLINE.number, MAX_LANDLINE.extension],
  );
}
