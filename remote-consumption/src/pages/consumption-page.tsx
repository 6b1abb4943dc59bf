// Placeholder until the consumption view lands (issue 5).
export default function ConsumptionPage() {
  return <p>Verbrauchsansicht</p>;
}
