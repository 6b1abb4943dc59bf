/**
 * The bytes of a day row's quarter-hours (migration 81), as the service reads them: `vals` a big-endian int32 per
 * quarter-hour in ten-thousandths (NO_VALUE: none), `statuses` a signed byte per quarter-hour (-1: never delivered),
 * NULL when all are VALID. The database hands them out as hex text (`encode(…, 'hex')`), which Node decodes natively.
 */

export const VALUE_BYTES = 4;
export const NO_VALUE = -2147483648;

/** The bytes of hex texts one after the other (a day-row read's blocks), in one buffer. */
export function hexBlocksView(blocks: string[]): DataView {
  const bytes = Buffer.allocUnsafe(blocks.reduce((length, hex) => length + Math.ceil(hex.length / 2), 0));
  let at = 0;
  for (const hex of blocks) {
    const written = bytes.write(hex, at, 'hex');
    if (written * 2 !== hex.length) throw new Error('day row text: bad hex');
    at += written;
  }
  return new DataView(bytes.buffer, bytes.byteOffset, at);
}

/** Bytes from their hex text, viewed for big-endian reads wherever they sit in memory. */
export const hexView = (hex: string): DataView => hexBlocksView([hex]);

/** One day row's values (ten-thousandths, null for none) and statuses (null when all VALID) from their hex texts. */
export function dayRowArrays(valsHex: string, statusesHex: string | null): { vals: (number | null)[]; statuses: number[] | null } {
  const values = hexView(valsHex);
  const vals = Array.from({ length: values.byteLength / VALUE_BYTES }, (_, i) => {
    const raw = values.getInt32(i * VALUE_BYTES);
    return raw === NO_VALUE ? null : raw;
  });
  if (statusesHex === null) return { vals, statuses: null };
  const statuses = hexView(statusesHex);
  if (statuses.byteLength !== vals.length) throw new Error('day row text: statuses and values differ in length');
  return { vals, statuses: Array.from({ length: statuses.byteLength }, (_, i) => statuses.getInt8(i)) };
}
