import { consentIsRevocable, consentStatusOn, requestIsOpen, requestStatusOn } from '../../src/consents/consent-status';
import {
  addablePods,
  extensionRefusal,
  fitsRequest,
  matchChosenPods,
  selectablePods,
  type CustomerContract,
} from '../../src/consents/selectable-pods';

const TODAY = '2026-11-25';

describe('status decided when read', () => {
  it('a request is open until its deadline (inclusive), then TIMEOUT; an answer decides for good', () => {
    const open = { decision: null, qrCode: false, answerDeadline: TODAY };
    expect(requestStatusOn(open, TODAY)).toBe('REQUESTED');
    expect(requestStatusOn({ ...open, qrCode: true }, TODAY)).toBe('QR_CODE_SENT');
    expect(requestStatusOn(open, '2026-11-26')).toBe('TIMEOUT');
    expect(requestStatusOn({ ...open, decision: 'CONFIRMED' }, '2027-01-01')).toBe('ACTIVE');
    expect(requestStatusOn({ ...open, decision: 'REJECTED' }, TODAY)).toBe('REJECTED');
    expect(requestIsOpen('QR_CODE_SENT')).toBe(true);
    expect(requestIsOpen('TIMEOUT')).toBe(false);
  });

  it('a running consent concludes after its last day; a pending one times out after its deadline', () => {
    expect(consentStatusOn({ status: 'ACTIVE', validTo: TODAY, answerDeadline: null }, TODAY)).toBe('ACTIVE');
    expect(consentStatusOn({ status: 'ACTIVE', validTo: '2026-11-24', answerDeadline: null }, TODAY)).toBe('CONCLUDED');
    expect(consentStatusOn({ status: 'ACTIVE_UNCHANGEABLE', validTo: '2026-11-24', answerDeadline: null }, TODAY)).toBe('CONCLUDED');
    expect(consentStatusOn({ status: 'ACTIVE', validTo: '9999-12-31', answerDeadline: null }, TODAY)).toBe('ACTIVE');
    expect(consentStatusOn({ status: 'REQUESTED', validTo: '9999-12-31', answerDeadline: '2026-11-24' }, TODAY)).toBe('TIMEOUT');
    expect(consentStatusOn({ status: 'QR_CODE_SENT', validTo: '9999-12-31', answerDeadline: TODAY }, TODAY)).toBe('QR_CODE_SENT');
    expect(consentStatusOn({ status: 'REVOKED', validTo: '2026-01-01', answerDeadline: null }, TODAY)).toBe('REVOKED');
  });

  it('only running (changeable) or pending consents can be revoked', () => {
    expect(['ACTIVE', 'REQUESTED', 'QR_CODE_SENT'].every((s) => consentIsRevocable(s as 'ACTIVE'))).toBe(true);
    expect(['ACTIVE_UNCHANGEABLE', 'CONCLUDED', 'REVOKED', 'TIMEOUT'].some((s) => consentIsRevocable(s as 'ACTIVE'))).toBe(false);
  });
});

const contract = (overrides: Partial<CustomerContract>): CustomerContract => ({
  podId: 1,
  contractNumber: '300000000001',
  branch: 'STROM',
  meterPointAdministrationNumber: 'AT0030000000000000000000000100001',
  address: 'Lindenweg 7, 4020 Linz',
  active: true,
  powerGenerationUnit: false,
  smartMeterType: 'SMART_METER',
  ...overrides,
});

