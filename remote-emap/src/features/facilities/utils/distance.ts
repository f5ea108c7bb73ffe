/** A distance for people: metres to the nearest 10 below 1 km, then km with one decimal. */
export function distanceParts(meters: number): { value: number; unit: 'm' | 'km' } {
  if (meters < 1000) return { value: Math.max(10, Math.round(meters / 10) * 10), unit: 'm' };
  return { value: Math.round(meters / 100) / 10, unit: 'km' };
}
