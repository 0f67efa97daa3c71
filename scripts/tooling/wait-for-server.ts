/** Waiting for a server a script started: the benchmarks and the Lighthouse run share it. */

/**
 * Resolves once `url` answers 2xx (`isUp`, by default a `fetch`), polling every 100 ms.
 * @throws Error naming `who` and `url` when nothing answered in `attempts` tries.
 */
export async function waitForServer(url: string, who: string, attempts = 150, isUp = async (at: string) => (await fetch(at)).ok): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if (await isUp(url)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${who}: the server did not come up at ${url}`);
}
