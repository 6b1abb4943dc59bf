import type { Country } from './enums';

// A module of its own (not an export added to enums.ts): the kit is one runtime singleton, and a remote must not need
// exports that an earlier-built host lacks.

/** German names of the countries of addresses and phones (portal-core §3): form options and addresses abroad. */
export const COUNTRY_NAMES: Record<Country, string> = {
  AT: 'Österreich',
  DE: 'Deutschland',
  CH: 'Schweiz',
  IT: 'Italien',
  CZ: 'Tschechien',
  SK: 'Slowakei',
  HU: 'Ungarn',
  SI: 'Slowenien',
  HR: 'Kroatien',
  LI: 'Liechtenstein',
};
