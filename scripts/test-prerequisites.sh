#!/usr/bin/env bash
# The first step of `npm test`: what the browser and cluster tests need from the machine. Installs the
# Debian packages that are missing (Chromium and its headless shell, CJK fonts, Redis, nginx) when it runs as root, else stops
# at once with the command to run; starts an installed PostgreSQL that is not running. A fresh Debian
# machine with only Node and npm then passes `npm ci && npm test` as it is.
set -euo pipefail

packages=(fonts-noto-cjk redis-server nginx)
# Chromium: the headless shell runs the browser tests, the whole browser the one check only it can make.
[ -n "${CHROMIUM_PATH:-}" ] || packages+=(chromium chromium-headless-shell)

if command -v dpkg-query >/dev/null; then
  missing=()
  for pkg in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "npm test needs these Debian packages: ${missing[*]}" >&2
      echo "run: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
      exit 1
    fi
    echo "installing: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
else
  echo "not a Debian machine: make sure Chromium (or CHROMIUM_PATH), CJK fonts, redis-server and nginx are installed" >&2
fi

# PostgreSQL: the API tests run on it too when it answers (and must, with CI=true).
if command -v pg_isready >/dev/null && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  if [ "$(id -u)" -eq 0 ] && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  fi
fi
if ! { command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; } && [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "PostgreSQL does not answer at 127.0.0.1:5432: with CI=true the API tests must run on it" >&2
    exit 1
  fi
  echo "PostgreSQL does not answer at 127.0.0.1:5432: the API tests run on SQLite only (start it, or set TEST_DATABASE_URL)"
fi
