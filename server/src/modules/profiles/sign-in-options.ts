import type { Config } from '../../config';

/*
 * Which sign-ins a caller is offered, from the configuration alone: the profile resolvers answer it
 * (Query.signInOptions) and auth/ enforces it, so it sits below both.
 */

/** What the login dialog offers (Query.signInOptions). */
export interface SignInOptions {
  discord: boolean;
  google: boolean;
  development: boolean;
}

/** Development sign-in exists only outside production; no setting can turn it on there. */
export const devSignInAvailable = (config: Config) => !config.production;

/** A loopback address: 127.0.0.0/8, ::1, or either as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Whether this caller may use the development sign-in: never in production; outside it, only
 * from this machine (the client address, as the proxy settings resolve it) unless
 * DEV_SIGN_IN_REMOTE is true.
 */
export function devSignInAllowed(config: Config, clientAddress: string | undefined): boolean {
  return devSignInAvailable(config) && (config.devSignInRemote || isLoopback(clientAddress));
}

export function signInOptionsOf(config: Config, clientAddress?: string): SignInOptions {
  return { discord: config.discord !== null, google: config.google !== null, development: devSignInAllowed(config, clientAddress) };
}
