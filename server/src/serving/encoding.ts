import Negotiator from 'negotiator';

/** negotiator 1's `encodings` (its type package describes 0.6): `preferred` orders encodings the client rates alike. */
type EncodingNegotiator = { encodings(available: string[], options: { preferred: string[] }): string[] };

/**
 * Which of the available encodings the client takes, by its `Accept-Encoding` (negotiator, as Express and
 * compression read it): the one it rates highest, brotli before gzip when it rates them alike, else null
 * (identity). `q=0` refuses an encoding; `*` accepts any.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const offered = (['br', 'gzip'] as const).filter((name) => available[name]);
  if (offered.length === 0) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encodings([...offered], { preferred: [...offered] })[0];
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

