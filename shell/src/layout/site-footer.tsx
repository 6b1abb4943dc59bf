import { Link } from 'react-router-dom';
import { request } from '@portal/shared/http/client';
import { logger } from '@portal/shared/http/logger';
import { useOperator } from '../app/portal-context';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Contact block of the operator (portal-processes §1), legal links and the copyright. */
export function SiteFooter({ authenticated }: { authenticated: boolean }) {
  const operator = useOperator();
  // A support shortcut: a logged-in user's double-click on the copyright resets the session cache on the server.
  const resetSession = () => {
    if (!authenticated) return;
    request({ method: 'POST', url: '/v1.0/session/reset', responseType: 'text', silent: true }).catch((error) =>
      logger.warn('session reset failed', error),
    );
  };

  return (
    <footer className="shell-footer">
      <div className="shell-container shell-footer__grid">
        <section aria-labelledby="shell-footer-contact">
          <h2 id="shell-footer-contact" className="shell-footer__heading">
            Kontakt
          </h2>
          <p>
            {operator.operatorName}
            <br />
            Kundenzentrum: {operator.customerCentreHours}
          </p>
        </section>
        <section aria-labelledby="shell-footer-hotlines">
          <h2 id="shell-footer-hotlines" className="shell-footer__heading">
            Hotlines
          </h2>
          <dl className="shell-footer__hotlines">
            <dt>Kundenservice-Hotline</dt>
            <dd>
              <a href={telHref(operator.customerServiceHotline)}>{operator.customerServiceHotline}</a>
            </dd>
            <dt>Störungshotline Strom (rund um die Uhr)</dt>
            <dd>
              <a href={telHref(operator.electricityFaultHotline)}>{operator.electricityFaultHotline}</a>
            </dd>
            <dt>Gas-Notruf</dt>
            <dd>
              <a href={telHref(operator.gasEmergencyNumber)}>{operator.gasEmergencyNumber}</a>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="shell-footer-links">
          <h2 id="shell-footer-links" className="shell-footer__heading">
            Rechtliches
          </h2>
          <ul className="shell-footer__links">
            <li>
              <Link to="/privacy">Datenschutz</Link>
            </li>
            <li>
              <Link to="/impress">Impressum</Link>
            </li>
            <li>
              <Link to="/termsOfService">Nutzungsbedingungen</Link>
            </li>
            <li>
              <Link to="/accessibility">Barrierefreiheit</Link>
            </li>
            <li>
              <a href={operator.homepageUrl}>Zur Website von {operator.operatorName}</a>
            </li>
          </ul>
        </section>
      </div>
      <div className="shell-container">
        <p className="shell-footer__copyright" onDoubleClick={resetSession}>
          © {new Date().getFullYear()} {operator.operatorName}
        </p>
      </div>
    </footer>
  );
}