describe('which metering points fit a request', () => {
  const supply = contract({});
  const feedIn = contract({ contractNumber: '300000000009', powerGenerationUnit: true });
  const gas = contract({
    podId: 2,
    contractNumber: '300000000002',
    branch: 'GAS',
    meterPointAdministrationNumber: 'AT0030000000000000000000000100002',
    smartMeterType: 'NONSMART_METER',
  });
  const ended = contract({
    podId: 3,
    contractNumber: '300000000003',
    active: false,
    meterPointAdministrationNumber: 'AT0030000000000000000000000100003',
  });
  const conventional = contract({
    podId: 4,
    contractNumber: '300000000004',
    smartMeterType: 'NONCONFORM_SMART_METER',
    meterPointAdministrationNumber: 'AT0030000000000000000000000100004',
  });
  const all = [supply, feedIn, gas, ended, conventional];

  it('load profiles need a running electricity contract with quarter-hour values', () => {
    const rows = selectablePods(all, { datatype: 'LOAD_PROFILE', energyDirection: null });
    expect(rows.map((r) => r.contractNumber)).toEqual(['300000000001', '300000000009']);
  });

  it('an energy community asks for one side: generation = the feed-in contract', () => {
    expect(fitsRequest(feedIn, { datatype: 'ENERGY_COMMUNITY_REGISTRATION_RCL', energyDirection: 'GENERATION' })).toBe(true);
    expect(fitsRequest(supply, { datatype: 'ENERGY_COMMUNITY_REGISTRATION_RCL', energyDirection: 'GENERATION' })).toBe(false);
    expect(fitsRequest(supply, { datatype: 'ENERGY_COMMUNITY_REGISTRATION_RCL', energyDirection: 'CONSUMPTION' })).toBe(true);
  });

  it('master data fit every running contract, gas too', () => {
    expect(selectablePods(all, { datatype: 'MASTER_DATA', energyDirection: null })).toHaveLength(4);
  });

  it('matches chosen rows: one contract per meter point, and the index of every row that is not selectable', () => {
    const needs = { datatype: 'LOAD_PROFILE' as const, energyDirection: null };
    const ok = matchChosenPods([supply, feedIn], all, needs);
    expect(ok).toEqual({ ok: true, contracts: [supply] });
    const foreign = { contractNumber: '399999999999', meterPointAdministrationNumber: 'AT0030000000000000000000000999999' };
    expect(matchChosenPods([supply, gas, foreign], all, needs)).toEqual({ ok: false, invalid: [1, 2] });
    // The right contract on another meter point is not the customer's row either.
    expect(
      matchChosenPods(
        [{ contractNumber: supply.contractNumber, meterPointAdministrationNumber: gas.meterPointAdministrationNumber }],
        all,
        needs,
      ),
    ).toEqual({ ok: false, invalid: [0] });
  });
});

describe('extending a consent to further metering points', () => {
  it('only a running, changeable consent that is not an energy community’s', () => {
    const running = { status: 'ACTIVE', changeable: true, energyCommunityConsent: false };
    expect(extensionRefusal(running)).toBeNull();
    expect(extensionRefusal({ ...running, status: 'ACTIVE_UNCHANGEABLE', changeable: false })).toBe('NOT_ACTIVE');
    expect(extensionRefusal({ ...running, status: 'REQUESTED' })).toBe('NOT_ACTIVE');
    expect(extensionRefusal({ ...running, status: 'CONCLUDED', changeable: false })).toBe('NOT_ACTIVE');
    // Changed on this visit (e.g. revoked meanwhile) counts as not changeable.
    expect(extensionRefusal({ ...running, changeable: false })).toBe('NOT_ACTIVE');
    expect(extensionRefusal({ ...running, energyCommunityConsent: true })).toBe('ENERGY_COMMUNITY');
  });

  it('offers fitting metering points that no running consent of the grant covers', () => {
    const needs = { datatype: 'LOAD_PROFILE' as const, energyDirection: null };
    const own = contract({});
    const other = contract({
      podId: 5,
      contractNumber: '300000000005',
      meterPointAdministrationNumber: 'AT0030000000000000000000000100005',
    });
    const gas = contract({
      podId: 6,
      contractNumber: '300000000006',
      branch: 'GAS',
      meterPointAdministrationNumber: 'AT0030000000000000000000000100006',
    });
    const covered = new Set([own.meterPointAdministrationNumber]);
    expect(addablePods([own, other, gas], needs, covered).map((row) => row.contractNumber)).toEqual(['300000000005']);
    expect(addablePods([own, other], needs, new Set([own.meterPointAdministrationNumber, other.meterPointAdministrationNumber]))).toEqual(
      [],
    );
  });
});
