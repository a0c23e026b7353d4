/**
 * How a request's statements run after the session's lookup: a list `page` runs its rows beside
 * its count (and the planner's estimate after the count when the list is long); a `sequence` (a
 * look-up, a step down a tree) runs each statement after the one before, as its service does.
 */
export type StatementShape = 'page' | 'sequence';

/**
 * A request's statements as the server runs them: the session's lookup first, then the rest in
 * their `shape`. `run` runs one statement; the rows (a sequence's last answer) and the count's
 * answer (none for a sequence) come back.
 */
export function pageRunner<Statement, Result>(
  run: (statement: Statement) => Promise<Result>,
  session: readonly Statement[],
  page: readonly Statement[],
  shape: StatementShape = 'page',
): () => Promise<{ rows: Result; count?: Result }> {
  if (shape === 'sequence') {
    if (page.length === 0) throw new Error('a sequence runs at least one statement');
    return async () => {
      for (const statement of session) await run(statement);
      let last: Result | undefined;
      for (const statement of page) last = await run(statement);
      return { rows: last as Result };
    };
  }
  const [rows, count, ...rest] = page;
  if (!rows || !count) throw new Error('a page runs its rows and its count');
  return async () => {
    for (const statement of session) await run(statement);
    const [found, counted] = await Promise.all([
      run(rows),
      (async () => {
        const answer = await run(count);
        for (const statement of rest) await run(statement);
        return answer;
      })(),
    ]);
    return { rows: found, count: counted };
  };
}
