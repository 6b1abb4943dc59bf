export interface SelectOption {
  value: string;
  label: string;
  /** A radio option's own hint, shown under its label (selects ignore it). */
  hint?: string;
}

/** The options of a native select: an empty first option (value '') when given, then the options in order. */
export function SelectOptions({ options, emptyOption }: { options: SelectOption[]; emptyOption?: string }) {
  return (
    <>
      {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
