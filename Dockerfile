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
# Heap limit: V8 would otherwise size its heap from the host's memory, not the container's, and
# be killed by the kernel instead of failing one request. 768 MB suits a 1 GB container; keep it
# at about 3/4 of the memory limit (docker run -e NODE_OPTIONS=--max-old-space-size=1536 for 2 GB).
ENV NODE_OPTIONS=--max-old-space-size=768
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
# Production start (ADR 013): the image runs outside demo mode, so the server refuses to start
# until the real settings are given, e.g. with `docker run --env-file apdcl.env …`:
#   SMS_TRANSPORT=http SMS_HTTP_URL SMS_SENDER_ID SMS_TEMPLATE_ID
#   SMS_TEMPLATE_PAYMENT_RECEIPT SMS_TEMPLATE_RECHARGE_TOKEN SMS_TEMPLATE_RECHARGE_RECEIPT
#   SMS_TEMPLATE_DUE_REMINDER SMS_TEMPLATE_LOW_BALANCE
#   SMS_TEMPLATE_WORK_CREATED SMS_TEMPLATE_WORK_STATE SMS_TEMPLATE_WORK_ESCALATED SMS_TEMPLATE_COMPLAINT_CREATED
#   SMS_TEMPLATE_SHUTDOWN_PUBLISHED SMS_TEMPLATE_SHUTDOWN_EVE SMS_TEMPLATE_FEEDBACK_RECEIVED SMS_TEMPLATE_CONSUMER_NUMBERS
#   SMS_TEMPLATE_OTP_AS and the _AS twin of every SMS_TEMPLATE_… above (README "Configuration")
#   UPI_PAYEE_VPA UPI_PAYEE_NAME
#   PAYMENT_GATEWAY=razorpay RAZORPAY_KEY_ID RAZORPAY_KEY_SECRET RAZORPAY_WEBHOOK_SECRET
#   OTP_HASH_KEY SESSION_SECRET STS_VENDING_KEY DATABASE_URL PUBLIC_ORIGIN
#   TRUST_PROXY: the load balancer's or the container network's subnet (e.g. 10.0.0.0/8),
#   or false when clients reach the container directly
# A demonstration container: docker run -e DEMO_MODE=true -e TRUST_PROXY=false …
# exec form: node is PID 1 and receives SIGTERM for the graceful shutdown
CMD ["node", "dist/app/index.mjs"]
