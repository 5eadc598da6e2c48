/**
 * Reads a body the way Stripe's API does: form-encoded with bracketed keys
 * (`line_items[0][price_data][unit_amount]=999`, `metadata[kind]=membership`) into nested
 * objects and arrays. Values stay text, as the API receives them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
