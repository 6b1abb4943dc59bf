import { Type, type Static } from '@sinclair/typebox';

const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const Link = Type.String({ pattern: '^(https://|/)[^\\s]*$' });
const MeterPointPrefix = Type.String({ pattern: '^AT[0-9]{6}$' });
const Email = Type.String({ pattern: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$' });

/**
 * `operator.json`: everything a grid operator brands, read at run time by the shell (served as /app/operator.json)
 * and by the service (mail sender and signatures, invoice PDFs, legal texts), so that one build serves any operator. Missing or invalid fields fall back to the
 * demo operator's, each logged.
 */
export const OperatorBranding = Type.Object({
  portalName: Type.String({ minLength: 1, maxLength: 60 }),
  operatorName: Type.String({ minLength: 1, maxLength: 120 }),
  /** Postal address of the operator (imprint, privacy statement, invoices). */
  postalAddress: Type.String({ minLength: 1, maxLength: 200 }),
  /** The operator's account for invoices paid by transfer (printed on the invoice). */
  paymentIban: Type.String({ pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' }),
  /** Addresses named in the legal texts (imprint, privacy statement, accessibility statement). */
  contactEmails: Type.Object({ customerService: Email, accessibility: Email, privacy: Email }),
  homepageUrl: Link,
  customerCentreHours: Type.String({ maxLength: 120 }),
  customerServiceHotline: Type.String({ minLength: 1, maxLength: 30 }),
  electricityFaultHotline: Type.String({ minLength: 1, maxLength: 30 }),
  gasEmergencyNumber: Type.String({ minLength: 1, maxLength: 30 }),
  /** Logo beside the portal name (alt text is the portal name); none draws the neutral mark. */
  logoUrl: Type.Union([Link, Type.Null()]),
  faviconUrl: Link,
  /** Brand colours; text on them stays white, so they need a contrast of at least 4.5:1 to white. */
  colours: Type.Object({ primary: Colour, primaryHover: Colour }),
  /**
   * Country and operator number (`AT` + 6 digits) that the meter point numbers of each grid start with: the fixed part
   * of the masked meter point input (registration, username retrieval).
   */
  meterPointPrefixes: Type.Object({ STROM: MeterPointPrefix, GAS: MeterPointPrefix }),
  mailSender: Type.Object({
    name: Type.String({ minLength: 1 }),
    address: Email,
  }),
  /** Pages of the operator's website in the main navigation (they leave the portal). */
  navigation: Type.Array(Type.Object({ label: Type.String({ minLength: 1 }), href: Link, order: Type.Number() })),
  /** Further pages of the operator's website the portal links to. */
  links: Type.Object({ wifiReaderFaq: Link }),
});
export type OperatorBranding = Static<typeof OperatorBranding>;

export { DEMO_OPERATOR } from './demo-operator';
