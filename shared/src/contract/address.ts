import { Type, type Static } from '@sinclair/typebox';
import { COUNTRIES } from './enums';
import { StringEnum } from './schema-helpers';

/**
 * A postal address as the service answers it: contract accounts, the dashboard, business partners. House number,
 * affix, floor and door are separate fields (formatAddress joins them). The country is absent where the source has
 * none (installation addresses are Austrian).
 */
export const Address = Type.Object({
  country: Type.Optional(StringEnum(COUNTRIES)),
  postcode: Type.String(),
  city: Type.String(),
  street: Type.String(),
  housenumber: Type.String(),
  housenumberAffix: Type.Optional(Type.String()),
  floor: Type.Optional(Type.String()),
  room: Type.Optional(Type.String()),
});
export type Address = Static<typeof Address>;

/** The address of a business partner in my data: the same fields, the country always known. */
export const AccountAddress = Type.Object({ ...Address.properties, country: StringEnum(COUNTRIES) });
export type AccountAddress = Static<typeof AccountAddress>;
