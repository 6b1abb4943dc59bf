import type { DispatchSettingsRequest } from '@portal/shared/contract/consumption';

/** The mail telling the user that the monthly or daily load-profile dispatch of a meter point was switched. */
export function dispatchMail(
  pod: string,
  type: DispatchSettingsRequest['type'],
  action: DispatchSettingsRequest['action'],
): { subject: string; text: string; html: string } {
  const what = type === 'PROFILE_MONTHLY_DISPATCH' ? 'monatliche' : 'tägliche';
  const state = action === 'ACTIVATE' ? 'aktiviert' : 'deaktiviert';
  const text = `Der ${what} Versand der Lastprofildaten für den Zählpunkt ${pod} wurde ${state}.`;
  return { subject: `Lastprofil-Versand ${state}`, text, html: `<p>${text}</p>` };
}
