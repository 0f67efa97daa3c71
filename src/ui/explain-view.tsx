/** The engine's trace for one answer, for operators: candidates, scores, verdicts, blame, term evidence. */
import type { ExplainTrace } from '../engine/answer/explain.ts';
import { CandidateChart } from './score-charts.tsx';
import { fill, type UiStrings } from './strings.ts';

export function ExplainView({ trace, strings }: { trace: ExplainTrace; strings: UiStrings }) {
  const none = '—';
  return (
    <details class="explain">
      <summary>{strings.explainSummary}</summary>
      <p>
        {fill(strings.explainLanguage, { lang: trace.language.lang, rule: trace.language.rule })} ·{' '}
        {Object.entries(trace.thresholds)
          .map(([lang, t]) => fill(strings.explainThreshold, { lang, threshold: t.value, source: t.source }))
          .join(' · ')}
      </p>
      {trace.attempts.map((attempt, n) => (
        <section key={n} class="explain-attempt">
          <h5>
            {fill(attempt.scope === 'language' ? strings.explainScopeLanguage : strings.explainScopeCorpus, {
              languages: attempt.languages.join(', '),
            })}
          </h5>
          {attempt.candidates.length === 0 ? (
            <p>{strings.explainNoCandidates}</p>
          ) : (
          // Scrolls sideways on a phone: a keyboard reaches it, named as its table (WCAG 2.1.1; a resident trial at 390 px).
          <div class="table-scroll" tabIndex={0} role="region" aria-label={strings.explainCandidates}>
            <CandidateChart candidates={attempt.candidates} label={fill(strings.chartCandidates, { count: attempt.candidates.length })} />
            <table>
              <caption>{strings.explainCandidates}</caption>
              <thead>
                <tr>
                  <th scope="col">{strings.explainRank}</th>
                  <th scope="col">{strings.explainPassage}</th>
                  <th scope="col">{strings.explainScore}</th>
                  <th scope="col">{strings.explainVerdict}</th>
                  <th scope="col">{strings.explainMatched}</th>
                  <th scope="col">{strings.explainAsk}</th>
                  <th scope="col">{strings.explainThresholdColumn}</th>
                </tr>
              </thead>
              <tbody>
                {attempt.candidates.map((c, i) => (
                  <tr key={c.passage}>
                    <th scope="row">{i + 1}</th>
                    <td>
                      <bdi>{c.passage}</bdi>
                    </td>
                    <td>
                      <bdi>{`${c.score.toFixed(4)} = ${c.cosine.toFixed(4)} × ${c.covered.toFixed(4)}`}</bdi>
                    </td>
                    <td>{c.verdict === 'accept' ? strings.explainAccept : strings.explainReject}</td>
                    <td>
                      <bdi>{c.coverage}</bdi>: <bdi>{c.matched.join(', ') || none}</bdi>
                    </td>
                    <td>
                      {/* The engine's notation, as the gate's names are: the ask's topic words say why a passage holding most of it may not be quoted. */}
                      <bdi>{c.gate === null ? '—' : `${c.gate} ${c.ask.held.length}/${c.ask.asked.length} (${c.ask.share.toFixed(4)}${c.ask.topics.length > 0 ? `; topics ${c.ask.topics.join(', ')}` : ''})`}</bdi>
                    </td>
                    <td>
                      <bdi>{c.threshold.toFixed(4)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          )}
          {(attempt.corrections.length > 0 || attempt.synonyms.length > 0 || attempt.translations.length > 0) && (
            <p>
              {fill(strings.explainReadAs, {
                readings: [
                  ...attempt.corrections.map((c) => `${c.word} → ${c.to} (${c.kind})`),
                  ...attempt.synonyms.map((s) => `${s.term} → ${s.read.join(', ')} (synonyms)`),
                  ...attempt.translations.map((t) => `${t.term} → ${t.read ?? '—'} (${t.from}→${t.to}, ${t.kind})`),
                ].join('; '),
              })}
            </p>
          )}
          <p>{fill(strings.explainInNoPassage, { terms: attempt.evidence.inNoPassage.join(', ') || none })}</p>
          <p>{fill(strings.explainTooCommon, { terms: attempt.evidence.tooCommon.join(', ') || none })}</p>
        </section>
      ))}
      <ul class="explain-verdicts">
        <li>
          {fill(strings.explainRetrieval, { verdict: trace.retrieval.verdict })} (<bdi>{trace.retrieval.bestScore.toFixed(4)}</bdi>)
        </li>
        {/* Which passage a question naming its document got, as the CLI says it: the section its heading names, or the opening. */}
        <li>{fill(strings.explainAnswer, { verdict: `${trace.answer.verdict}${trace.answer.section ? ' (section)' : trace.answer.opening ? ' (opening)' : ''}` })}</li>
        {trace.answer.dropped.length > 0 && (
          <li>{fill(strings.explainDropped, { knob: trace.answer.knob ?? '', ids: trace.answer.dropped.join(', ') })}</li>
        )}
        <li>{fill(strings.explainBlame, { stage: trace.blame ?? strings.explainBlameNone })}</li>
      </ul>
    </details>
  );
}
