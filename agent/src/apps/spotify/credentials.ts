// Who asks Spotify's Web API: config.json's `apps.spotify` {clientId, clientSecret}, else the environment's
// SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET. One client per set of credentials for the process: its token is kept.
import type { Config } from "../../store/index.ts";
import { SpotifyWebApi, type WebApiSettings, type WebApiWorld } from "./web-api.ts";

const ACCOUNTS = "https://accounts.spotify.com";
const API = "https://api.spotify.com";

/** What to tell a person who asked to find something on Spotify without credentials. */
export const NO_CREDENTIALS =
  "finding what to play on Spotify needs its Web API: create an app at developer.spotify.com/dashboard and add " +
  '"apps": {"spotify": {"clientId": "…", "clientSecret": "…"}} to config.json (or set SPOTIFY_CLIENT_ID and ' +
  'SPOTIFY_CLIENT_SECRET); a spotify: URI plays without it, and "play X on music" searches the Music library';

/** The Web API's settings from config.json, else the environment; undefined when neither gives both. */
export function webApiSettings(config: Config, env: NodeJS.ProcessEnv = process.env): WebApiSettings | undefined {
  const given = config.apps.spotify;
  const [clientId, clientSecret] = given
    ? [given.clientId, given.clientSecret]
    : [env.SPOTIFY_CLIENT_ID?.trim(), env.SPOTIFY_CLIENT_SECRET?.trim()];
  if (!clientId || !clientSecret) return undefined;
  const accountsUrl = given?.accountsUrl ?? ACCOUNTS;
  return { clientId, clientSecret, accountsUrl, apiUrl: given?.apiUrl ?? API };
}

const clients = new Map<string, SpotifyWebApi>();

/** The process's client for `settings` (made once, so its token lasts until it expires). */
export function webApiFor(settings: WebApiSettings, world?: WebApiWorld): SpotifyWebApi {
  const key = JSON.stringify(settings);
  let client = clients.get(key);
  if (!client) clients.set(key, (client = new SpotifyWebApi(settings, world)));
  return client;
}
