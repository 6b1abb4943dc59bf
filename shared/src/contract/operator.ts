import { Type, type Static } from '@sinclair/typebox';
import demoOperator from './operator-defaults.json';

const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const Link = Type.String({ pattern: '^(https://|/)[^\\s]*$' });

/**
 * `operator.json`: everything a grid operator brands, read at run time by the shell (served as /app/operator.json)
 * and by the service (mail sender), so that one build serves any operator. Missing or invalid fields fall back to the
 * demo operator's, each logged.
 */
export const OperatorBranding = Type.Object({
  portalName: Type.String({ minLength: 1, maxLength: 60 }),
  operatorName: Type.String({ minLength: 1, maxLength: 120 }),
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
  /** Meter point numbers of this operator start with one of these (country + operator number). */
  meterPointPrefixes: Type.Array(Type.String({ pattern: '^AT[0-9]{6}$' }), { minItems: 1 }),
  mailSender: Type.Object({
    name: Type.String({ minLength: 1 }),
    address: Type.String({ pattern: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$' }),
  }),
  /** Pages of the operator's website in the main navigation (they leave the portal). */
  navigation: Type.Array(Type.Object({ label: Type.String({ minLength: 1 }), href: Link, order: Type.Number() })),
  /** Further pages of the operator's website the portal links to. */
  links: Type.Object({ wifiReaderFaq: Link }),
});
export type OperatorBranding = Static<typeof OperatorBranding>;

/** The neutral demo operator (the same "Musternetz GmbH" as the seeded content texts); the shell's build emits it. */
export const DEMO_OPERATOR: OperatorBranding = demoOperator as OperatorBranding;
