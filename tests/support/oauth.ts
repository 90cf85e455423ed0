import { createServer } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

/** A local OAuth2 server (oauth2-mock-server) standing in for Discord and Google. */
export async function startOAuthServer(): Promise<OAuth2Server & { baseUrl: string }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  return Object.assign(server, { baseUrl: server.issuer.url!.replace(/\/$/, '') });
}

/** The provider settings that point both real strategies at the local OAuth2 server. */
export function providerEnv(oauthBaseUrl: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const provider of ['DISCORD', 'GOOGLE']) {
    env[`${provider}_CLIENT_ID`] = `almanac-${provider.toLowerCase()}`;
    env[`${provider}_CLIENT_SECRET`] = `${provider.toLowerCase()}-secret`;
    env[`${provider}_AUTHORIZATION_URL`] = `${oauthBaseUrl}/authorize`;
    env[`${provider}_TOKEN_URL`] = `${oauthBaseUrl}/token`;
    env[`${provider}_USERINFO_URL`] = `${oauthBaseUrl}/userinfo`;
  }
  return env;
}

/** A free TCP port on the loopback (the callback URL must be known before the server starts). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
