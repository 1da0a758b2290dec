/** Groups rows by a numeric key, keeping their order: the shape every batched repository call returns. */
export const groupBy = <T>(rows: T[], key: (row: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
};

/** JSON for `IN (SELECT value FROM json_each(?))`: one prepared statement for any number of ids. */
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);
