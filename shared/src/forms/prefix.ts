/**
 * An input with a fixed prefix (e.g. `AT` of an IBAN) gets it back when the user deletes part or all of it
 * (portal-core §5): the characters typed after the prefix are kept.
 */
export function restorePrefix(value: string, prefix: string): string {
  if (!prefix || value.startsWith(prefix)) return value;
  // Walk the prefix: characters of it still present at the start are skipped, missing ones were deleted.
  let i = 0;
  for (let j = 0; j < prefix.length && i < value.length; j += 1) {
    if (value[i] === prefix[j]) i += 1;
  }
  return prefix + value.slice(i);
}
