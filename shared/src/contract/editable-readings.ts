import { Type, type Static } from '@sinclair/typebox';
import { READING_STATUSES, UNITS } from './enums';
import { LocalDate, LocalDateTime, Nullable, StringEnum } from './schema-helpers';

// The contract detail's editableReadings (portal-processes §3): what the reading page offers per register.

/** One register the customer may read (or not: readingStatus says what entry is allowed). */
export const EditableReading = Type.Object({
  equipmentnumber: Type.String(),
  referenceNumber: Type.String(),
  registernumber: Type.String(),
  integerPlaces: Type.Integer(),
  decimalPlaces: Type.Integer(),
  unit: StringEnum(UNITS),
  readingStatus: StringEnum(READING_STATUSES),
  /** Whether a reading can be entered now (status, activated account, one per month for QUARTAL). */
  entryPossible: Type.Boolean(),
  /** The register's latest reading (the plausibility check starts from it). */
  lastReading: Nullable(Type.Object({ readingValue: Type.Number(), date: LocalDate })),
  newResult: Type.Object({
    timestamp: Nullable(LocalDateTime),
    readingValue: Nullable(Type.Number()),
    minDate: LocalDate,
    maxDate: LocalDate,
    /** Meter reason code (GET /v1.0/constants/meter-reasons): 01 periodic, 02 intermediate (not billing relevant). */
    reason: Type.String(),
  }),
});
export type EditableReading = Static<typeof EditableReading>;

export const EditableReadings = Type.Object({ values: Type.Array(EditableReading) });
export type EditableReadings = Static<typeof EditableReadings>;
