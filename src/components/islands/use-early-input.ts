/**
 * Choices made before an island hydrates. A form drawn by the server works at once: on a slow
 * phone a visitor picks a board or ticks an interest while the script is still arriving. React
 * adopts the markup as the browser holds it, but the island's state still holds what the server
 * drew, so its next render or submit would quietly drop those choices. Once hydrated, this looks
 * at the form and, when a field differs from what was drawn, hands the form to the island once, to
 * read it as its own.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (form: HTMLFormElement) => void): void {
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
 * when it hydrates and sets each field's default to the value it drew, so the two differ exactly
 * where the visitor acted first.
 */
export function changedSinceDrawn(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLInputElement)
      return field.type === 'checkbox' || field.type === 'radio'
        ? field.checked !== field.defaultChecked
        : field.value !== field.defaultValue;
    if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
    return field instanceof HTMLTextAreaElement && field.value !== field.defaultValue;
  });
}

/** A GET form's fields as the address it would send (its text fields only). */
export function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}
