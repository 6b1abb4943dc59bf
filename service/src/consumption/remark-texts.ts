import type { Granularity } from '@portal/shared/contract/enums';

/** German words of the result remarks: a customer reads them above the chart, so no API codes in them. */
const GRANULARITY_VALUES: Record<Granularity, string> = {
  QUARTER_OF_AN_HOUR: 'Viertelstundenwerte',
  HOUR: 'Stundenwerte',
  DAY: 'Tageswerte',
  MONTH: 'Monatswerte',
  YEAR: 'Jahreswerte',
};

/** The remark of a range over one year whose finer granularity was lowered to days. */
export const loweredGranularityRemark = (requested: Granularity) =>
  `Für Zeiträume über einem Jahr werden höchstens Tageswerte geliefert (angefordert: ${GRANULARITY_VALUES[requested]}).`;

/** The remark of a result without any value in its range. */
export const NO_VALUES_REMARK = 'Für den gewählten Zeitraum sind keine Werte vorhanden.';
