/**
 * Whether `check` comes to hold within `ms`, asked every 25 ms. For the loops that repeat a
 * write until a subscription that registers at an unknown moment hears it; a plain
 * assertion belongs in `expect.poll`.
 */
export async function holdsWithin(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
