import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { accessLog } from './access-log';
import { crossOriginReads, securityHeaders } from './guards/cross-origin';
import { createRateLimiter } from '../rate-limiter';
import type { Config } from '../config';
import { heldLogger, type Logger } from '../logger';
import type { Store } from '../store/port';
import type { Services } from '../services';
import { cacheHintsOnGet } from '../graphql/cache-hints';
import { createContextBuilder, type GraphQLContext } from '../context';
import { explainFormatted } from '../graphql/refusals';
import { createSocketServer } from './live/websocket';
import { graphqlSandbox } from './pages/sandbox';
import { upgradesOf } from './live/upgrades';
import { QUERY_TOO_COSTLY, type LiveListSizes } from '../graphql/cost';
import { servedSchema } from '../schema';
import { cacheCryptoForApolloHashes } from '../graphql/apollo-hash';
import { cachedPages, mountClient, type PageUrlOf } from './pages/client-pages';
import { createRenderGate } from './guards/render-gate';
import { createPageRenderer, loadBuiltEntry, loadPageAssets, SSR_FOLDER, type ServerEntry } from './pages/render-page';
import { createRenderPool } from './pages/render-pool';
import { createSharedAnswers } from './cache/shared-answers';
import type { MetaResolver } from '../modules/page-meta';
import { iconsRouter } from '../modules/items/icons.router';
import { buildCardRouter } from '../modules/builds/build-card';
import { contentFeedsRouter } from '../modules/content/content.meta';
import { createAuth, sessionProfileId } from '../auth';
import { MutationLimiter } from '../graphql/mutation-limit';
import { cacheTagsOnGet, PUBLIC_MAX_AGE_SECONDS, publicReadCache, sessionWhereNeeded } from './cache/public-reads';
import { ANSWER_TAGS } from './cache/response-cache';
import { classify } from '../serving/classify';
import { createGate, limitByAddress, type WriteCheck } from '../serving/gate';
import { requestPipeline } from '../serving/pipeline';
import { apolloHttp } from '../serving/apollo-http';
import { jsonRoundTrip } from '../serving/fast-paths';
import { createLeanGraphQL } from '../serving/lean-graphql';
import { dynamicCompression } from './pages/precompressed';
import { createSseEndpoint, SSE_PATH } from './live/sse';
import { worldPoster, worldRouter, worldTiles, type WorldData } from '../world/router';
import { committedWorld } from '../world/committed-world';
import { rawPack } from '../../game-data/pack';
import { oembedRouter } from './oembed';
import { dataExportsRouter } from './data-exports';
import { sitemapRouter } from './sitemap';
import { accountRouter } from '../modules/account/account.router';
import { patchesRouter } from '../modules/patches/patches.router';
import { ACCOUNT_DATA_WINDOW_SECONDS, EXPORTS_PER_WINDOW, IMPORTS_PER_WINDOW } from '../modules/account/player-data';
import { createOriginCheck } from './guards/origin';
import { plannerCatalog } from '../modules/items/planner-items';
import { graphqlBodyErrors, MAX_GRAPHQL_BODY_BYTES, refuseOversizedBodies, refuseTooDeep } from '../serving/early-refusals';
import type { Metrics } from '../metrics/metrics';
import { observeRenders, observeResponseCache } from './metrics';
import { answerReadiness, metricsOnSiteAddress } from '../metrics/endpoint';
import { observeStore } from '../store/observed';

export interface AlmanacServer {
  httpServer: Server;
  /** Starts listening; resolves with the port (useful with port 0). */
  listen(port: number, host: string): Promise<number>;
  /** Stops accepting, lets running requests finish, closes sockets. Does not close the store. */
  close(): Promise<void>;
}

export interface ServerDependencies {
  config: Config;
  logger: Logger;
  store: Store;
  services: Services;
  metaResolvers?: MetaResolver[];
  /** Serve the client through Vite's dev middleware (`npm run dev`) instead of the built files. */
  viteDev?: boolean;
  /** The process's metrics (server/src/metrics): the cache and the render gate report to them. */
  metrics?: Metrics;
}

const GRAPHQL_PATH = '/graphql';
const KNOWN_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE', 'TOO_MANY_REQUESTS', QUERY_TOO_COSTLY]);

