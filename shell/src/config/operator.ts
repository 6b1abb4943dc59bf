/**
 * Everything a grid operator brands: one place. The values are placeholders of the neutral demo operator (the same
 * "Musternetz GmbH" as the service's seeded content texts).
 */
export const operator = {
  portalName: 'Netzportal',
  operatorName: 'Musternetz GmbH',
  homepageUrl: 'https://www.musternetz.example/',
  customerCentre: {
    hours: 'Mo–Fr 07:00–19:00',
  },
  customerServiceHotline: '0800 000 000',
  electricityFaultHotline: '0800 000 001',
  gasEmergencyNumber: '128',
  copyright: `© ${new Date().getFullYear()} Musternetz GmbH`,
} as const;
