export { KEPT_REPORTS, RunJournal, reportName, runsDir } from "./journal.ts";
export { markOf, marksSvg, type Mark } from "./marks.ts";
export { runPages } from "./pages.ts";
export { escapeHtml } from "./html.ts";
export { renderReport, type JournalEntry } from "./render.ts";
export { listRuns, RunSummary, summaryOf } from "./summary.ts";
export { doctorReportPath, doctorText, keepDoctorReport, type DoctorFindings } from "./doctor.ts";
