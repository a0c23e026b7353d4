/**
 * A list page's statements as the server runs them for a request: the session's lookup first,
 * then the page's rows beside its count, and the planner's estimate after the count when the
 * list is long. `run` runs one statement; the rows and the count's answers come back.
 */
export function pageRunner<Statement, Result>(
  run: (statement: Statement) => Promise<Result>,
  session: readonly Statement[],
  page: readonly Statement[],
): () => Promise<{ rows: Result; count: Result }> {
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
