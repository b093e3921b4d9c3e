/**
 * Names of Mac apps people have, as typed: one that is not on this Mac is still a name, never a typo of another
 * ("focus loom" without Loom is not "zoom"; "xcode" without Xcode is not "code").
 */
const KNOWN_APPS = new Set(
  [
    "zoom loom xcode notion discord bear things arc warp linear sketch photos pages numbers keynote mail maps books",
    "news stocks music podcasts safari firefox brave edge opera vivaldi orion telegram signal whatsapp skype",
    "teams word excel outlook onenote powerpoint evernote todoist fantastical spark airmail alfred raycast bitwarden",
    "1password dropbox postman docker pycharm webstorm intellij goland rider clion sublime atom nova zed ghostty",
    "alacritty kitty hyper wezterm iterm tower fork transmit vlc iina audacity logic garageband imovie preview",
    "calculator reminders contacts calendar facetime messages console terminal finder notes slack spotify cursor",
    "obsidian figma craft miro trello asana jira clickup superhuman tableplus dash proxyman charles wireshark",
    "steam affinity pixelmator lightroom photoshop illustrator premiere resolve blender unity godot simulator",
    "instruments automator shortcuts clock weather freeform stickies chess tips textedit keychain bartender rectangle",
    "magnet amphetamine cleanmymac appcleaner mimestream fig warp tuple around pitch whimsical framer canva",
  ]
    .join(" ")
    .split(" "),
);

/** Whether a word is itself the name of a Mac app, on this Mac or not. */
export const isKnownAppName = (word: string): boolean => KNOWN_APPS.has(word.toLowerCase());
