/** hs.chooser: a searchable list; the completion function gets the chosen row, or nil when dismissed. */
declare namespace hs {
  namespace chooser {
    /** A row: `text` is shown; other plain keys come back with the choice. */
    interface Choice {
      text: string;
      subText?: string;
      index?: number;
      /** The command a command-bar row runs. */
      command?: string;
    }
    interface Chooser {
      choices(choices: Choice[]): Chooser;
      /** Called with the text as typed; setting it turns the chooser's own filtering off. */
      queryChangedCallback(fn: (this: void, query: string) => void): Chooser;
      /** Sets the text in the query field. */
      query(text: string): Chooser;
      placeholderText(text: string): Chooser;
      show(): Chooser;
      hide(): Chooser;
      delete(): void;
    }
    /** @noSelf */
    interface Module {
      "new"(completion: (this: void, choice?: Choice) => void): Chooser;
    }
  }
  const chooser: hs.chooser.Module;
}
