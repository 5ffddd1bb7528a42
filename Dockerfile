# syntax=docker/dockerfile:1
# The production image: the same bundle `npm run build` makes, run by `node dist/app/index.mjs`.
# Built on the current Node LTS (the app supports Node >= 20.19, see package.json engines).

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: compile better-sqlite3, install everything, build, then drop dev dependencies
FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# ---- runtime: only what the server needs, as a non-root user
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    SQLITE_FILE=/app/data/apdcl.sqlite \
    UPLOADS_DIR=/app/uploads \
    BUILD_DIR=/app/dist
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /app/data /app/uploads && chown node:node /app/data /app/uploads
USER node
VOLUME ["/app/data", "/app/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# exec form: node is PID 1 and receives SIGTERM for the graceful shutdown
CMD ["node", "dist/app/index.mjs"]
