import { AuditLog } from "../audit/index.ts";
import { TabHistory } from "../query/index.ts";
import { RunJournal } from "../report/index.ts";
import {
  fileAliasStore,
  filePresetStore,
  loadConfig,
  watchedConfig,
  type AliasStore,
  type Config,
  type PresetStore,
} from "../store/index.ts";
import { fileUndoHistory, type UndoHistory } from "../undo/index.ts";
import { fileWorkspace, type Clock, type Workspace } from "../workspace/index.ts";

/** The files of one agent home, opened once for the process: what every run of the home reads and writes. */
export interface HomeStores {
  readonly home: string;
  /** config.json as it is now: read again only once the file changed; a broken one throws each time it is asked. */
  config(): Config;
  /** The audit log, rotated and redacted as config.json says. */
  audit(): AuditLog;
  readonly journal: RunJournal;
  readonly undo: UndoHistory;
  readonly aliases: AliasStore;
  readonly history: TabHistory;
  readonly presets: PresetStore;
  /** The workspace (open apps, the one in front, last activity, tools), on the home's clock. */
  readonly workspace: Workspace;
}

export interface HomeOptions {
  /** Default: the presets file in the home. */
  presets?: PresetStore;
  /** How config.json is read and checked (a counting spy in tests); default `loadConfig`. */
  readConfig?: (home: string) => Config;
  /** The home whose config.json the runs use (--sim: the person's, beside the simulated home); default `home`. */
  configHome?: string;
  /** The workspace's clock (the simulated Mac's in --sim, a fake one in tests); default the real date. */
  clock?: Clock;
}

/** Opens a home's files for this process. Nothing is read yet but the tab history; config.json when first asked. */
export function openHome(home: string, options: HomeOptions = {}): HomeStores {
  const config = watchedConfig(options.configHome ?? home, options.readConfig ?? loadConfig);
  let audit: { for: Config["audit"]; log: AuditLog } | undefined;
  return {
    home,
    config,
    audit() {
      const wanted = config().audit;
      if (audit?.for !== wanted) audit = { for: wanted, log: new AuditLog(home, wanted) };
      return audit.log;
    },
    journal: new RunJournal(home),
    undo: fileUndoHistory(home),
    aliases: fileAliasStore(home),
    history: TabHistory.inHome(home),
    presets: options.presets ?? filePresetStore(home),
    workspace: fileWorkspace(home, options.clock),
  };
}