/** Unexpected errors never leak internals: clients get a generic message, the log gets the detail. */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_CODES.has(code)) return formatted;
    logger.error({ err: error, path: formatted.path }, 'GraphQL resolver failed');
    return { message: 'Internal server error', path: formatted.path, locations: formatted.locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

export async function createAlmanacServer(deps: ServerDependencies): Promise<AlmanacServer> {
  const { config, logger } = deps;
  const app = express();
  // The order every request is served in: serving/pipeline.ts. With FAST_PATHS on, an anonymous public read answered
  // from the cache skips everything below, and anonymous JSON POSTs to /graphql take the lean path (lean-graphql.ts)
  // once Apollo has started.
  const publicReads = publicReadCache(deps.store, GRAPHQL_PATH, deps.services.backgroundChanges);
  observeResponseCache(publicReads.cache, deps.metrics); // metrics hook: cache evictions and size
  let leanGraphQL: ReturnType<typeof createLeanGraphQL> | undefined;
  const httpServer = createServer(
    requestPipeline({
      cachedAnswer: config.fastPaths ? publicReads.cache.answer : null,
      lean: () => leanGraphQL,
      express: (req, res) => app(req, res),
    }),
  );
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // CORS `*` without credentials on the API and the embeddable resources, preflights
  // answered here (204), before the cache's middleware and Apollo's CSRF prevention see them. A hit
  // answered before Express replays the headers stored with its entry (these included); the lean
  // path adds them itself.
  const crossOrigin = crossOriginReads();
  app.use(crossOrigin);
  // Misses: marked, then stored with their tags once Apollo answers.
  app.use(publicReads.cache.middleware);
  // And an anonymous visitor's page rendered before, from the same cache, under its canonical address
  // (the server entry's, set below once the entry is known).
  let pageUrlOf: PageUrlOf = async (req) => req.originalUrl;
  app.use(cachedPages(publicReads.cache, (req) => pageUrlOf(req)));
  // Then a body over the limit is refused by its Content-Length, before anything reads it.
  app.use(refuseOversizedBodies(GRAPHQL_PATH));
  app.use(dynamicCompression());

  const schema = servedSchema({ fastPaths: config.fastPaths });
  const buildContext = createContextBuilder(deps);
  const formatError = createErrorFormatter(logger);
  const auth = createAuth(deps);
  // Counters in MongoDB when the app runs on it, so several processes share the limits.
  const mutationLimiter = new MutationLimiter(
    config.mutationLimitPerMinute,
    createRateLimiter(deps.store, { keyPrefix: 'mutations', points: config.mutationLimitPerMinute, duration: 60 }),
  );
  const addressLimiter = createRateLimiter(deps.store, { keyPrefix: 'requests', points: config.rateLimitPerMinute, duration: 60 });
  // The cost check counts `itemList` with the library's size now when its 2,000 at worst is too much.
  const liveListSizes: LiveListSizes = async () => ({ 'Query.itemList': await deps.services.items.librarySize() });
  // Every protection an operation passes, for every transport (serving/gate.ts).
  const writeCheck: WriteCheck = (profileId, fields) => deps.services.moderation.guard.checkWrites(profileId, fields);
  const gate = createGate({ schema, production: config.production, mutationLimiter, addressLimiter, liveListSizes, writeCheck });
  const socketServer = createSocketServer({ httpServer, config, logger, schema, gate: gate.check, auth, buildContext, path: GRAPHQL_PATH });

  cacheCryptoForApolloHashes();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    // Our own SIGTERM handler (index.ts) stops Apollo, closes and compacts the store, then exits 0;
    // Apollo's handler would re-send the signal after stopping and cut that short.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.production,
    // No field, argument or type suggestions in production: the schema is not spelled out to probes.
    hideSchemaDetailsFromClientErrors: config.production,
    formatError: (formatted, error) => formatError(explainFormatted(formatted), error),
    validationRules: gate.apollo.validationRules,
    parseOptions: gate.apollo.parseOptions,
    plugins: [
      ...gate.apollo.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Public unless a field says PRIVATE (schema.graphql); the response cache stores what is PUBLIC (GET only).
      // Any answer to a signed-in request is PRIVATE, whatever the fields say.
      ...cacheHintsOnGet<GraphQLContext>({ defaultMaxAge: PUBLIC_MAX_AGE_SECONDS, isPrivate: (context) => context.viewer !== null }),
      cacheTagsOnGet<GraphQLContext>(),
      { async serverWillStart() { return { async drainServer() { await socketServer.dispose(); auth.close(); } }; } },
    ],
  });
  await apollo.start();

  // Helmet's headers; embeddable resources carry CORP cross-origin, embed pages may be framed by any site.
  const security = securityHeaders({ viteDev: deps.viteDev, production: config.production });
  app.use(security);
  const requestLog = accessLog(logger, (path) => path === '/healthz' || path === '/readyz' || path === '/metrics');
  app.use(requestLog);

  app.get('/healthz', async (_req, res) => {
    try {
      await deps.store.ping();
      res.json({ status: 'ok', store: deps.store.engine });
    } catch {
      res.status(503).json({ status: 'unavailable', store: deps.store.engine });
    }
  });
  // metrics hooks: readiness (store and change feeds), and /metrics here only with the configured token, else 404.
  app.get('/readyz', (_req, res) => answerReadiness(observeStore(deps.store), res));
  const siteMetrics = deps.metrics ? metricsOnSiteAddress(config, deps.metrics) : () => false;
  app.get('/metrics', (req, res) => void (siteMetrics(req, res) || res.status(404).type('text/plain').send('Not found')));

  // Subscriptions over Server-Sent Events: the same session, limits and events as the WebSocket. Before the session
  // middleware, which must not wrap a stream's `res.end` (sse.ts loads the session itself, as the WebSocket does).
  const sse = createSseEndpoint({ config, logger, schema, gate: gate.check, auth, buildContext });
  app.use(SSE_PATH, sse.handler);

  // Sessions and /auth before the GraphQL endpoint (its context reads the session) and the SPA fallback.
  // Each step of a sign-in stores a session (the OAuth state, then the signed-in one): an address
  // may take a tenth of its request budget of them, so no client can fill the store with sessions.
  const signInSteps = createRateLimiter(deps.store, { keyPrefix: 'sign-in-steps', points: Math.max(1, Math.floor(config.rateLimitPerMinute / 10)), duration: 60 });
  app.use(['/auth/discord', '/auth/google', '/auth/dev'], limitByAddress(signInSteps));
  // A linked profile's merge and the player's data file read or write the whole account: they spend the address's
  // request budget as the API does (a store that cannot count fails them; it is not "too many requests").
  app.use(['/auth/link', '/account'], limitByAddress(addressLimiter));
  app.use(sessionWhereNeeded(auth.session));
  app.use('/auth', auth.router);

  let vite: import('vite').ViteDevServer | undefined;
  if (deps.viteDev) {
    const { createServer: createViteServer } = await import('vite');
    vite = await createViteServer({
      configFile: join(process.cwd(), 'client/vite.config.ts'),
      // Hot reload's socket on the site's own port, its upgrades handed over by the one dispatcher (live/upgrades.ts).
      server: { middlewareMode: true, ws: { server: upgradesOf(httpServer).devHotReload as unknown as import('node:http').Server } },
      appType: 'custom',
    });
  }

  app.get(GRAPHQL_PATH, graphqlSandbox(config.clientDist, () => vite));

  // The gate's request budget (a store that cannot count fails the request; it is not "too many requests").
  app.use(GRAPHQL_PATH, limitByAddress(addressLimiter));
  app.use(
    GRAPHQL_PATH,
    express.json({ limit: MAX_GRAPHQL_BODY_BYTES }),
    refuseTooDeep(),
    apolloHttp(apollo, {
      // A GET's context hands the answer's tags to the response cache (public-reads.ts cacheTagsOnGet), which keeps
      // the answer before it is sent.
      context: async (req, res) => {
        const context = await buildContext(req);
        return req.method === 'GET' ? { ...context, answerTags: (tags) => void (res.locals[ANSWER_TAGS] = tags) } : context;
      },
      beforeSend: publicReads.cache.answered,
    }),
  );
  // Body parser refusals on /graphql and /graphql/stream answer as GraphQL errors with a code.
  app.use(GRAPHQL_PATH, graphqlBodyErrors());
  leanGraphQL = !config.fastPaths ? undefined : createLeanGraphQL({
    path: GRAPHQL_PATH, apollo, schema, liveListSizes, buildContext, addressLimiter, logger, validated: gate.validated, securityHeaders: security, crossOrigin, accessLog: requestLog,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    // Only credentials (an Authorization header) keep a request off this path: a session cookie's session is loaded.
    mayBeSignedIn: (req) => classify(req).mayBeSignedIn && !classify(req).sessionCookie,
    // A signed-in player's requests (the page's private parts) take this path too, with the session loaded as below.
    session: {
      carried: (req) => classify(req).sessionCookie,
      load: (req, res) => new Promise((resolve, reject) => auth.session(req as Request, res as Response, (error?: unknown) => (error ? reject(error) : resolve()))),
    },
    signedIn: (context) => context.viewer !== null,
    // A query that fails runs again through Apollo: its resolvers' log lines are written by that run only.
    directContext: (context) => {
      const held = heldLogger(context.logger);
      return { context: { ...context, logger: held.logger }, release: held.release, drop: held.drop };
    },
  });

  app.use(iconsRouter());
  // The world is read once per process (about a second) for the maps, oEmbed and the data exports. It is
  // checked against the committed pack it was drawn from: a published version may add monsters
  // without spawns or move NPCs, and its names are laid over the world when it is served.
  const committed = rawPack();
  const worldData: WorldData = { pack: committed, world: committedWorld(committed) };
  const tileManifest = worldTiles(logger, worldData.world);
  const { game, patches } = deps.services;
  const worldVersions = {
    served: () => ({ number: game.version, pack: game.pack }),
    pack: async (number: number) => (patches.versions.get(number) ? patches.versions.pack(number) : null),
  };
  app.use(worldRouter(logger, worldData.world, worldVersions, tileManifest));
  const mapPoster = worldPoster(worldData, tileManifest);
  // oEmbed for builds, items, monsters, NPCs and map positions, named as the served version names them.
  app.use(oembedRouter({ publicUrl: config.publicUrl, builds: deps.services.builds, items: deps.services.items, world: worldData.world, served: worldVersions.served }));
  app.use(
    dataExportsRouter(deps.services.patches.versions, worldData.world, {
      plannerItems: () => plannerCatalog(deps.services.items, deps.services.game),
      followItems: (changed) => deps.services.followers.follow(deps.services.items, { onChange: changed, onReload: changed }, { load: false }),
    }),
  );
  // Drawing a card costs ~20-100 ms of CPU: an address may draw a tenth of its request budget (cached cards are free).
  const cardRenders = createRateLimiter(deps.store, { keyPrefix: 'card-renders', points: Math.max(1, Math.floor(config.rateLimitPerMinute / 10)), duration: 60 });
  app.use(buildCardRouter(deps.services.builds, deps.services.items, deps.services.patches.versions, cardRenders));
  app.use(contentFeedsRouter(deps.services.content, config.publicUrl));
  app.use(sitemapRouter(deps.services, config.publicUrl));
  // A player's data file and the import of builds from one: per-player limits, shared by processes on MongoDB, inside
  // the address's request budget (spent above, with the merge of a linked profile's).
  const originOf = createOriginCheck(config.publicUrl);
  /** The signed-in profile of a request to the HTTP routes beside GraphQL (their session is loaded above). */
  const viewerOf = async (req: Request) => {
    const profileId = sessionProfileId(req);
    return profileId ? deps.services.profiles.byId(profileId) : null;
  };
  app.use(accountRouter({
    account: deps.services.playerData,
    viewerOf,
    foreignOrigin: (req) => originOf(req) === 'foreign',
    exportLimiter: createRateLimiter(deps.store, { keyPrefix: 'player-exports', points: EXPORTS_PER_WINDOW, duration: ACCOUNT_DATA_WINDOW_SECONDS }),
    importLimiter: createRateLimiter(deps.store, { keyPrefix: 'player-imports', points: IMPORTS_PER_WINDOW, duration: ACCOUNT_DATA_WINDOW_SECONDS }),
    siteUrl: config.publicUrl,
  }));
  // A whole game data pack is far above the GraphQL body limit: admins upload it here.
  app.use(patchesRouter({
    drafts: deps.services.patches.drafts,
    viewerOf,
    foreignOrigin: (req) => originOf(req) === 'foreign',
  }));

  // Pages are rendered on the server from the client's server entry: the built one, or in
  // development the source through Vite (reloaded on every request, so edits show at once).
  let builtEntry: Promise<ServerEntry> | null = null;
  const devVite = vite;
  // Built pages are drawn in a worker thread (render-pool.ts); this thread keeps the entry for its canonical addresses.
  const renderPool = createRenderPool(join(config.clientDist, SSR_FOLDER, 'entry-server.js'));
  if (deps.metrics) deps.metrics.renderHeap.read = renderPool.heap; // metrics hook: the render worker's heap
  if (!devVite) await renderPool.warm();
  const entry = devVite
    ? async () => (await devVite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
    : () => {
        builtEntry ??= loadBuiltEntry(config.clientDist).then((loaded) => ({ canonicalUrl: loaded.canonicalUrl, render: renderPool.render }), (error: unknown) => {
          builtEntry = null;
          throw error;
        });
        return builtEntry;
      };
  // The built client's manifest, read once: the style sheets and scripts each rendered page links (none in development).
  let pageAssets: ReturnType<typeof loadPageAssets> | null = null;
  const renderPage = createPageRenderer({
    entry,
    jsonValue: config.fastPaths ? undefined : jsonRoundTrip,
    apollo,
    buildContext,
    publicUrl: config.publicUrl,
    plannerItems: () => plannerCatalog(deps.services.items, deps.services.game),
    mapPoster: () => mapPoster,
    pageAssets: devVite ? undefined : () => (pageAssets ??= loadPageAssets(config.clientDist)),
    sharedAnswers: createSharedAnswers(() => publicReads.cache.sequence),
  });
  // A page's canonical address keeps only the query parameters its routes read (the route table's, through the entry):
  // an address with no query is its own, and needs no entry; without a built client (no page is drawn) it is its own too.
  pageUrlOf = async (req) => {
    if (!req.originalUrl.includes('?')) return req.originalUrl;
    const loaded = await entry().catch(() => null);
    return loaded ? loaded.canonicalUrl(req.originalUrl) : req.originalUrl;
  };
  // The notifier's status page looks a receipt code up: each request spends the address's request budget, as a GraphQL
  // request does, so its codes are guessed no faster than through the API.
  app.use('/report-status', limitByAddress(addressLimiter));
  // Renders that miss the cache spend the address's render time, in a bounded queue (render-gate.ts).
  const renderGate = observeRenders(createRenderGate(createRateLimiter(deps.store, { keyPrefix: 'render-ms', points: config.renderMsPerMinute, duration: 60 })), deps.metrics); // metrics hook: renders and their queue
  if (devVite) app.use(devVite.middlewares);
  await mountClient(app, {
    clientDist: config.clientDist,
    publicUrl: config.publicUrl,
    logger,
    metaResolvers: deps.metaResolvers ?? [],
    liveTransport: config.liveTransport,
    renderPage,
    pageCache: publicReads.cache,
    pageUrl: (req) => pageUrlOf(req),
    renderGate: (req, render) => renderGate(req.ip ?? 'unknown', render),
    devTemplate: devVite
      ? async (url) => devVite.transformIndexHtml(url, await readFile(join(process.cwd(), 'client/index.html'), 'utf8'))
      : undefined,
  });

  app.use((error: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error({ err: error, req: { method: req.method, url: req.originalUrl } }, 'Request failed');
    if (res.headersSent) return;
    res.status(status).type('text/plain').send(status === 404 ? 'Not found' : status >= 500 ? 'Internal server error' : error.message);
  });

  return {
    httpServer,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        // A longer accept queue than Node's 511, so a burst of a thousand new connections is queued, not reset.
        httpServer.listen({ port, host, backlog: 4096 }, () => {
          httpServer.off('error', reject);
          resolve((httpServer.address() as AddressInfo).port);
        });
      }),
    close: async () => {
      // Apollo's drain plugin stops accepting, waits for running requests, and closes sockets.
      publicReads.stop();
      leanGraphQL?.stop();
      sse.dispose();
      await apollo.stop();
      await vite?.close();
      await renderPool.close();
      socketServer.close();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
