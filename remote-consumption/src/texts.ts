/** Every German text of the consumption remote, in one place (STYLE.md). */
export const texts = {
  consumptionTitle: 'Verbrauch',
  energyCommunityTitle: 'Energiegemeinschaft',
};
