/** Text made safe inside HTML, element content or a quoted attribute (emails, plain pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
