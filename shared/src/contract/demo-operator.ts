import type { OperatorBranding } from './operator';
import demoOperator from './operator-defaults.json';

/**
 * The neutral demo operator (the same "Musternetz GmbH" as the seeded content texts); the shell's build emits it as
 * its default operator.json. A module without the schema: the shell's first scripts carry no TypeBox.
 */
export const DEMO_OPERATOR: OperatorBranding = demoOperator as OperatorBranding;
