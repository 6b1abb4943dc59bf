import { ValidationError, type Schema } from 'yup';

/** The first message per field, as a form shows it; {} when the values pass. */
export async function errorsOf(schema: Schema<unknown>, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      if (inner.path && !(inner.path in result)) result[inner.path] = inner.message;
    }
    return result;
  }
}
