import { boolean, object } from 'yup';

export interface ECommunicationValues {
  acceptConditions: boolean;
}

/**
 * portal-processes §5 "E-communication": acceptConditions must be true. The message is the text of the key
 * e_comm.error.accept_conditions.false, passed in (content service text or its fallback).
 */
export function eCommunicationSchema(acceptConditionsMessage: string) {
  return object({
    acceptConditions: boolean().required(acceptConditionsMessage).oneOf([true], acceptConditionsMessage),
  });
}
