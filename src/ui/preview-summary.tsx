/**
 * What `npm run build-index` prints about a build, in the operator's language: documents, passages, languages,
 * size, fingerprint, the settings file, the warnings (verbatim, as the CLI prints them), and each language's
 * threshold with what decided it and the calibration evidence stored in the index.
 */
import type { PreviewSummary, ThresholdReport } from '../../workers/indexer-contract.ts';
import { CalibrationChart } from './score-charts.tsx';
import { fill, type UiStrings } from './strings.ts';

const SOURCE: Record<ThresholdReport['source'], keyof UiStrings> = {
  'retrieval.threshold_by_language': 'sourceByLanguage',
  'retrieval.threshold': 'sourceGlobal',
  calibrated: 'sourceCalibrated',
  default: 'sourceDefault',
};

function evidence(report: ThresholdReport, rate: string, strings: UiStrings): string {
  const c = report.calibration;
  if (c.source !== 'calibrated' || c.quantiles === null) return fill(strings.evidenceDefault, { windows: c.windows, documents: c.documents });
  return fill(strings.evidenceCalibrated, {
    rate,
    threshold: c.threshold,
    windows: c.windows,
    documents: c.documents,
    ...c.quantiles,
    other: c.otherDocumentRate ?? '—',
    own: c.ownDocumentRate ?? '—',
  });
}

export function PreviewSummaryView({ summary, strings }: { summary: PreviewSummary; strings: UiStrings }) {
  // The CLI's own wording of the rate, so the page and the terminal say the same.
  const rate = `${summary.falseAnswerRate * 100}%`;
  return (
    <section class="preview-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{strings.resultHeading}</h2>
      <dl class="summary-list">
        <div>
          <dt>{strings.summaryDocuments}</dt>
          <dd data-summary="documents">{summary.documents}</dd>
        </div>
        <div>
          <dt>{strings.summaryPassages}</dt>
          <dd data-summary="passages">{summary.passages}</dd>
        </div>
        <div>
          <dt>{strings.summaryLanguages}</dt>
          <dd data-summary="languages" dir="ltr">
            {summary.languages.map((l) => `${l.lang} ${l.passages}`).join(', ')}
          </dd>
        </div>
        <div>
          <dt>{strings.summarySize}</dt>
          <dd data-summary="bytes">{summary.bytes}</dd>
        </div>
        <div>
          <dt>{strings.summaryFingerprint}</dt>
          <dd data-summary="fingerprint" dir="ltr" class="fingerprint">
            {summary.fingerprint}
          </dd>
        </div>
        <div>
          <dt>{strings.summarySettings}</dt>
          <dd data-summary="settings">{summary.config === null ? strings.settingsDefault : <bdi>{summary.config}</bdi>}</dd>
        </div>
        <div>
          <dt>{strings.summaryWarnings}</dt>
          <dd data-summary="warnings">{summary.warnings.length}</dd>
        </div>
      </dl>
      {summary.warnings.length > 0 && (
        <ul class="build-messages build-warnings" aria-label={strings.summaryWarnings} lang="en" dir="ltr">
          {summary.warnings.map((warning, n) => (
            <li key={n}>{warning}</li>
          ))}
        </ul>
      )}
      <details class="build-report">
        <summary>{strings.summaryReport}</summary>
        <pre lang="en" dir="ltr">{summary.report.join('\n')}</pre>
      </details>
      <CalibrationChart reports={summary.thresholds} label={strings.chartCalibration} />
      <div class="table-scroll" tabIndex={0} role="region" aria-label={strings.thresholdsCaption}>
        <table class="thresholds">
          <caption>{strings.thresholdsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{strings.thresholdLanguage}</th>
              <th scope="col">{strings.thresholdValue}</th>
              <th scope="col">{strings.thresholdSource}</th>
              <th scope="col">{strings.thresholdEvidence}</th>
            </tr>
          </thead>
          <tbody>
            {summary.thresholds.map((report) => (
              <tr key={report.lang} data-lang={report.lang}>
                <th scope="row">
                  <bdi>{report.lang}</bdi>
                </th>
                <td>
                  <bdi>{report.value}</bdi>
                </td>
                <td>{strings[SOURCE[report.source]]}</td>
                <td>{evidence(report, rate, strings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
