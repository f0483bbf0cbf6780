/**
 * The pace the engine reached, as the load bar prints it ("simulated time runs at 0.5× instead of
 * 1×"): whole numbers hide a slow pace (0.47 printed as "0×"), so below 10 it keeps one decimal.
 */
export function formatPace(pace: number): string {
  if (pace >= 10) return `${Math.round(pace).toLocaleString('en-US')}×`;
  if (pace >= 0.1) return `${pace.toFixed(1)}×`;
  return 'under 0.1×';
}
