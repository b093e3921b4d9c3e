#!/usr/bin/env bash
# Makes sure lua5.4 and busted are installed: installs them with apt on Debian as root, and
# otherwise prints the exact commands to run. Exit 0 when both are there.
set -u
have() { command -v "$1" >/dev/null 2>&1; }
if have lua5.4 && have busted; then exit 0; fi
if have apt-get && [ "$(id -u)" = 0 ]; then
  echo "installing lua5.4 and lua-busted with apt-get..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lua5.4 lua-busted) >/dev/null 2>&1
  if have lua5.4 && have busted; then exit 0; fi
fi
cat >&2 <<'MSG'
lua5.4 and busted are needed for the Spoon's Lua tests. Install them with:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y lua5.4 lua-busted
  macOS:          brew install lua luarocks && luarocks --lua-version 5.4 install busted
MSG
exit 1
