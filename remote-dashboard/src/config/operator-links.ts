/**
 * External pages of the grid operator the dashboard links to. Placeholders of the neutral demo operator (the same
 * "Musternetz GmbH" as shell/src/config/operator.ts); an operator replaces them in this one place.
 */
export const operatorLinks = {
  /** FAQ on wifi reader heads at the smart meter's customer interface (portal-processes §2.3). */
  wifiReaderFaqUrl: 'https://www.musternetz.example/faq/wlan-lesekopf',
} as const;
