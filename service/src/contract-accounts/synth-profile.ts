/**
 * The live portal names a contract's standard load profile by its German category, not by its code, and programs
 * written against it select devices by these names (API-COMPAT "Recorded answers"): a household is "Haushalt", a PV
 * feed-in "Photovoltaik". The code itself is served beside it as `synthProfileCode` (comparison profiles use it).
 */
const CATEGORY_BY_PREFIX: readonly [prefix: string, category: string][] = [
  // VDEW/BDEW electricity (H0, G0–G6, L0–L2) and the Austrian gas profiles (HE, HM: households; GK, GG…: business).
  ['H', 'Haushalt'],
  ['G', 'Gewerbe'],
  ['L', 'Landwirtschaft'],
];

export function synthProfileCategory(code: string | null, powerGenerationUnit: boolean): string | null {
  if (powerGenerationUnit) return 'Photovoltaik';
  if (!code) return null;
  return CATEGORY_BY_PREFIX.find(([prefix]) => code.toUpperCase().startsWith(prefix))?.[1] ?? code;
}
