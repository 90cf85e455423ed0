/**
 * What an answer's `Cache-Control` says, as Apollo's cache control writes it for a GET (`max-age=N, public` or
 * `max-age=N, private`; `no-store` otherwise): read here once for every reader (the response cache keeping an
 * answer, the headers a browser gets, the renderer deciding whether a page is the same for every visitor).
 */
export interface AnswerPolicy {
  scope: 'public' | 'private';
  /** Seconds, at least 1 (a max-age of 0 is no policy: nothing may keep the answer). */
  maxAgeSeconds: number;
}

const APOLLO_POLICY = /^max-age=(\d+), (public|private)$/;

/** The policy of Apollo's header value, or null when the answer may not be kept (no header, `no-store`, max-age 0). */
export function policyOf(cacheControl: unknown): AnswerPolicy | null {
  const match = typeof cacheControl === 'string' ? APOLLO_POLICY.exec(cacheControl) : null;
  const maxAgeSeconds = match ? Number(match[1]) : 0;
  return match && maxAgeSeconds > 0 ? { scope: match[2] as AnswerPolicy['scope'], maxAgeSeconds } : null;
}
