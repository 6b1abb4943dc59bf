import type { GenerationData } from '@portal/shared/contract/contract-account';
import type { Queryable } from '../db/db';
import { generationDataOf, type StoredGenerationData } from './grid-capacity';
import { loadSmallInfeederRequests, loadStationLoads } from './queries';

interface ContractWithGeneration {
  contract_number: string;
  pod_id: number;
  active: boolean;
  generation_data: StoredGenerationData | null;
}

/**
 * The generation data of the contracts that have in-feed data (keyed by contract number): the stored flags, the
 * traffic light of the grid behind the meter point and a small in-feeder request in process.
 */
export async function loadGenerationData(
  db: Queryable,
  contracts: ContractWithGeneration[],
  today: string,
): Promise<Map<string, GenerationData>> {
  const withData = contracts.filter(
    (c): c is ContractWithGeneration & { generation_data: StoredGenerationData } => c.generation_data !== null,
  );
  if (withData.length === 0) return new Map();
  const [loads, requests] = await Promise.all([
    loadStationLoads(
      db,
      withData.map((c) => c.pod_id),
    ),
    loadSmallInfeederRequests(
      db,
      withData.map((c) => c.contract_number),
    ),
  ]);
  return new Map(
    withData.map((c) => {
      const request = requests.get(c.contract_number);
      const stored = { ...c.generation_data, ...(request ? { smallInFeederRequest: request } : {}) };
      return [c.contract_number, generationDataOf(stored, loads.get(c.pod_id) ?? null, { contractActive: c.active, today })];
    }),
  );
}
