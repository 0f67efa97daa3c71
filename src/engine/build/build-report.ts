/**
 * What a build says to its operator, in the one wording both builders print: `npm run build-index` in a terminal,
 * the in-page indexer in the operator view. Plain lines of text; the caller decides where they go.
 */
import type { CairnIndex } from '../format/index-format.ts';
import { thresholdsOf } from '../format/thresholds.ts';
import { formatLocation } from '../text/errors.ts';
import type { BuildWarning } from './passages.ts';

/** A warning as `file:line: warning: message`, the shape compilers use, so editors can jump to it. */
export function formatWarning(warning: BuildWarning): string {
  return `${formatLocation({ file: warning.file, line: warning.line })}: warning: ${warning.message}`;
}

/** Digits grouped the same way everywhere ("65,181"), whatever the runtime's locale. */
const grouped = (n: number): string => n.toLocaleString('en-US');

/** One line per language: the threshold that will decide, what set it, and the calibration's evidence. */
function thresholdLines(index: CairnIndex): string[] {
  const rate = `${index.calibration.falseAnswerRate * 100}%`;
  return Object.entries(thresholdsOf(index, index.settings)).map(([lang, threshold]) => {
    const c = index.calibration.languages[lang]!;
    const evidence =
      c.source === 'calibrated'
        ? `calibrated at ${rate}: ${c.threshold} from ${c.windows} windows of ${c.documents} documents (p50 ${c.quantiles!.p50}, p95 ${c.quantiles!.p95}; ` +
          `other-document windows answered ${c.otherDocumentRate}, own-document ${c.ownDocumentRate})`
        : `too little text to calibrate (${c.windows} windows of ${c.documents} documents)`;
    return `  threshold    ${lang} ${threshold.value} (${threshold.source}); ${evidence}`;
  });
}

/** Where the CLI wrote the index, and its size: a terminal build has a file, an in-page build a download. */
export interface WrittenIndex {
  path: string;
  bytes: number;
  gzipped: number;
}

/**
 * The build summary, one line per fact: documents, passages, languages, (the file written,) each language's
 * threshold, the fingerprint and the number of warnings. The in-page indexer's lines are exactly the CLI's without
 * the two about the file.
 */
export function buildReport(index: CairnIndex, warnings: number, written?: WrittenIndex): string[] {
  const passages = index.passages.length;
  const perThousand = (size: number): string => grouped(Math.round((size * 1000) / passages));
  const languages = Object.entries(index.languages).map(([lang, stats]) => `${lang} ${stats.passages}`).join(', ');
  return [
    `  documents    ${index.documents.length}`,
    `  passages     ${passages}`,
    `  languages    ${languages}`,
    ...(written === undefined
      ? []
      : [
          `  output       ${written.path}`,
          `  size         ${grouped(written.bytes)} bytes raw, ${grouped(written.gzipped)} gzipped (${perThousand(written.bytes)} raw, ${perThousand(written.gzipped)} gzipped per 1,000 passages)`,
        ]),
    ...thresholdLines(index),
    `  fingerprint  ${index.fingerprint}`,
    `  warnings     ${warnings}`,
  ];
}
