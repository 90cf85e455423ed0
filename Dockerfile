# Almanac: the site and its API in one Node process (DESIGN section 3).
# Build: docker build -t almanac .   Run with MongoDB: docker compose up (docker-compose.yml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a change to the sources does not reinstall them.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CLIENT_DIST=/app/dist/client
WORKDIR /app
# The code stays owned by root, read-only to the server; only the data folder is writable.
COPY --from=build /app /app
# The embedded store's folder, used when MONGODB_URI is not set.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tsx is the runtime (a dependency). Loaded into node itself rather than through the tsx
# launcher, so SIGTERM from `docker stop` reaches the server directly for a graceful stop.
CMD ["node", "--import", "tsx", "server/src/index.ts"]
