import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_REF, CONTRACT_REF, DigitString, LocalDateTime } from './schema-helpers';

// ---------------------------------------------------------------------------------------------------------------------
// E-mails to the logged-in user: POST /v1.0/emails/network-data and /v1.0/emails/process-data (portal-core §3, §7)
// ---------------------------------------------------------------------------------------------------------------------

/** Limits of the application data a process-data mail carries (keep the mail small). */
export const PROCESS_DATA_LIMITS = { entries: 50, keyLength: 60, valueLength: 500, processTypeLength: 60 } as const;

/** Email request (network data): one contract of one of the user's contract accounts. */
export const NetworkDataEmailRequest = Type.Object(CONTRACT_REF);
export type NetworkDataEmailRequest = Static<typeof NetworkDataEmailRequest>;

/**
 * processDataRequest: the application data of a process, addressed either by a contract (the data as label → value,
 * e.g. an in-feed application not yet stored) or by a stored solar power application's inquiry and processing number
 * (the service takes the data from the application).
 */
export const ProcessDataEmailRequest = Type.Object({
  ...ACCOUNT_REF,
  contractNumber: Type.Optional(DigitString(12)),
  inquiryNumber: Type.Optional(Type.String({ pattern: '^[0-9]{10}$', minLength: 10, maxLength: 10 })),
  processingNumber: Type.Optional(Type.String({ pattern: '^[0-9]{10}$', minLength: 10, maxLength: 10 })),
  /** What kind of process the data belong to, e.g. "Einspeiseantrag"; shown as the mail's heading. */
  processType: Type.Optional(Type.String({ minLength: 1, maxLength: PROCESS_DATA_LIMITS.processTypeLength })),
  data: Type.Optional(
    Type.Record(Type.String(), Type.String({ maxLength: PROCESS_DATA_LIMITS.valueLength }), {
      maxProperties: PROCESS_DATA_LIMITS.entries,
      propertyNames: { minLength: 1, maxLength: PROCESS_DATA_LIMITS.keyLength },
      description: `label → value, at most ${PROCESS_DATA_LIMITS.entries} entries; labels 1–${PROCESS_DATA_LIMITS.keyLength}, values up to ${PROCESS_DATA_LIMITS.valueLength} characters`,
    }),
  ),
});
export type ProcessDataEmailRequest = Static<typeof ProcessDataEmailRequest>;

// ---------------------------------------------------------------------------------------------------------------------
// Messages to the business partners: GET /partner-messages, PUT /partner-messages/{id}/read
// ---------------------------------------------------------------------------------------------------------------------

export const PartnerMessage = Type.Object({
  id: Type.Integer(),
  businessPartnerNumber: DigitString(10),
  subject: Type.String(),
  /** Plain text; paragraphs separated by blank lines. */
  body: Type.String(),
  createdAt: LocalDateTime,
  read: Type.Boolean(),
});
export type PartnerMessage = Static<typeof PartnerMessage>;

/** The messages of all the user's business partners, newest first. */
export const PartnerMessageList = Type.Object({ partnerMessages: Type.Array(PartnerMessage) });
export type PartnerMessageList = Static<typeof PartnerMessageList>;

export const PartnerMessageParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type PartnerMessageParams = Static<typeof PartnerMessageParams>;
