// Small rules of the Eco-Score's staff-entered figures (certification types' worths, adjustments' points), shared by
// the collections' validation and their tests.

/** A number of points in tenths from `min` to `max` (1.5, -0.3), or the message saying what is wrong with it. */
export function validateTenths(
  value: number | null | undefined,
  min: number,
  max: number,
  label: string,
): true | string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} is required: a number of points.`
  if (value < min || value > max) return `${label} must be from ${min} to ${max} points.`
  if (Math.abs(Math.round(value * 10) - value * 10) > 1e-9)
    return `${label} is given in tenths of a point, such as 1.5.`
  return true
}
