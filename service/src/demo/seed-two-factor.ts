import type { Queryable } from '../db/db';
import { hashPassword } from '../session/passwords';
import { replaceRecoveryCodes } from '../two-factor/queries';
import { hashRecoveryCode } from '../two-factor/recovery-codes';
import { encryptSecret } from '../two-factor/secret-box';

/**
 * A customer with the authenticator app on, so that a newcomer can try the second step: the secret is public (README)
 * and any authenticator app or `npx otpauth`-style one-liner computes the codes.
 */
export const DEMO_TWO_FACTOR = {
  login: 'lena.sicher',
  note: 'Zwei-Faktor-Anmeldung mit Authenticator-App (Geheimnis im README)',
  totpSecret: 'NETZPORTALZWEIFAKTORDEMOKUNDE234',
  /** Printed in the README; each works once per seed run. */
  recoveryCodes: ['DEMAA-AAAA2', 'DEMAB-BBBB3', 'DEMAC-CCCC4'],
  businessPartner: '1000067890',
  contractAccount: '400067890001',
  meterPoint: 'AT0030000000000000000000000600001',
} as const;

export async function seedTwoFactorDemo(tx: Queryable, key: Buffer, password: string): Promise<void> {
  const d = DEMO_TWO_FACTOR;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (login, password_hash, email, firstname, lastname, activated, roles)
     VALUES ($1, $2, 'lena.sicher@example.at', 'Lena', 'Sicher', true, '{customer}') RETURNING id`,
    [d.login, await hashPassword(password)],
  );
  const userId = rows[0].id;
  await tx.query(
    `INSERT INTO business_partners (business_partner_number, user_id, salutation, firstname, lastname, street,
       housenumber, postcode, city, country, email, ecommunication_active)
     VALUES ($1, $2, 'Frau', 'Lena', 'Sicher', 'Hauptplatz', '12', '4020', 'Linz', 'AT', 'lena.sicher@example.at', true)`,
    [d.businessPartner, userId],
  );
  await tx.query(
    `INSERT INTO contract_accounts (contract_account_number, business_partner_number, description, branch, active,
       editable, billed_by_provider, street, housenumber, postcode, city, paperless)
     VALUES ($1, $2, 'Strom Wohnung', 'STROM', true, true, true, 'Hauptplatz', '12', '4020', 'Linz', 'PAPERLESS')`,
    [d.contractAccount, d.businessPartner],
  );
  const pod = await tx.query<{ id: number }>(`INSERT INTO pods (meter_point_number, meter_number) VALUES ($1, '60000001') RETURNING id`, [
    d.meterPoint,
  ]);
  await tx.query(
    `INSERT INTO contracts (contract_number, contract_account_number, pod_id, branch, active, scale_type, synth_profile,
       supplier_id, supplier_name, move_in_date, smart_meter_type)
     VALUES ($1, $2, $3, 'STROM', true, 'Haushalt', 'H0', '100230', 'Musterenergie Vertrieb GmbH', '2021-03-01',
       'SMART_METER')`,
    [`3${d.contractAccount.slice(1)}`, d.contractAccount, pod.rows[0].id],
  );
  await tx.query(`INSERT INTO two_factor_totp (user_id, secret_encrypted, confirmed_at) VALUES ($1, $2, now())`, [
    userId,
    encryptSecret(key, d.totpSecret),
  ]);
  await replaceRecoveryCodes(tx, userId, d.recoveryCodes.map(hashRecoveryCode));
}
