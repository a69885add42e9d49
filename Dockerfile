# The directory's server with its web build, in a slim Node image. `docker compose up` (compose.yaml) runs two of it
# behind nginx on PostgreSQL; alone: docker run -e DATABASE_URL=postgres://... -p 3000:3000 <image>.
# The deployment test (apps/server/src/deploy/load-balanced.test.ts) reads this file and runs the last stage's CMD
# with its ENV and a non-root user, so keep ENV, USER and CMD in the plain forms it reads.

# Node 24 LTS: the major CI runs the tests on a second time (.ci/run).
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, dev ones included, for the builds. The manifests first, so that a code change reuses this layer.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/desktop/package.json apps/desktop/
# No install scripts: the builds need none (esbuild's and Vite's native parts are packages of their own), and the
# others download the Electron binary or send telemetry.
RUN npm ci --ignore-scripts --no-audit --no-fund

# The web build (out/web, out/web-ssr) and the compiled server (out/server); the desktop app is not built.
FROM deps AS build
# The About page's owner details are read when the web app is built (README, Configuration).
ARG VITE_OWNER_NAME
ARG VITE_OWNER_TAX_NUMBER
ARG VITE_OWNER_SUPPORT_EMAIL
ARG VITE_OWNER_WEBSITE
COPY . .
RUN npm run build:web && npm run build:server

# What runs: the compiled server and the web build, with the server's production dependencies only.
FROM ${NODE_IMAGE} AS runtime
# tini as PID 1 passes SIGTERM on to the server and reaps orphans, which Node as PID 1 does not.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/desktop/package.json apps/desktop/
# As locked. The optional packages left out are the embedded PostgreSQL's binaries, which a container never runs
# (RSD_CONTAINER makes DATABASE_URL required).
RUN npm ci --omit=dev --omit=optional --workspace @rsd/server --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/out/server out/server
COPY --from=build /app/out/web out/web
COPY --from=build /app/out/web-ssr out/web-ssr
# out/server/node_modules, a link the build made to apps/server/node_modules, finds the versions npm nested there
# (the server's own where a hoisted copy differs, e.g. cookie and p-limit) before the hoisted ones.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 RSD_CONTAINER=1
# The base image's unprivileged user; /app stays root's, so the server cannot change its own code.
USER node
EXPOSE 3000
# Alive, not ready: restarting the container would not bring a lost database back (a load balancer asks /readyz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "out/server/main.js"]
