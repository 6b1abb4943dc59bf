import type { ContractDetail } from '@portal/shared/contract/contract-account';
import type { InfeederRequestType } from '@portal/shared/contract/enums';
import { offersPerformanceMonitoring } from '@portal/shared/contract/performance-monitoring';

type RequestTypeContract = Pick<ContractDetail, 'branch' | 'powerGenerationUnit' | 'smartMeterType' | 'pointOfDelivery'>;

/**
 * The request type the consumption route shows for its last path segment (portal-core §2): performance monitoring only
 * for a contract that has it (portal-processes §2.3), else and for any unknown segment the base view.
 */
export function shownRequestType(segment: string, contract: RequestTypeContract): InfeederRequestType {
  return segment === 'performance-monitoring' && offersPerformanceMonitoring(contract) ? 'performance-monitoring' : 'base';
}
