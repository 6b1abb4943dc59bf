import { Type, type Static } from '@sinclair/typebox';

/**
 * One validation error of a 400 answer. `path` names the field (dot notation, e.g. `address.postcode`);
 * errors whose path matches no form field are shown as general errors at the top of the form.
 */
export const ErrorItem = Type.Object({
  path: Type.String(),
  message: Type.String(),
  number: Type.Optional(Type.Integer()),
});
export type ErrorItem = Static<typeof ErrorItem>;

export const ErrorArray = Type.Array(ErrorItem);
export type ErrorArray = Static<typeof ErrorArray>;

/** Body of every 503 answer while the portal is in maintenance. */
export const MaintenanceError = Type.Object({
  type: Type.Literal('MAINTENANCE'),
  message: Type.String(),
});
export type MaintenanceError = Static<typeof MaintenanceError>;

/** Error numbers the service uses in ErrorItem.number. */
export const ERROR_NUMBERS = {
  REQUIRED: 1,
  INVALID_FORMAT: 2,
  TOO_LONG: 3,
  TOO_SHORT: 4,
  OUT_OF_RANGE: 5,
  INVALID_VALUE: 6,
  READING_IMPLAUSIBLE: 250,
} as const;

/** Body of 401 and 404 answers: a machine-readable type and a German message. */
export const ApiError = Type.Object({ type: Type.String(), message: Type.String() });
export type ApiError = Static<typeof ApiError>;
