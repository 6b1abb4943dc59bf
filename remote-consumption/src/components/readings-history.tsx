import { useId } from 'react';
import type { Branch, EnergyDirection } from '@portal/shared/contract/enums';
import { formatDate } from '@portal/shared/format/date';
import { formatNumber } from '@portal/shared/format/number';
import { useGetReadingTypesQuery } from '../api/get-constants';
import type { MeterReadings, ReadingsHistory as History } from '@portal/shared/contract/contract-account';
import { dayBarPercent, readingTypesUsed } from '../rules/contract-history';
import { texts } from '../texts';
import { TableRegion } from './table-region';

/**
 * Readings history per meter (portal-processes §2.4 item 9): electricity with registers and a per-day bar (a feed-in's
 * as generation), gas as a table.
 */
export function ReadingsHistory({ history, branch, direction }: { history: History; branch: Branch; direction: EnergyDirection }) {
  const headingId = useId();
  const { data: readingTypes } = useGetReadingTypesQuery();
  const letters = readingTypesUsed(history);
  // Gas explains its columns too (Bm3, Zustandszahl, Brennwert, kWh).
  const explained = branch === 'GAS' ? [...letters, 'Bm3', 'Zustandszahl', 'Brennwert', 'kWh'] : letters;
  return (
    <section className="np-consumption-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.readings.heading}</h2>
      {history.meters.map((meter) =>
        branch === 'GAS' ? (
          <GasTable key={meter.meterNumber} meter={meter} />
        ) : (
          <ElectricityTable key={meter.meterNumber} meter={meter} max={history.maxConsumptionPerDay} direction={direction} />
        ),
      )}
      {readingTypes && explained.some((key) => readingTypes[key]) ? (
        <>
          <h3>{texts.readings.explanationsHeading}</h3>
          <dl className="np-reading-types">
            {explained
              .filter((key) => readingTypes[key])
              .map((key) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd>{readingTypes[key]}</dd>
                </div>
              ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}

function ElectricityTable({ meter, max, direction }: { meter: MeterReadings; max: number; direction: EnergyDirection }) {
  const caption = texts.readings.meter(meter.meterNumber);
  const amount = texts.amount[direction];
  const perDay = texts.amountPerDay[direction];
  return (
    <TableRegion label={caption} stacked>
      <table className="np-card-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.readings.period}</th>
            <th scope="col">{amount}</th>
            <th scope="col">{texts.readings.register}</th>
            <th scope="col">{texts.readings.oldReading}</th>
            <th scope="col">{texts.readings.newReading}</th>
            <th scope="col">{perDay}</th>
          </tr>
        </thead>
        <tbody>
          {meter.readings.map((entry) => {
            const registers = entry.registers?.length ? entry.registers : [null];
            return registers.map((register, index) => (
              <tr key={`${entry.from}-${register?.registernumber ?? index}`}>
                {index === 0 ? (
                  <>
                    <th scope="row" rowSpan={registers.length}>
                      {formatDate(entry.from)} – {formatDate(entry.to)}
                    </th>
                    <td className="np-number" rowSpan={registers.length} data-label={amount}>
                      {formatNumber(entry.relevantConsumption)} {entry.unit === 'KWH' ? 'kWh' : entry.unit}
                    </td>
                  </>
                ) : null}
                <td data-label={texts.readings.register}>{register?.registernumber ?? '–'}</td>
                <td className="np-number" data-label={texts.readings.oldReading}>
                  {register ? `${formatNumber(register.oldReading)} (${register.oldType})` : '–'}
                </td>
                <td className="np-number" data-label={texts.readings.newReading}>
                  {register ? `${formatNumber(register.newReading)} (${register.newType})` : '–'}
                </td>
                {index === 0 ? (
                  <td rowSpan={registers.length} data-label={perDay}>
                    <span className="np-day-bar">
                      <span className="np-day-bar__track" aria-hidden="true">
                        <span className="np-day-bar__fill" style={{ width: `${dayBarPercent(entry.consumptionPerDay, max)}%` }} />
                      </span>
                      <span className="np-day-bar__value">{formatNumber(entry.consumptionPerDay)} kWh</span>
                    </span>
                  </td>
                ) : null}
              </tr>
            ));
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}

function GasTable({ meter }: { meter: MeterReadings }) {
  const caption = texts.readings.meter(meter.meterNumber);
  return (
    <TableRegion label={caption} stacked>
      <table className="np-card-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.readings.period}</th>
            <th scope="col">{texts.readings.oldReading}</th>
            <th scope="col">{texts.readings.newReading}</th>
            <th scope="col">{texts.readings.bm3}</th>
            <th scope="col">{texts.readings.stateNumber}</th>
            <th scope="col">{texts.readings.calorificValue}</th>
            <th scope="col">{texts.readings.energy}</th>
          </tr>
        </thead>
        <tbody>
          {meter.readings.map((entry) => (
            <tr key={entry.from}>
              <th scope="row">
                {formatDate(entry.from)} – {formatDate(entry.to)}
              </th>
              <td
                className="np-number"
                data-label={texts.readings.oldReading}
              >{`${formatNumber(entry.oldValue)} (${entry.oldType ?? '–'})`}</td>
              <td
                className="np-number"
                data-label={texts.readings.newReading}
              >{`${formatNumber(entry.newValue)} (${entry.newType ?? '–'})`}</td>
              <td className="np-number" data-label={texts.readings.bm3}>
                {formatNumber(entry.calculatedConsumption)}
              </td>
              <td className="np-number" data-label={texts.readings.stateNumber}>
                {formatNumber(entry.conversionFactor, 4)}
              </td>
              <td className="np-number" data-label={texts.readings.calorificValue}>
                {formatNumber(entry.caloricValue, 3)}
              </td>
              <td className="np-number" data-label={texts.readings.energy}>
                {formatNumber(entry.relevantConsumption)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
