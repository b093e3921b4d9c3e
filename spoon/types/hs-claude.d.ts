/** hs.claude: this Spoon's own Lua API (not Hammerspoon's): set by spoon.Claude:start(), removed by stop(). */
declare namespace hs {
  let claude: object | undefined;
}
