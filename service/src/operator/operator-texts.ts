import type { OperatorBranding } from '@portal/shared/contract/operator';

/**
 * Placeholders in texts the operator may edit (content texts in the database, e.g. imprint and privacy statement):
 * `{{operatorName}}` and the like are filled from operator.json when the text is served, so the seeded texts follow
 * whichever operator file the service runs with.
 */
const PLACEHOLDERS: Record<string, (operator: OperatorBranding) => string> = {
  portalName: (o) => o.portalName,
  operatorName: (o) => o.operatorName,
  postalAddress: (o) => o.postalAddress,
  homepageUrl: (o) => o.homepageUrl,
  customerCentreHours: (o) => o.customerCentreHours,
  customerServiceHotline: (o) => o.customerServiceHotline,
  electricityFaultHotline: (o) => o.electricityFaultHotline,
  gasEmergencyNumber: (o) => o.gasEmergencyNumber,
  customerServiceEmail: (o) => o.contactEmails.customerService,
  accessibilityEmail: (o) => o.contactEmails.accessibility,
  privacyEmail: (o) => o.contactEmails.privacy,
};

/** Fills every known `{{name}}` (unknown ones stay as written); `escape` makes the values safe for HTML bodies. */
export function fillOperatorPlaceholders(text: string, operator: OperatorBranding, escape: (value: string) => string = (v) => v): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = PLACEHOLDERS[name];
    return value ? escape(value(operator)) : whole;
  });
}

/** The closing line of the portal's e-mails. */
export const mailSignature = (operator: OperatorBranding): string => `Ihr Kundenservice der ${operator.operatorName}`;
