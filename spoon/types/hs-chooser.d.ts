/** hs.chooser: a searchable list; the completion function gets the chosen row, or nil when dismissed. */
declare namespace hs {
  namespace chooser {
    /** A row: `text` is shown; other plain keys come back with the choice. */
    interface Choice {
      text: string;
      subText?: string;
      index: number;
    }
    interface Chooser {
      choices(choices: Choice[]): Chooser;
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
