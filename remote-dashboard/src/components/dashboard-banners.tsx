import { Link } from 'react-router-dom';
import type { BusinessPartner } from '@portal/shared/contract/dashboard';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { texts } from '../texts';

/** portal-core §2: one info banner per business partner whose electronic communication is inactive. */
export function ECommunicationBanners({ partners }: { partners: BusinessPartner[] }) {
  return (
    <>
      {partners.map((partner) => (
        <Banner key={partner.businessPartnerNumber} variant="info" role="none">
          <p>{texts.eCommunicationInactive(partner.entity.fullname, partner.businessPartnerNumber)}</p>
          <p>
            <Link to={`/portal/e-communication/${encodeURIComponent(partner.businessPartnerNumber)}`}>{texts.eCommunicationLink}</Link>
          </p>
        </Banner>
      ))}
    </>
  );
}

/** Only for users with the show-activation role (business partners waiting for their letter code). */
export function ActivationBanner() {
  return (
    <Banner variant="info" role="none">
      <p>{texts.activationInfo}</p>
      <p>
        <Link to="/portal/activation">{texts.activationLink}</Link>
      </p>
    </Banner>
  );
}
