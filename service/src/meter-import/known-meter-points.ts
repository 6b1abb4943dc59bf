/**
 * What the database knows of the meter points a file names, looked up once per meter point: each flush of a chunk of
 * lines asks only for the numbers not seen before (unknown ones are remembered as undefined, so they are not asked
 * again either).
 */
export async function lookUpNewMeterPoints<T>(
  known: Map<string, T | undefined>,
  meterPoints: string[],
  load: (meterPoints: string[]) => Promise<Map<string, T>>,
): Promise<void> {
  const unseen = [...new Set(meterPoints.filter((m) => !known.has(m)))];
  if (unseen.length === 0) return;
  const found = await load(unseen);
  for (const meterPoint of unseen) known.set(meterPoint, found.get(meterPoint));
}
