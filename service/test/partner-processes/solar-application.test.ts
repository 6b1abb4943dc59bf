import type { SolarApplicationRow } from '../../src/partner-processes/queries';
import { extensionPossible, increasePossible, toSolarPowerApplication } from '../../src/partner-processes/solar-application';

const row = (overrides: Partial<SolarApplicationRow> = {}): SolarApplicationRow => ({
  id: 1,
  key: '00000000-0000-4000-8000-000000000001',
  business_partner_number: '1000012345',
  contract_account_number: '400012345001',
  partner_name: 'Max Mustermann',
  pod: 'AT0030000000000000000000000100001',
  street: 'Lindenweg',
  housenumber: '7',
  housenumber_affix: null,
  postcode: '4020',
  city: 'Linz',
  country: 'AT',
  status: 'IN_PROGRESS',
  queue_position: null,
  grid_confirmation: '2026-01-29',
  grid_confirmation_valid_until: '2027-01-29',
  approval_validity_months: 12,
  approval_extension_allowed: true,
  max_capacity: '12.50',
  power_feed_restriction: '4.20',
  power_feed_information: null,
  large_max_capacity: false,
  feed_in_limitation_increase_allowed: true,
  limitation_increase_requested_capacity: null,
  processing_number: '4000000001',
  inquiry_number: '7000000001',
  steps: [],
  user_email: null,
  ...overrides,
});

describe('extensionPossible', () => {
  it('once, while running, when allowed and a confirmation exists', () => {
    expect(extensionPossible(row())).toBe(true);
    expect(extensionPossible(row({ status: 'OPEN' }))).toBe(true);
    expect(extensionPossible(row({ approval_validity_months: 24 }))).toBe(false);
    expect(extensionPossible(row({ approval_extension_allowed: false }))).toBe(false);
    expect(extensionPossible(row({ grid_confirmation_valid_until: null }))).toBe(false);
    expect(extensionPossible(row({ status: 'COMPLETED_SUCCESS' }))).toBe(false);
  });
});

describe('increasePossible', () => {
  it('once, when allowed, limited and the range above the limit holds a whole kW', () => {
    expect(increasePossible(row())).toBe(true);
    expect(increasePossible(row({ limitation_increase_requested_capacity: 8 }))).toBe(false);
    expect(increasePossible(row({ feed_in_limitation_increase_allowed: false }))).toBe(false);
    expect(increasePossible(row({ power_feed_restriction: null }))).toBe(false);
    expect(increasePossible(row({ status: 'COMPLETED_ERROR' }))).toBe(false);
    // 12,2 rounded up is 13, above 12,5 rounded down: nothing to choose.
    expect(increasePossible(row({ power_feed_restriction: '12.20' }))).toBe(false);
  });
});

describe('toSolarPowerApplication', () => {
  it('answers numbers as numbers and the flags derived from the state', () => {
    expect(toSolarPowerApplication(row({ approval_validity_months: 24, limitation_increase_requested_capacity: 9 }))).toMatchObject({
      maxCapacity: 12.5,
      powerFeedRestriction: 4.2,
      approvalValidityExtensionPossible: false,
      approvalValidityExtended: true,
      feedInLimitationIncreasePossible: false,
      feedInLimitationIncreaseRequestedCapacity: 9,
      podAddress: { country: 'AT', street: 'Lindenweg', housenumber: '7', postcode: '4020', city: 'Linz' },
    });
  });
});
