# The site server in a container: built in one stage, run from another as an unprivileged user,
# with only what it needs at run time (production packages, the built site, the compiled server
# and the content). See "Container" in docs/running.md.
#
#   docker build -t about-site .
#   docker run --rm -p 8080:8080 about-site        # http://127.0.0.1:8080/about

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY sdk/package.json sdk/
COPY sdk-react/package.json sdk-react/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json ./
COPY sdk/package.json sdk/
COPY sdk-react/package.json sdk-react/
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX must be set before node starts (see "Production run" in docs/running.md).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=8080 \
    MEDIA_CACHE_DIR=/var/cache/about-site/renditions
RUN mkdir -p /var/cache/about-site && chown node:node /var/cache/about-site
COPY --from=packages /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist/site ./dist/site
COPY --from=build /app/dist/ssr ./dist/ssr
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/content ./content
# The image's own user (uid 1000): it can read the app and write only the rendition cache.
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}${process.env.SITE_BASE_PATH ?? ''}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1 and gets the runtime's SIGTERM directly; it drains and exits within
# 10 s (give `docker stop` or the pod's grace period at least that).
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
