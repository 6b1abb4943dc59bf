import type { ContractAccountDetail, ContractDetail, LastReading } from '@portal/shared/contract/contract-account';
import { formatNumber } from '@portal/shared/format/number';
import { unitLabel } from '@portal/shared/format/unit';

/** The latest reading of each register of the contract's meter (empty when there is none). */
export const latestReadings = (contract: Pick<ContractDetail, 'pointOfDelivery'>): LastReading[] =>
  contract.pointOfDelivery.lastReadings?.values ?? [];

/** The current-meter-reading widget needs at least one latest reading. */
export const showMeterReading = (contract: Pick<ContractDetail, 'pointOfDelivery'>) => latestReadings(contract).length > 0;

/** A register's reference number is told only when the meter has several (portal-processes §2.3). */
export const showReferenceNumbers = (readings: readonly LastReading[]) => readings.length > 1;

const places = (decimalPlaces: number) => Math.min(Math.max(Math.trunc(decimalPlaces) || 0, 0), 9);

/**
 * The digits a meter's counter shows: the integer digits (no grouping, as on the counter) and exactly decimalPlaces
 * decimal digits, rounded half away from zero on the decimal value.
 */
export function readingDigits(reading: Pick<LastReading, 'decimalPlaces' | 'newResult'>): { integer: string; fraction: string } {
  const decimals = places(reading.decimalPlaces);
  const value = Math.abs(reading.newResult.readingValue);
  const fixed = Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`).toFixed(decimals);
  const [integer, fraction = ''] = fixed.split('.');
  return { integer, fraction };
}

/** The reading as read aloud and in text: de-AT with its decimal places and unit (`12.345,678 kWh`). */
export function readingText(reading: Pick<LastReading, 'decimalPlaces' | 'newResult' | 'unit'>): string {
  return `${formatNumber(reading.newResult.readingValue, places(reading.decimalPlaces))} ${unitLabel(reading.unit)}`;
}

/** The button to the reading route when the ACCOUNT is editable and a new reading is possible (portal-processes §2.3, §6). */
export const showReadingLink = (account: Pick<ContractAccountDetail, 'editable'>, contract: Pick<ContractDetail, 'newReadingPossible'>) =>
  account.editable && contract.newReadingPossible === true;
