import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { trafficLight, type ShownTrafficColour } from '../rules/grid-capacity';
import { texts } from '../texts';
import { WidgetCard } from './widget-card';

/** Top to bottom, as on a traffic light; grey lights none of them. */
const LAMPS: ShownTrafficColour[] = ['RED', 'YELLOW', 'GREEN'];

/**
 * Grid-capacity traffic light (portal-processes §2.3): introduction, the colour as a lamp and in words, its text for a
 * plant expansion or a new plant, and the footnote for the reason red-medium-voltage-branch.
 */
export function GridCapacityWidget({ contract }: { contract: Pick<ContractDetail, 'generationData' | 'powerGenerationUnit'> }) {
  const light = trafficLight(contract);
  if (!light) return null;
  const t = texts.gridCapacity;
  return (
    <WidgetCard title={t.heading} className="np-dashboard-card--grid-capacity">
      <p>{t.intro}</p>
      <div className={`np-dashboard-light np-dashboard-light--${light.colour.toLowerCase()}`}>
        <span className="np-dashboard-light__housing" aria-hidden="true">
          {LAMPS.map((lamp) => (
            <span
              key={lamp}
              className={`np-dashboard-light__lamp np-dashboard-light__lamp--${lamp.toLowerCase()}${lamp === light.colour ? ' np-dashboard-light__lamp--on' : ''}`}
            />
          ))}
        </span>
        <p className="np-dashboard-light__text">
          <strong>
            {t.colourLabel}: {t.colourName[light.colour]}
          </strong>
          <br />
          {t.colourText[light.plantCase][light.colour]}
          {light.mediumVoltageFootnote ? <sup aria-hidden="true">*</sup> : null}
        </p>
      </div>
      {light.mediumVoltageFootnote ? (
        <p className="np-dashboard-note">
          <span aria-hidden="true">* </span>
          {t.footnote}
        </p>
      ) : null}
    </WidgetCard>
  );
}
