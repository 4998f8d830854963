# ThinkBuild: one image for every process (docs/deploy.md). Build: docker build -t thinkbuild .
# It starts a web server; the job worker is the same image with the command
# `node --enable-source-maps apps/server/dist/worker.js` (compose.yaml's `worker`, decisions/027).
# Node 24 (LTS, supported to April 2028) in both stages: Node 20 is past end of life and the
# dependencies ask for 22.12+ (docs/decisions/016). Debian 12, like the machines the tests run
# on (ffmpeg 5.1).
# Stage 1 builds the web app and the server bundle with every dev tool.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/demo/package.json packages/demo/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build

# Stage 2: runtime dependencies only, the built files, a non-root user.
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/demo/package.json packages/demo/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/packages/core packages/core
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/server/demo apps/server/demo
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# 3001: the published projects' origin (SITES_PORT; SITES_URL names its own domain).
EXPOSE 3000 3001
# The web server's check; a worker serves no HTTP, so its container turns this off.
HEALTHCHECK --interval=15s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: running requests finish within SHUTDOWN_TIMEOUT_SECONDS, then the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
