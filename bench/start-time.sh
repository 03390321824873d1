#!/usr/bin/env bash
# Seconds from `npm start` until the portal answers its health check, on a fresh clone and then
# on a second start of the same clone. Usage: bench/start-time.sh [repository] (default: this one)
set -euo pipefail
source_repo=${1:-$(git -C "$(dirname "$0")" rev-parse --show-toplevel)}
clone=$(mktemp -d)/portal
git clone -q "$source_repo" "$clone"
port=${PORT:-$((20000 + RANDOM % 20000))}

time_start() {
  local started pid
  started=$(date +%s.%N)
  (cd "$clone" && PORT=$port DATA_DIR="$clone/data" exec setsid npm start >"$clone/start.log" 2>&1) &
  pid=$!
  until curl -sf "http://localhost:$port/api/v1/healthz" >/dev/null; do
    kill -0 "$pid" 2>/dev/null || { tail -20 "$clone/start.log"; exit 1; }
    sleep 0.2
  done
  echo "$1: ready after $(echo "$(date +%s.%N) - $started" | bc) s"
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

time_start "fresh clone (install, build, migrate, seed)"
time_start "second start"
rm -rf "$(dirname "$clone")"
