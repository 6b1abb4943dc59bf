import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LandlinePhone, MobilePhone, ProfileBusinessPartner } from '@portal/shared/contract/account';
import type { AccountAddress } from '@portal/shared/contract/address';
import { useAppDispatch } from '@portal/shared/state/hooks';
import { sessionCheckRequested } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetProfileQuery } from '../api/get-profile';
import { AddressDialog } from '../components/address-dialog';
import { EmailDialog } from '../components/email-dialog';
import { LandlineDialog } from '../components/landline-dialog';
import { MobileDialog } from '../components/mobile-dialog';
import { PasswordDialog } from '../components/password-dialog';
import { TwoFactorSection } from '../components/two-factor-section';
import { countryName } from '../rules/countries';
import { texts } from '../texts';
import '../account.css';

const t = texts.profile;

type Editing =
  { kind: 'email' | 'password' } | { kind: 'address' | 'landline' | 'mobile'; partner: ProfileBusinessPartner; pending?: MobilePhone };

/** Which section shows a success message: 'user' or a business partner number. */
interface Saved {
  scope: string;
  title?: string;
  text: string;
}

/** A success message in a live region that exists from the start, so screen readers announce it. */
function SavedMessage({ saved, scope }: { saved: Saved | null; scope: string }) {
  const shown = saved?.scope === scope ? saved : null;
  return (
    <div aria-live="polite" aria-atomic="true">
      {shown ? (
        <Banner variant="success" role="none" title={shown.title}>
          <p>{shown.text}</p>
        </Banner>
      ) : null}
    </div>
  );
}

function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="np-account__row">
      <dt>{label}</dt>
      <dd>
        <div className="np-account__value">{children}</div>
        {action}
      </dd>
    </div>
  );
}

function EditButton({ label, partner, onClick }: { label: string; partner?: ProfileBusinessPartner; onClick: () => void }) {
  return (
    <Button variant="secondary" className="np-account__edit" onClick={onClick}>
      {label}
      {partner ? <span className="np-visually-hidden">{t.forPartner(partner.entity.fullname, partner.businessPartnerNumber)}</span> : null}
    </Button>
  );
}

function AddressLines({ address }: { address: AccountAddress }) {
  const number = [address.housenumber, address.housenumberAffix, address.floor, address.room].filter(Boolean).join('/');
  return (
    <address className="np-account__address">
      {address.street} {number}
      <br />
      {address.postcode} {address.city}
      <br />
      {countryName(address.country)}
    </address>
  );
}

function phoneText(phone: LandlinePhone | MobilePhone | undefined): string {
  if (!phone) return t.notSet;
  const extension = 'extension' in phone && phone.extension ? `, ${t.extension(phone.extension)}` : '';
  return `${phone.number}${extension}`;
}

function PartnerSection({
  partner,
  mobilePending,
  saved,
  onEdit,
}: {
  partner: ProfileBusinessPartner;
  /** A new mobile number waiting for its code (from this visit's change, or the service's answer). */
  mobilePending: MobilePhone | undefined;
  saved: Saved | null;
  onEdit: (editing: Editing) => void;
}) {
  const headingId = useId();
  const { entity } = partner;
  return (
    <section className="np-account__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.partnerHeading(entity.fullname, partner.businessPartnerNumber)}</h3>
      <SavedMessage saved={saved} scope={partner.businessPartnerNumber} />
      <dl className="np-account__data">
        <Row label={t.name}>{entity.fullname}</Row>
        <Row label={t.status}>
          {partner.activationPending ? (
            <>
              <span className="np-account__status np-account__status--pending">
                <span aria-hidden="true">! </span>
                {t.activationPending}
              </span>{' '}
              <Link to="/portal/activation">{t.activateLink}</Link>
            </>
          ) : (
            <span className="np-account__status np-account__status--active">
              <span aria-hidden="true">✓ </span>
              {t.statusActive}
            </span>
          )}
        </Row>
        <Row label={t.businessPartnerNumber}>{partner.businessPartnerNumber}</Row>
        <Row
          label={t.address}
          action={<EditButton label={t.editAddress} partner={partner} onClick={() => onEdit({ kind: 'address', partner })} />}
        >
          <AddressLines address={entity.address} />
        </Row>
        <Row
          label={t.landline}
          action={<EditButton label={t.editLandline} partner={partner} onClick={() => onEdit({ kind: 'landline', partner })} />}
        >
          {phoneText(entity.landline)}
        </Row>
        <Row
          label={t.mobile}
          action={
            <>
              <EditButton label={t.editMobile} partner={partner} onClick={() => onEdit({ kind: 'mobile', partner })} />
              {mobilePending ? (
                <EditButton
                  label={t.confirmMobile}
                  partner={partner}
                  onClick={() => onEdit({ kind: 'mobile', partner, pending: mobilePending })}
                />
              ) : null}
            </>
          }
        >
          {phoneText(entity.mobile)}
          {mobilePending ? (
            <>
              <br />
              {t.mobilePending(mobilePending.number)}
            </>
          ) : null}
        </Row>
        <Row label={t.eCommunication}>
          {partner.ecommunicationActive ? (
            <span className="np-account__status np-account__status--active">
              <span aria-hidden="true">✓ </span>
              {t.eCommunicationActive}
            </span>
          ) : (
            <>
              <span className="np-account__status">{t.eCommunicationInactive}</span>{' '}
              <Link to={`/portal/e-communication/${encodeURIComponent(partner.businessPartnerNumber)}`}>{t.eCommunicationLink}</Link>
            </>
          )}
        </Row>
      </dl>
    </section>
  );
}

