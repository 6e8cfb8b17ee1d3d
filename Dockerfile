# syntax=docker/dockerfile:1
# GharSeva in one image (decision 043): the compiled server, the built web app and the
# production dependencies only; no TypeScript tooling, no sources.
#
#   docker build -t gharseva .
#   docker run --env-file .env.production -p 3000:3000 -v gharseva-data:/data gharseva
#
# Debian (glibc), not Alpine: argon2's prebuilt binary and PGlite are tested on glibc.
ARG NODE_VERSION=20.19
FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
# Every workspace's package.json, so npm ci finds the lockfile in step with them.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build: every dependency, then `npm run build` (web app, its server render, the server bundle).
FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run: the production dependencies of the server and of the web app's server render (React,
# the router, i18next), installed afresh so no development package is left behind.
FROM base AS runtime
ENV NODE_ENV=production
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace @gharseva/server --workspace @gharseva/web \
  && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR holds PGlite's files (without DATABASE_URL) and the SMS outbox: a volume, owned by
# the unprivileged user the server runs as.
ENV DATA_DIR=/data HOST=0.0.0.0 PORT=3000
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run start:prod` runs, and what the compiled-server test starts: plain node.
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
