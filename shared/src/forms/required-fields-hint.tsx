export const REQUIRED_FIELDS_HINT = 'Mit * gekennzeichnete Felder sind Pflichtfelder.';

export function RequiredFieldsHint() {
  return <p className="np-form-hint">{REQUIRED_FIELDS_HINT}</p>;
}
