import { mixed, object, string } from 'yup';
import { ACCOUNT_LIMITS, type UsernameRetrievalRequest } from '@portal/shared/contract/account';
import { BRANCHES, type Branch } from '@portal/shared/contract/enums';
import { normalizeMeterPoint } from '@portal/shared/format/meter-point';
import { maskMeterPoint, METER_POINT_PREFIXES } from '@portal/shared/format/meter-point-mask';
import { texts } from '../texts';
import { meterPointRule } from './meter-point-rule';

const t = texts.usernameRetrieval;

export interface UsernameRetrievalValues {
  /** Only chooses the meter point number's fixed prefix; not sent. */
  branch: Branch;
  meterPointAdministrationNumber: string;
  meterNumber: string;
}

export const initialUsernameRetrievalValues = (prefixes: Record<Branch, string> = METER_POINT_PREFIXES): UsernameRetrievalValues => ({
  branch: 'STROM',
  meterPointAdministrationNumber: maskMeterPoint('', prefixes.STROM),
  meterNumber: '',
});

/** portal-processes §5 "Username retrieval": meter point number 33 characters; meter number required, max 10. */
export const usernameRetrievalSchema = object({
  branch: mixed<Branch>().oneOf(BRANCHES, texts.registration.branchRequired).required(texts.registration.branchRequired),
  meterPointAdministrationNumber: meterPointRule(),
  meterNumber: string().trim().required(t.meterNumberRequired).max(ACCOUNT_LIMITS.retrievalMeterNumberMax, t.meterNumberTooLong),
});

export const usernameRetrievalRequestOf = (values: UsernameRetrievalValues): UsernameRetrievalRequest => ({
  meterPointAdministrationNumber: normalizeMeterPoint(values.meterPointAdministrationNumber),
  meterNumber: values.meterNumber.trim(),
});
