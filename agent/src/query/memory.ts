/** Recent questions and answers, for follow-ups within one run of the agent. */
export class QueryMemory {
  private readonly entries: { question: string; answer: string }[] = [];

  constructor(private readonly size = 8) {}

  remember(question: string, answer: string): void {
    this.entries.push({ question, answer });
    if (this.entries.length > this.size) this.entries.shift();
  }

  recent(): readonly { question: string; answer: string }[] {
    return this.entries;
  }
}
