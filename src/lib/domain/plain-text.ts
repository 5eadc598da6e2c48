/**
 * Control characters out of what people type (issue 31). A one-line field (a name, a title, a
 * subject) never holds a line break, so none can reach an email subject or a header: line breaks
 * and tabs become a space, every other control character goes. Text of several lines keeps its
 * line breaks and tabs and loses the rest (NUL among them).
 */

/** Line breaks of every kind (CR, LF, vertical tab, form feed, NEL, line and paragraph separators) and tabs. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** C0 controls and DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, less tab, line feed and carriage return. */
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f]/g;

/** One line: breaks and tabs as one space, other control characters removed. */
export function toSingleLine(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '');
}

/** Several lines: line breaks and tabs kept, other control characters (NUL, escape...) removed. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROLS_BUT_LINES, '');
}