/** /portal/profile: my data (portal-processes §2.4 item 7). Every edit opens a dialog. */
export default function ProfilePage() {
  const dispatch = useAppDispatch();
  const profileQuery = useGetProfileQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [pendingMobiles, setPendingMobiles] = useState<Record<string, MobilePhone>>({});
  const userHeadingId = useId();
  const partnersHeadingId = useId();

  if (profileQuery.isLoading) return <Spinner label={t.loading} />;
  const profile = profileQuery.data;
  if (!profile) return <Banner variant="error">{t.loadError}</Banner>;

  const close = () => setEditing(null);
  const done = (next: Saved) => {
    setEditing(null);
    setSaved(next);
  };
  const edit = (next: Editing) => {
    setSaved(null);
    setEditing(next);
  };

  return (
    <div className="np-account np-account--wide">
      <section className="np-account__section" aria-labelledby={userHeadingId}>
        <h2 id={userHeadingId}>{t.userHeading}</h2>
        <SavedMessage saved={saved} scope="user" />
        <dl className="np-account__data">
          <Row label={t.login}>{profile.user.login}</Row>
          <Row label={t.email} action={<EditButton label={t.editEmail} onClick={() => edit({ kind: 'email' })} />}>
            {profile.user.email ?? t.noEmail}
          </Row>
          <Row label={t.password} action={<EditButton label={t.editPassword} onClick={() => edit({ kind: 'password' })} />}>
            <span aria-hidden="true">{t.maskedPassword}</span>
            <span className="np-visually-hidden">{t.maskedPasswordLabel}</span>
          </Row>
        </dl>
      </section>

      <TwoFactorSection login={profile.user.login} />

      <p>
        <Link to="/portal/notifications">{texts.notifications.link}</Link>
      </p>

      <section className="np-account__partners" aria-labelledby={partnersHeadingId}>
        <h2 id={partnersHeadingId}>{t.partnersHeading}</h2>
        {profile.businessPartners.length === 0 ? <p>{t.noPartners}</p> : null}
        {profile.businessPartners.map((partner) => (
          <PartnerSection
            key={partner.businessPartnerNumber}
            partner={partner}
            mobilePending={pendingMobiles[partner.businessPartnerNumber] ?? partner.mobilePending}
            saved={saved}
            onEdit={edit}
          />
        ))}
      </section>

      {editing?.kind === 'email' ? (
        <EmailDialog
          email={profile.user.email ?? ''}
          onClose={close}
          onSaved={() => {
            done({ scope: 'user', text: t.saved.email });
            // The session carries the e-mail too (e.g. the dispatch info shows it).
            dispatch(sessionCheckRequested());
          }}
        />
      ) : null}
      {editing?.kind === 'password' ? (
        <PasswordDialog login={profile.user.login} onClose={close} onSaved={() => done({ scope: 'user', text: t.saved.password })} />
      ) : null}
      {editing?.kind === 'address' ? (
        <AddressDialog
          partner={editing.partner}
          onClose={close}
          onSaved={() => done({ scope: editing.partner.businessPartnerNumber, text: t.saved.address })}
        />
      ) : null}
      {editing?.kind === 'landline' ? (
        <LandlineDialog
          partner={editing.partner}
          onClose={close}
          onSaved={() => done({ scope: editing.partner.businessPartnerNumber, text: t.saved.landline })}
        />
      ) : null}
      {editing?.kind === 'mobile' ? (
        <MobileDialog
          partner={editing.partner}
          pending={editing.pending}
          onClose={close}
          onPending={(pending) => setPendingMobiles((all) => ({ ...all, [editing.partner.businessPartnerNumber]: pending }))}
          onConfirmed={() => {
            setPendingMobiles(({ [editing.partner.businessPartnerNumber]: _confirmed, ...rest }) => rest);
            done({
              scope: editing.partner.businessPartnerNumber,
              title: texts.mobileCode.success,
              text: texts.mobileCode.eCommunicationActivated,
            });
          }}
        />
      ) : null}
    </div>
  );
}
