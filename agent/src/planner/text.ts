/** "hey claude", "ok claude", "claude," said first: the person addressing it, not a site to open. */
const ADDRESS = String.raw`(?:hey|hi|hello|ok|okay|yo)(?: there)?[,!.]?\s+claude|claude(?=[,!])`;
const GREETING = String.raw`(?:${ADDRESS}|(?:hey|hi|hello)(?: there)?|yo|ok|okay|so|um|uh|alright)\b[,!.]?\s+`;
const ASKING = [
  "i'd love it if you could",
  "when you get a chance,?",
  "when you have a (?:sec|second|moment),?",
  "i would love it if you could",
  "it would be great if you could",
  "if you could",
  "would you be able to",
  "are you able to",
  "could you possibly",
  "can you please",
  "would you mind",
  "do me a favou?r and",
  "go ahead and",
  "can you",
  "can u",
  "could you",
  "could u",
  "would you",
  "will you",
  "i want to",
  "i wanna",
  "i'd like to",
  "i would like to",
  "i need to",
  "i need",
  "i want",
  "let's",
  "lets",
  "try to",
  "please",
  "pls",
  "plz",
  "kindly",
  "just",
  "quickly",
];
const POLITE_START = new RegExp(`^(?:${GREETING})*(?:(?:${ASKING.join("|")})\\b[,!]?\\s+)*`);
const THANKS =
  "please|pls|plz|for me|now|right now|asap|thanks(?: so much| a lot)?|thank you(?: so much)?|thx|ty|cheers";
const POLITE_END = new RegExp(`(?:[,!.]?\\s+(?:${THANKS}))+$`);
const EMOTICONS = /(?:\s*(?::-?\)|:d|;-?\)|:-?p|[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]))+$/u;
const LEADING_EMOJI = /^(?:[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]\s*)+/u;

/** Words run together or misspelled so often that they are read as meant; too short for typo correction. */
const COMMON_SLIPS: Record<string, string> = {
  righthalf: "right half",
  lefthalf: "left half",
  tophalf: "top half",
  bottomhalf: "bottom half",
  closetab: "close tab",
  closetabs: "close tabs",
  newtab: "new tab",
  hackernews: "hacker news",
  teh: "the",
  hte: "the",
  adn: "and",
  im: "i'm",
};
const slips = (text: string) =>
  text.replace(/[a-z']+/g, (word) => COMMON_SLIPS[word] ?? word).replace(/\btab(\d+)\b/g, "tab $1");

/** "would you mind closing the tabs": the verb a gerund stands for. */
const GERUNDS: Record<string, string> = {
  closing: "close",
  quitting: "quit",
  opening: "open",
  moving: "move",
  putting: "put",
  placing: "place",
  switching: "switch",
  focusing: "focus",
  maximizing: "maximize",
  maximising: "maximise",
  centering: "center",
  saving: "save",
  hiding: "hide",
  launching: "launch",
  showing: "show",
  bringing: "bring",
  making: "make",
  snapping: "snap",
  sending: "send",
  activating: "activate",
};

/** Ways to start a command that mean one of the verbs the rules know. */
const VERB_SYNONYMS: [RegExp, string][] = [
  [/^(?:close out of|quit out of|force[ -]quit|get out of) /, "quit "],
  [/^(?:get rid of|shut|kill|exit|terminate) (?!down )/, "close "],
  [/^take me to /, "go to "],
  [/^open up /, "open "],
  [/^remember /, "save "],
];

/** The clause with a gerund or a synonym at its start replaced by the verb the rules know. */
export function leadingVerb(clause: string): string {
  const [first, ...rest] = clause.split(" ");
  const verb = GERUNDS[first!];
  const text = verb ? [verb, ...rest].join(" ") : clause;
  const synonym = VERB_SYNONYMS.find(([form]) => form.test(text));
  return synonym ? text.replace(synonym[0], synonym[1]) : text;
}

/** Lower-cased, typographic quotes and spacing evened out, greetings, politeness and final punctuation dropped. */
export function normalize(text: string): string {
  let clause = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[×]/g, "x")
    .replace(/(\d)\s*[–—]\s*(\d)/g, "$1-$2")
    .replace(/\s*(?:->|→|=>)\s*|:\s+/g, " ")
    .replace(/\s+/g, " ")
    .replace(LEADING_EMOJI, "")
    .trim();
  clause = slips(clause);
  for (let previous = ""; previous !== clause; ) {
    previous = clause;
    clause = clause
      .replace(EMOTICONS, "")
      .replace(/[.!?]+$/, "")
      .replace(POLITE_START, "")
      .replace(POLITE_END, "")
      .trim();
  }
  return leadingVerb(clause);
}

/** Question words make a question ("which apps have no windows"): what it says is asked about, never ordered. */
const QUESTION = /^(?:what|which|how|when|where|who|why|tell me|show me what)\b/;

/** Whether a clause starts as a question does. */
export const isQuestion = (clause: string): boolean => QUESTION.test(clause);

/** The clauses of a compound command: "a and b", "a, b", "a then b". */
export function clauses(text: string): string[] {
  return text
    .split(/\s*(?:,\s*(?:and\s+|then\s+)?|;\s*|\s+and then\s+|\s+then\s+|\s+and\s+)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}
