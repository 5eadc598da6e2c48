/**
 * Choices made before an island hydrates. A form drawn by the server works at once: on a slow
 * phone a visitor picks a board or ticks an interest while the script is still arriving. React
 * adopts inputs and selects as the browser holds them, but the island's state still holds what the
 * server drew, so its next render or submit would quietly drop those choices. Once hydrated, this
 * looks at the form and, when a field differs from what was drawn, hands the form to the island
 * once, to read it as its own.
 *
 * One limit: React sets a textarea drawn with text back to that text as it hydrates, before any
 * effect runs, so an edit to it made before then is lost and cannot be seen here. An empty
 * textarea keeps what was typed in it.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** A form, the fieldset an island draws inside a page's form, or a lone field. */
type Fields = HTMLFormElement | HTMLFieldSetElement | HTMLInputElement;

export function useEarlyInput<T extends Fields>(form: RefObject<T | null>, adopt: (form: T) => void): void {
  const latest = useRef(adopt);
  useEffect(() => {
    latest.current = adopt;
  });
  useEffect(() => {
    const element = form.current;
    if (element && changedSinceDrawn(element)) latest.current(element);
  }, [form]);
}

/**
 * Whether a field differs from the markup it was drawn with. React keeps what the visitor chose
 * when it hydrates and sets each field's default to the value it drew, so the two differ where the
 * visitor acted first. What the browser makes of a drawn value on its own (a date it cannot read is
 * emptied, an email's spaces trimmed, a select with no option marked shows its first) is not a
 * change.
 */
export function changedSinceDrawn(form: Fields): boolean {
  const fields = form instanceof HTMLInputElement ? [form] : Array.from(form.elements);
  return fields.some((field) => {
    if (field instanceof HTMLInputElement)
      return field.type === 'checkbox' || field.type === 'radio'
        ? field.checked !== field.defaultChecked
        : field.value !== drawnValue(field);
    if (field instanceof HTMLSelectElement) return field.multiple ? false : field.value !== drawnChoice(field);
    return field instanceof HTMLTextAreaElement && field.value !== field.defaultValue;
  });
}

/** An input's drawn value as the browser keeps it (sanitized for its type). */
function drawnValue(field: HTMLInputElement): string {
  const probe = document.createElement('input');
  probe.type = field.type;
  probe.value = field.defaultValue;
  return probe.value;
}

/** The option a select showed as drawn: the one marked selected, else its first. */
function drawnChoice(field: HTMLSelectElement): string {
  const options = Array.from(field.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** The fields as their form would send them (text fields only; a fieldset's own fields only). */
export function formFields(scope: HTMLFormElement | HTMLFieldSetElement): URLSearchParams {
  const form = scope instanceof HTMLFormElement ? scope : scope.form;
  const own = new Set(Array.from(scope.elements, (field) => (field as HTMLInputElement).name));
  const fields = new URLSearchParams();
  if (!form) return fields;
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && own.has(name)) fields.append(name, value);
  return fields;
}
