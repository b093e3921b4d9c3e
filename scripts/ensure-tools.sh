#!/usr/bin/env bash
# Makes sure the tools the tests run beside Node are installed: lua5.4 and busted (the Spoon's Lua
# tests) and Chromium (the run report is checked in a real browser). Installs them with apt on Debian
# as root, and otherwise prints the exact commands to run. Exit 0 when all are there.
set -u
have() { command -v "$1" >/dev/null 2>&1; }
chromium_ok() { [ -n "${HS_CLAUDE_CHROMIUM:-}" ] && [ -x "$HS_CLAUDE_CHROMIUM" ] || have chromium; }
if have lua5.4 && have busted && chromium_ok; then exit 0; fi
if have apt-get && [ "$(id -u)" = 0 ]; then
  echo "installing lua5.4, lua-busted and chromium with apt-get..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lua5.4 lua-busted chromium) >/dev/null 2>&1
  if have lua5.4 && have busted && chromium_ok; then exit 0; fi
fi
cat >&2 <<'MSG'
lua5.4, busted and Chromium are needed by the tests. Install them with:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y lua5.4 lua-busted chromium
  macOS:          brew install lua luarocks && luarocks --lua-version 5.4 install busted
                  and set HS_CLAUDE_CHROMIUM to a Chromium or Chrome binary
MSG
exit 1
