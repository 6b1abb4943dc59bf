import type { ProfileListEntry } from '@portal/shared/contract/consumption';

/** What the meter point select needs of an entry (and how it navigates to it). */
export type MeterPointChoice = Pick<
  ProfileListEntry,
  | 'businessPartnerNumber'
  | 'contractAccountNumber'
  | 'contractNumber'
  | 'meterPointAdministrationNumber'
  | 'description'
  | 'powerGenerationUnit'
>;

/**
 * The meter point select's entries (portal-core §2): the user's meter points with profile data, the open one always
 * among them. While the list loads the select holds the open one alone, so it has its place from the first render and
 * the controls after it do not move when the list arrives.
 */
export function meterPointChoices(pods: readonly ProfileListEntry[], current: MeterPointChoice): MeterPointChoice[] {
  const listed = pods.filter((p) => p.minimumDate && p.maximumDate);
  return listed.some((p) => p.contractNumber === current.contractNumber) ? listed : [current, ...listed];
}
