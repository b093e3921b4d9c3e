/** Well-known sites by the names people call them; the one table for open_url and the planner. */
export const SITES: Record<string, string> = {
  chatgpt: "https://chatgpt.com",
  claude: "https://claude.ai",
  youtube: "https://www.youtube.com",
  google: "https://www.google.com",
  gmail: "https://mail.google.com",
  "google calendar": "https://calendar.google.com",
  "google docs": "https://docs.google.com",
  "google drive": "https://drive.google.com",
  "google maps": "https://maps.google.com",
  github: "https://github.com",
  gitlab: "https://gitlab.com",
  reddit: "https://www.reddit.com",
  twitter: "https://x.com",
  x: "https://x.com",
  "hacker news": "https://news.ycombinator.com",
  hn: "https://news.ycombinator.com",
  wikipedia: "https://www.wikipedia.org",
  "stack overflow": "https://stackoverflow.com",
  stackoverflow: "https://stackoverflow.com",
  linkedin: "https://www.linkedin.com",
  facebook: "https://www.facebook.com",
  instagram: "https://www.instagram.com",
  netflix: "https://www.netflix.com",
  amazon: "https://www.amazon.com",
  notion: "https://www.notion.so",
  figma: "https://www.figma.com",
  spotify: "https://open.spotify.com",
  twitch: "https://www.twitch.tv",
  "apple music": "https://music.apple.com",
  perplexity: "https://www.perplexity.ai",
};

/** The site a name stands for, if it is a well-known one ("Hacker News", "youtube"). */
export function siteFor(name: string): string | undefined {
  return SITES[name.trim().toLowerCase().replace(/\s+/g, " ")];
}
