import { Type, type Static } from '@sinclair/typebox';
import { LocalDateTime, MeterPointNumber, StringEnum } from './schema-helpers';

// In-feeder processes of a PV plant below 20 kW (portal-processes §2.4 items 14–15, §3, §5, §7): the quick check of
// the grid's capacity at a meter point, the in-feeder inquiry made from its result, and the small in-feeder
// activation and deactivation. POST /v1.0/infeeders/{bpn}/{can}[/quick-check | /small/activate | /small/deactivate].

/** Limits of the in-feeder fields (portal-processes §5, §9): plants under 20 kW, whole kilowatts. */
export const INFEEDER_LIMITS = {
  desiredCapacityMin: 0,
  desiredCapacityMax: 20,
  /** The plant an inquiry is made for feeds in something. */
  maximumCapacityMin: 1,
} as const;

/** What the quick check found: all of the desired power fits, only part of it, or none. */
export const CALCULATION_RESULTS = ['POSITIVE', 'PARTIAL', 'NEGATIVE'] as const;
export type CalculationResult = (typeof CALCULATION_RESULTS)[number];

/** The meter of a small in-feeder (portal-processes §2.4 item 15): the existing meter, or a technician's visit. */
export const SMALL_INFEEDER_METER_TYPES = ['EXISTING_METER', 'SERVICE_CALL'] as const;
export type SmallInfeederMeterType = (typeof SMALL_INFEEDER_METER_TYPES)[number];

const Kilowatts = (min: number, description: string) =>
  Type.Integer({ minimum: min, maximum: INFEEDER_LIMITS.desiredCapacityMax, description });

const Confirmations = {
  /** The customer has the plant's grid compatibility checked by a licensed electrician. */
  acceptGridCompatibilityCheck: Type.Boolean(),
  /** The customer read the safety warning (work on the plant only by licensed electricians). */
  acceptSafetyWarning: Type.Boolean(),
};

export const QuickCheckRequest = Type.Object({
  pod: MeterPointNumber,
  desiredCapacity: Kilowatts(INFEEDER_LIMITS.desiredCapacityMin, 'desired in-feed power in kW, whole kilowatts 0–20'),
  ...Confirmations,
});
export type QuickCheckRequest = Static<typeof QuickCheckRequest>;

export const QuickCheckResponse = Type.Object({
  calculationResult: StringEnum(CALCULATION_RESULTS),
  /** As asked, in kW. */
  desiredInFeedPower: Type.Integer(),
  /** What the grid takes now: the desired power, at most the capacity left behind the transformer station (kW). */
  possibleInFeedPower: Type.Integer(),
});
export type QuickCheckResponse = Static<typeof QuickCheckResponse>;

/**
 * The in-feeder inquiry: a solar power application for a plant of `maximumCapacity` kVA (its maximum apparent power,
 * the application's maxCapacity) after a positive or partial check.
 */
export const InfeederInquiryRequest = Type.Object({
  pod: MeterPointNumber,
  maximumCapacity: Kilowatts(INFEEDER_LIMITS.maximumCapacityMin, 'maximum plant power in kVA, whole kVA 1–20'),
  ...Confirmations,
});
export type InfeederInquiryRequest = Static<typeof InfeederInquiryRequest>;

export const InfeederInquiryResponse = Type.Object({
  /** The new solar power application (listed by GET /partner-processes). */
  key: Type.String(),
  status: Type.Literal('OPEN'),
  inquiryNumber: Type.String(),
  processingNumber: Type.String(),
  calculationResult: StringEnum(CALCULATION_RESULTS),
  possibleInFeedPower: Type.Integer(),
});
export type InfeederInquiryResponse = Static<typeof InfeederInquiryResponse>;

export const SmallInfeederActivationRequest = Type.Object({
  pod: MeterPointNumber,
  acceptSmallInFeederNotice: Type.Boolean(),
  acceptEasedAccessConditions: Type.Boolean(),
  meterType: StringEnum(SMALL_INFEEDER_METER_TYPES),
});
export type SmallInfeederActivationRequest = Static<typeof SmallInfeederActivationRequest>;

export const SmallInfeederDeactivationRequest = Type.Object({
  pod: MeterPointNumber,
  acceptSmallInFeederNotice: Type.Boolean(),
  acceptDeactivationConditions: Type.Boolean(),
});
export type SmallInfeederDeactivationRequest = Static<typeof SmallInfeederDeactivationRequest>;

/** A small in-feeder activation or deactivation as requested (also the contract's generationData.smallInFeederRequest). */
export const SmallInfeederRequestState = Type.Object({
  action: StringEnum(['ACTIVATE', 'DEACTIVATE'] as const),
  requestedAt: LocalDateTime,
});
export type SmallInfeederRequestState = Static<typeof SmallInfeederRequestState>;

export const SmallInfeederResponse = Type.Object({
  contractNumber: Type.String(),
  request: SmallInfeederRequestState,
});
export type SmallInfeederResponse = Static<typeof SmallInfeederResponse>;
