// Who asks Spotify's Web API: config.json's `apps.spotify` {clientId, clientSecret}, else the environment's
// SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET. One client per set of credentials for the process: its token is kept.
// The market a search asks for is the person's account country: a client-credentials token has no user, so the API's
// `from_token` cannot name it. config.json's `apps.spotify.market` says it; else the Mac's region as the locale of the
// agent's environment gives it (LC_ALL, LC_MESSAGES, LANG: "de_DE.UTF-8" is DE); else none, and the catalogue's
// instances come back as they are (the desktop player relinks what does not play here; play.ts accepts that).
import type { Config } from "../../store/index.ts";
import { SpotifyWebApi, type WebApiSettings, type WebApiWorld } from "./web-api.ts";

const ACCOUNTS = "https://accounts.spotify.com";
const API = "https://api.spotify.com";

/** What to tell a person who asked to find something on Spotify without credentials. */
export const NO_CREDENTIALS =
  "finding what to play on Spotify needs its Web API: create an app at developer.spotify.com/dashboard (in " +
  "Development Mode the account that owns the app needs Spotify Premium) and add " +
  '"apps": {"spotify": {"clientId": "…", "clientSecret": "…"}} to config.json (or set SPOTIFY_CLIENT_ID and ' +
  'SPOTIFY_CLIENT_SECRET); a spotify: URI plays without it, and "play X on music" searches the Music library';

/** The country of a POSIX locale ("de_DE.UTF-8", "pt_BR@euro"); none for "C", "POSIX" or a language alone. */
function regionOfLocale(locale: string | undefined): string | undefined {
  return /^[a-z]{2,3}(?:_[A-Z][a-z]{3})?_([A-Z]{2})(?:[.@]|$)/.exec(locale ?? "")?.[1];
}

/** The first locale variable set, in POSIX's order of precedence for messages. */
const localeOf = (env: NodeJS.ProcessEnv) => [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value);

/** The Web API's settings from config.json, else the environment; undefined when neither gives both. */
export function webApiSettings(config: Config, env: NodeJS.ProcessEnv = process.env): WebApiSettings | undefined {
  const given = config.apps.spotify;
  const [clientId, clientSecret] = given
    ? [given.clientId, given.clientSecret]
    : [env.SPOTIFY_CLIENT_ID?.trim(), env.SPOTIFY_CLIENT_SECRET?.trim()];
  if (!clientId || !clientSecret) return undefined;
  const accountsUrl = given?.accountsUrl ?? ACCOUNTS;
  const market = given?.market ?? regionOfLocale(localeOf(env));
  return { clientId, clientSecret, accountsUrl, apiUrl: given?.apiUrl ?? API, ...(market ? { market } : {}) };
}

const clients = new Map<string, SpotifyWebApi>();

/** The process's client for `settings` (made once, so its token lasts until it expires). */
export function webApiFor(settings: WebApiSettings, world?: WebApiWorld): SpotifyWebApi {
  const key = JSON.stringify(settings);
  let client = clients.get(key);
  if (!client) clients.set(key, (client = new SpotifyWebApi(settings, world)));
  return client;
}
