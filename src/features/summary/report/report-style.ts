// The report's one stylesheet, inline: system fonts only (nothing to download), colours for a
// light and a dark screen (the reader's setting), and print in the light colours, text in black.

const HEAT_LEVELS = 10;

const heat = Array.from(
  { length: HEAT_LEVELS },
  (_, level) =>
    `td.heat-${level}{background:color-mix(in srgb,var(--heat) ${level * 4}%,transparent)}`,
).join('\n');

/** The heat class of a cross-tab cell: 0 (none) to 9 (the largest count). */
export const heatClass = (count: number, max: number) =>
  `heat-${max > 0 ? Math.round((count / max) * (HEAT_LEVELS - 1)) : 0}`;

export const REPORT_STYLE = `
:root{color-scheme:light dark;--bg:#fff;--text:#1a1b1e;--dim:#495057;--line:#ced4da;
--blue:#1c7ed6;--teal:#0c8599;--indigo:#4263eb;--cyan:#1098ad;--orange:#e8590c;--grape:#ae3ec9;
--green:#2f9e44;--yellow:#f59f00;--red:#e03131;--heat:#1c7ed6;--link:#1864ab}
@media screen and (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--text:#e9ecef;--dim:#adb5bd;--line:#495057;
--blue:#4dabf7;--teal:#38d9a9;--indigo:#748ffc;--cyan:#3bc9db;--orange:#ff922b;--grape:#da77f2;
--green:#69db7c;--yellow:#ffd43b;--red:#ff8787;--heat:#4dabf7;--link:#74c0fc}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);
font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header,main,footer{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;line-height:1.2;margin:.25rem 0 1rem;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:0 0 .25rem;overflow-wrap:anywhere}
h3{font-size:1rem;margin:.75rem 0 .25rem}
p{margin:.5rem 0}
.kicker,.dim,caption,footer{color:var(--dim)}
.kicker{margin:0;font-size:.9rem}
.facts{display:grid;gap:.25rem;margin:0}
.facts>div{display:grid;grid-template-columns:6.5rem minmax(0,1fr);gap:1rem}
.facts dt{font-weight:600}.facts dd{margin:0;overflow-wrap:anywhere}
.note{border-left:4px solid var(--yellow);padding:.25rem .75rem}
section{border:1px solid var(--line);border-radius:8px;padding:1rem;margin:0 0 1rem}
.figures{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:.5rem 0}
.figures dt{font-size:.8rem;color:var(--dim)}.figures dd{margin:0;font-size:1.15rem;font-weight:600}
.chart{display:block;margin:.5rem 0;overflow:visible}
.chart text{fill:currentColor;font-size:12px}
.chart .axis{stroke:var(--line)}
${['blue', 'teal', 'indigo', 'cyan', 'orange', 'grape', 'green', 'yellow', 'red']
  .map((tone) => `.tone-${tone}{fill:var(--${tone})}`)
  .join('')}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;max-width:42rem;font-size:.9rem;margin:.25rem 0 .5rem}
.crosstab{width:auto;max-width:none}
caption{text-align:start;font-size:.85rem;padding-bottom:.25rem}
th,td{border-bottom:1px solid var(--line);padding:.25rem .5rem;text-align:start;vertical-align:top}
tbody th{font-weight:normal}
/* Respondents' text keeps its own direction, whatever is around it. */
h1,h2,tbody th,li,.chart text{unicode-bidi:plaintext}
th:first-child{overflow-wrap:anywhere;min-width:4rem}
.num{width:1%;text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
thead .num{white-space:normal}
summary{cursor:pointer;color:var(--link);margin:.25rem 0}
.crosstab td,.crosstab th{border:1px solid var(--line)}
.crosstab th{min-width:6rem;overflow-wrap:break-word}
.crosstab td{min-width:6.5rem}
.shares{display:block;font-size:.8rem;white-space:nowrap}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:.25rem 0;font-size:.85rem}
.legend>span{display:inline-flex;align-items:center;gap:.35rem;overflow-wrap:anywhere}
.swatch{display:inline-block;flex:none;width:.8rem;height:.8rem;border-radius:2px}
.swatch-a{background:var(--blue)}.swatch-b{background:var(--orange)}
.finding{font-weight:600}
ul.answers{padding-inline-start:1.25rem;margin:.25rem 0}
ul.answers li{overflow-wrap:anywhere;white-space:pre-line}
${heat}
@media print{
:root{--bg:#fff;--text:#000;--dim:#333;--line:#999}
body{font-size:11pt}
header,main,footer{max-width:none;padding:0}
section{break-inside:avoid;border-color:#999}
summary{display:none}
details::details-content{content-visibility:visible;display:block}
.scroll{overflow:visible}
*{print-color-adjust:exact;-webkit-print-color-adjust:exact}
}
`;
