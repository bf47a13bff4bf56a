/** The JSON attributes' one reading: bounded, and a parse error in the attribute's words. */
const MAX_JSON_LENGTH = 20_000;

export function parseJson(raw: string): unknown {
  if (raw.length > MAX_JSON_LENGTH) throw new Error(`is longer than ${MAX_JSON_LENGTH} characters`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error('is not valid JSON');
  }
}
