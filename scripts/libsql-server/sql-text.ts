/**
 * How many statements an SQL text holds: 0, 1, or 2 for more than one. `libsql` prepares only the first and
 * silently ignores the rest, where sqld refuses the request (SQL_MANY_STATEMENTS): this keeps a
 * forgotten statement from passing here and failing on Turso. A light tokenizer: strings,
 * quoted names and comments are skipped, and a `;` inside a trigger's BEGIN...END (or a CASE...END)
 * does not end the statement.
 */

const TOKEN =
  /\s+|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`(?:[^`]|``)*`?|\[[^\]]*\]?|[A-Za-z_][A-Za-z0-9_$]*|;|[\s\S]/g;
const BLANK = /^(\s+|--.*|\/\*[\s\S]*)$/;

export function countStatements(sql: string): 0 | 1 | 2 {
  const words: string[] = [];
  let depth = 0;
  let ended = false;
  for (const [token] of sql.matchAll(TOKEN)) {
    if (BLANK.test(token)) continue;
    if (ended) {
      if (token !== ';') return 2;
      continue;
    }
    if (token === ';') {
      if (depth === 0 && words.length > 0) ended = true;
      continue;
    }
    const word = /^[A-Za-z_]/.test(token) ? token.toUpperCase() : '';
    if (words.length < 4 && word) words.push(word);
    const inTrigger = words[0] === 'CREATE' && words.slice(1, 3).includes('TRIGGER');
    if (word === 'CASE' || (word === 'BEGIN' && inTrigger)) depth += 1;
    else if (word === 'END' && depth > 0) depth -= 1;
  }
  return ended || words.length > 0 ? 1 : 0;
}
