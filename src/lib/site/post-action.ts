/**
 * An action called from the browser without Astro's action client, which weighs 3.4 KB
 * compressed on every page with a heart. The form goes to `/_actions/<name>` as that client
 * sends it. The answer is read as Astro writes it:
 * - a refusal is JSON `{ code, status, message }`;
 * - data is devalue: a flat JSON array with the root object first, each of its fields naming the
 *   index of its value.
 * Only data whose fields are plain values (numbers, text, true or false) is read this way, which
 * is what the hearts need. A lost connection rejects, as fetch does.
 */
export type ActionAnswer =
  { data: Record<string, unknown>; error?: undefined } | { data?: undefined; error: { code: string; status: number; message: string } };

export async function postAction(name: string, form: FormData): Promise<ActionAnswer> {
  const response = await fetch(`/_actions/${name}`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) return { error: refusalOf(response.status, text) };
  return { data: plainFieldsOf(text) };
}

/** A refusal's code and message (Astro's ActionError as JSON); an unreadable one keeps its status. */
function refusalOf(status: number, text: string): { code: string; status: number; message: string } {
  try {
    const { code, message } = JSON.parse(text) as { code?: unknown; message?: unknown };
    return { code: String(code ?? 'INTERNAL_SERVER_ERROR'), status, message: typeof message === 'string' ? message : '' };
  } catch {
    return { code: 'INTERNAL_SERVER_ERROR', status, message: '' };
  }
}

/** The root object's plain fields of a devalue text (nested objects and special values left out). */
export function plainFieldsOf(devalue: string): Record<string, unknown> {
  const flat: unknown = JSON.parse(devalue);
  if (!Array.isArray(flat) || typeof flat[0] !== 'object' || flat[0] === null) return {};
  const fields: Record<string, unknown> = {};
  for (const [key, index] of Object.entries(flat[0] as Record<string, unknown>)) {
    const value = typeof index === 'number' && index >= 0 ? flat[index] : undefined;
    if (['number', 'string', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}
