/** The prerequisite chains of a trait tree: a chain that comes back to where it started can never be opened. */
export function traitCycles(traits: ReadonlyArray<{ number: number; prerequisite: number | null }>): number[][] {
  const prerequisite = new Map(traits.map((trait) => [trait.number, trait.prerequisite]));
  const done = new Set<number>();
  const cycles: number[][] = [];
  for (const { number } of traits) {
    const path: number[] = [];
    const onPath = new Map<number, number>();
    let at: number | null | undefined = number;
    while (at !== null && at !== undefined && !done.has(at)) {
      if (onPath.has(at)) {
        cycles.push(path.slice(onPath.get(at)));
        break;
      }
      onPath.set(at, path.length);
      path.push(at);
      at = prerequisite.get(at);
    }
    for (const visited of path) done.add(visited);
  }
  return cycles;
}
