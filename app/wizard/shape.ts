/**
 * Whether `value` has the shape of `template`: every key of the template, each value of the
 * same type, objects checked key by key. A null in the template accepts null or an object (for
 * example a company not chosen yet); an empty object in the template accepts a record of strings
 * (counts keyed by item code). Keys the template lacks are allowed and ignored by the caller's
 * spread over its defaults.
 */
export function hasShapeOf(value: unknown, template: unknown): boolean {
  if (template === null) return value === null || (typeof value === 'object' && !Array.isArray(value));
  if (Array.isArray(template)) return Array.isArray(value);
  if (typeof template !== 'object') return typeof value === typeof template;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(template);
  const record = value as Record<string, unknown>;
  if (entries.length === 0) return Object.values(record).every((item) => typeof item === 'string');
  return entries.every(([key, expected]) => hasShapeOf(record[key], expected));
}
