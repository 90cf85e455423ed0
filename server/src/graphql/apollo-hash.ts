import * as crypto from 'node:crypto';
import { createRequire } from 'node:module';

let done = false;

/**
 * Apollo hashes every request's document (`@apollo/utils.createhash`), and that helper calls
 * `module.require("crypto")` for every hash: a full module resolution each time, through any
 * resolver hook the process has (tsx's, when the server runs from source). This gives that one
 * module the crypto module it asks for directly; every other `require` of it is untouched, and
 * the hashes are the same. Idempotent; does nothing when the helper cannot be found.
 */
export function cacheCryptoForApolloHashes(): void {
  if (done) return;
  done = true;
  try {
    const fromApollo = createRequire(createRequire(import.meta.url).resolve('@apollo/server'));
    const path = fromApollo.resolve('@apollo/utils.createhash');
    fromApollo(path);
    const loaded = fromApollo.cache[path];
    if (!loaded) return;
    const original = loaded.require.bind(loaded);
    loaded.require = Object.assign((id: string) => (id === 'crypto' ? crypto : original(id)), original) as NodeJS.Require;
  } catch {
    // Another layout of node_modules: Apollo keeps its own require.
  }
}
