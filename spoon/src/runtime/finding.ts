/** One line of the self-test's report: ✓ as it should be, ! worth knowing, ✗ needs fixing (and how). */
export interface Finding {
  mark: "✓" | "!" | "✗";
  text: string;
}

export const ok = (text: string): Finding => ({ mark: "✓", text });
export const note = (text: string): Finding => ({ mark: "!", text });
export const broken = (text: string): Finding => ({ mark: "✗", text });
