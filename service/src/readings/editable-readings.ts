import type { EditableReading } from '@portal/shared/contract/contract-processes';
import type { Branch } from '@portal/shared/contract/enums';
import { readingEntryOf } from '@portal/shared/contract/reading-rules';
import { addDays } from '../dates/local-dates';
import type { RegisterState } from './queries';

/** What decides whether a customer may enter a reading at all: an editable, activated account and a running contract. */
interface EntryContext {
  today: string;
  branch: Branch;
  editable: boolean;
  /** The business partner's letter activation is done. */
  activated: boolean;
  contractActive: boolean;
  moveInDate: string;
}

/** Meter reason codes (GET /v1.0/constants/meter-reasons): 01 periodic reading, 02 intermediate reading. */
const REASON_PERIODIC = '01';
const REASON_INTERMEDIATE = '02';

/**
 * A register as the reading page shows it: digits, status, the dates a reading may carry (the day after the last
 * reading up to today) and whether a reading can be entered now.
 */
export function editableReadingOf(register: RegisterState, context: EntryContext): EditableReading {
  const entry = readingEntryOf(register.readingStatus);
  const minDate = register.last ? addDays(register.last.date, 1) : context.moveInDate;
  const maxDate = context.today;
  const entryPossible =
    context.editable &&
    context.activated &&
    context.contractActive &&
    entry !== 'NONE' &&
    !(entry === 'ONCE_PER_MONTH' && register.customerReadingThisMonth) &&
    minDate <= maxDate;
  return {
    equipmentnumber: register.equipmentNumber,
    referenceNumber: register.registerNumber,
    registernumber: register.registerNumber,
    integerPlaces: register.integerPlaces,
    decimalPlaces: register.decimalPlaces,
    unit: context.branch === 'GAS' ? 'NM3' : 'KWH',
    readingStatus: register.readingStatus,
    entryPossible,
    lastReading: register.last ? { readingValue: register.last.value, date: register.last.date } : null,
    newResult: {
      timestamp: null,
      readingValue: null,
      minDate,
      maxDate,
      reason: entry === 'INTERMEDIATE' ? REASON_INTERMEDIATE : REASON_PERIODIC,
    },
  };
}
