/**
 * Select-list columns that key a local timestamp `lt` into the VDEW tables: local date `ld`, `period`, `weekday`
 * (Austrian public holidays count as Sunday), quarter-hour of the day `qh` and the BDEW dynamisation factor `dyn` of H0.
 * Shared by the demo generator and the COMPARISON_PROFILE comparison.
 */
export function slpKeyColumns(lt: string): string {
  return `${lt}::date AS ld,
                CASE WHEN to_char(${lt}, 'MMDD') >= '1101' OR to_char(${lt}, 'MMDD') <= '0320' THEN 'winter'
                     WHEN to_char(${lt}, 'MMDD') BETWEEN '0515' AND '0914' THEN 'summer'
                     ELSE 'transition' END AS period,
                CASE WHEN to_char(${lt}, 'MMDD') IN ('0101', '0106', '0501', '0815', '1026', '1101', '1208', '1225', '1226')
                     THEN 7 ELSE extract(isodow FROM ${lt})::int END AS weekday,
                (extract(hour FROM ${lt}) * 4 + extract(minute FROM ${lt}) / 15)::int AS qh,
                -- BDEW dynamisation of H0 over the day of the year
                (-3.92e-10 * extract(doy FROM ${lt}) ^ 4 + 3.2e-7 * extract(doy FROM ${lt}) ^ 3
                  - 7.02e-5 * extract(doy FROM ${lt}) ^ 2 + 2.1e-3 * extract(doy FROM ${lt}) + 1.24) AS dyn`;
}
