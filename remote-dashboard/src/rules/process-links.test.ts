import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { account, contractDetail, generationData, withPointOfDelivery } from '../test/fixtures';
import { contractProcessPath } from './contract-links';
import {
  pendingActivation,
  processLinks,
  showDeviceKeyWidgets,
  showLoadProfileActivationLink,
  showOptInLink,
  showSmartMeterActivationLink,
  showSmallInfeederActivationLink,
  showSmallInfeederDeactivationLink,
} from './process-links';

const base = (overrides: Partial<ContractDetail> = {}) =>
  contractDetail(account(1).contracts[0], { contractNumber: '300012345001', ...overrides });
const keys = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' };
const editable = { ...keys, editable: true };
const readOnly = { ...keys, editable: false };

describe('process links', () => {
  it('opt-in needs an editable account and optInPossible', () => {
    expect(showOptInLink({ editable: true }, { optInPossible: true })).toBe(true);
    expect(showOptInLink({ editable: false }, { optInPossible: true })).toBe(false);
    expect(showOptInLink({ editable: true }, { optInPossible: false })).toBe(false);
  });

  it('smart-meter and load-profile activation follow their flags', () => {
    expect(showSmartMeterActivationLink({ smartMeterActivationPossible: true })).toBe(true);
    expect(showSmartMeterActivationLink({})).toBe(false);
    expect(showLoadProfileActivationLink({ loadProfileActivationPossible: true })).toBe(true);
    expect(showLoadProfileActivationLink({ loadProfileActivationPossible: false })).toBe(false);
  });

  it('M-Bus key and wifi reader need an editable account and deviceKeyAvailable', () => {
    expect(showDeviceKeyWidgets({ editable: true }, { deviceKeyAvailable: true })).toBe(true);
    expect(showDeviceKeyWidgets({ editable: false }, { deviceKeyAvailable: true })).toBe(false);
    expect(showDeviceKeyWidgets({ editable: true }, { deviceKeyAvailable: false })).toBe(false);
  });

  it('small in-feeder activation and deactivation follow their flags', () => {
    const contract = base({ generationData: generationData({ smallInFeederActivationPossible: true }) });
    expect(showSmallInfeederActivationLink(contract)).toBe(true);
    expect(showSmallInfeederDeactivationLink(contract)).toBe(false);
    expect(showSmallInfeederDeactivationLink(base({ generationData: generationData({ smallInFeederDeactivationPossible: true }) }))).toBe(
      true,
    );
    expect(showSmallInfeederActivationLink(base())).toBe(false);
  });

  it.each([
    ['SMART_METER_PENDING', 'SMART_METER_PENDING'],
    ['LOAD_PROFILE_PENDING', 'LOAD_PROFILE_PENDING'],
    ['SMART_METER_ACTIVATION_POSSIBLE', null],
    ['UNKNOWN_STATUS', null],
    [undefined, null],
  ] as const)('activation status %s gives the pending text %s', (status, pending) => {
    expect(pendingActivation(withPointOfDelivery(base(), { activationStatus: status }))).toBe(pending);
  });

  it('lists every applicable link with its route, in display order', () => {
    const contract = base({
      optInPossible: true,
      smartMeterActivationPossible: true,
      loadProfileActivationPossible: true,
      deviceKeyAvailable: true,
      generationData: generationData({ smallInFeederActivationPossible: true, smallInFeederDeactivationPossible: true }),
    });
    expect(processLinks(editable, contract)).toEqual([
      { kind: 'smartMeterOptIn', to: '/portal/smartmeter/opt-in/1000012345/400012345001/300012345001' },
      { kind: 'smartMeterActivation', to: '/portal/smartmeter/activate/1000012345/400012345001/300012345001' },
      { kind: 'loadProfileActivation', to: '/portal/load-profile/activate/1000012345/400012345001/300012345001' },
      { kind: 'smartMeterKey', to: '/portal/smartmeter/key/1000012345/400012345001/300012345001' },
      { kind: 'smallInfeederActivation', to: '/portal/infeed/small/activate/1000012345/400012345001/300012345001' },
      { kind: 'smallInfeederDeactivation', to: '/portal/infeed/small/deactivate/1000012345/400012345001/300012345001' },
    ]);
    expect(processLinks(readOnly, contract).map((link) => link.kind)).toEqual([
      'smartMeterActivation',
      'loadProfileActivation',
      'smallInfeederActivation',
      'smallInfeederDeactivation',
    ]);
    expect(processLinks(editable, base())).toEqual([]);
  });

  it('builds the quick-check route', () => {
    expect(contractProcessPath('infeedQuickCheck', { ...keys, contractNumber: '300012345009' })).toBe(
      '/portal/infeed/quick-check/1000012345/400012345001/300012345009',
    );
  });
});
