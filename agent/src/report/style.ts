/** The pages' one stylesheet, inline (a report is one file that opens anywhere, offline). */
export const PAGE_STYLE = `
body { font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Helvetica Neue", sans-serif; margin: 24px auto;
  max-width: 1100px; padding: 0 16px; color: #1d1d1f; background: #fff; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin-top: 28px; } h3 { font-size: 15px; }
small, .meta, .tokens { color: #6e6e73; font-weight: normal; }
.result { font-size: 16px; white-space: pre-wrap; } .ok { color: #1a7f37; } .failed { color: #c62828; }
pre, code { font: 12px/1.4 ui-monospace, Menlo, monospace; white-space: pre-wrap; word-break: break-word; }
pre { background: #f5f5f7; padding: 8px; border-radius: 6px; }
table { border-collapse: collapse; width: 100%; } td, th { text-align: left; vertical-align: top;
  padding: 4px 6px; border-bottom: 1px solid #e5e5ea; } tr.failed td, li.failed { color: #c62828; }
tr.skipped td, li.skipped { color: #8e8e93; }
blockquote { margin: 8px 0; padding: 6px 10px; border-left: 3px solid #0a84ff; background: #f2f7ff; }
.shot { position: relative; margin: 8px 0; width: 100%; border: 1px solid #d2d2d7; }
.shot img { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
.marks { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.marks .mark { fill: none; stroke: #ff00aa; stroke-width: 4; vector-effect: non-scaling-stroke; }
.marks .dot { fill: #ff00aa; }
.marks text { fill: #ff00aa; font: bold 22px sans-serif; paint-order: stroke; stroke: #fff; stroke-width: 3; }
.runs a { color: #0a58ca; text-decoration: none; } .runs td.cost { white-space: nowrap; }
`;
