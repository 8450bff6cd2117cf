/**
 * The single row a statement must produce (an insert's or update's `returning()`, a
 * read of a row the same transaction just wrote). Its absence is a bug, not bad input,
 * so it throws a plain Error (a logged 500), never a made-up value.
 */
export function onlyRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected one ${what} row, got none.`);
  return row;
}
