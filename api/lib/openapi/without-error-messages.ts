/**
 * arktype writes each configured error message into the JSON Schema it makes
 * (`"message": "Choose a record"`): not a JSON Schema keyword, nothing an integrator's
 * tool reads (the messages reach callers in problem details' `errors`), and a twentieth
 * of the document. Removed from schemas, never from examples or property maps.
 */
export function withoutErrorMessages<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutErrorMessages) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'message' && typeof inner === 'string') continue;
    out[key] = key === 'example' || key === 'examples' ? inner : withoutErrorMessages(inner);
  }
  return out as T;
}
