# Almanac: the site and its API in one Node process (DESIGN section 3).
# Build: docker build -t almanac .   Run with MongoDB: docker compose up (docker-compose.yml).
# The runtime stage runs the same commands as tests/build/production-server.test.ts: a
# production-only `npm ci` beside the built dist/, then `node dist/server/index.js`.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a change to the sources does not reinstall them.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/tiles (the map tiles), dist/client (the client) and dist/server (the compiled server).
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CLIENT_DIST=/app/dist/client
WORKDIR /app
# Production dependencies only; no sources, no TypeScript, no build tools in the image. The code
# stays owned by root, read-only to the server; only the data folder is writable.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund --prefer-offline && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded store's folder, used when MONGODB_URI is not set.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled server (npm run build), run by node itself rather than through npm, so SIGTERM
# from `docker stop` reaches the server directly for a graceful stop. Its source maps are beside
# it: NODE_OPTIONS=--enable-source-maps makes stack traces name the TypeScript sources. The main thread's heap is
# bounded (docs/operations.md, "Memory"): V8's default limit is a quarter of the machine's memory, which the heap
# grows toward under traffic; the render worker's own limit is set in the code (render-pool.ts).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=4", "dist/server/index.js"]
