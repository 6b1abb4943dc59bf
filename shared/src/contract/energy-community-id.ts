/**
 * Energy-community ids as the live portal serves them: 33 characters built like a meter point number, AT + grid
 * operator (6 digits) + postcode block (5 digits) + the community's market-partner id (RC/CC + 6 digits, the id the
 * consents list names as serviceProvider) + a 12-digit serial, e.g. `AT00300000000RC100930000000965743`.
 */
export const ENERGY_COMMUNITY_ID_PATTERN = '^AT[0-9]{11}[A-Z]{2}[0-9]{6}[0-9]{12}$';

const MARKET_PARTNER_START = 13;
const MARKET_PARTNER_LENGTH = 8;

/** The market-partner id inside a community id (RC100930 in the example), or null for an id of another form. */
export function marketPartnerIdOf(energyCommunityId: string): string | null {
  return new RegExp(ENERGY_COMMUNITY_ID_PATTERN).test(energyCommunityId)
    ? energyCommunityId.slice(MARKET_PARTNER_START, MARKET_PARTNER_START + MARKET_PARTNER_LENGTH)
    : null;
}

/** A community id from its parts: operator prefix `AT` + 6 digits, market-partner id and serial number. */
export function energyCommunityId(operatorPrefix: string, marketPartnerId: string, serial: number): string {
  const id = `${operatorPrefix}00000${marketPartnerId}${String(serial).padStart(12, '0')}`;
  if (!new RegExp(ENERGY_COMMUNITY_ID_PATTERN).test(id)) throw new Error(`not a community id: ${id}`);
  return id;
}
