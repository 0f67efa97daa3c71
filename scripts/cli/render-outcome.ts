/** Renders an outcome and an explain trace as text for a terminal, with bidi isolates where direction mixes. */
import { citationName, formatMessage, inForceLine, isolateLtrRuns, MESSAGES, type ExplainTrace, type MessageTables, type Outcome } from '../../src/engine/index.ts';
import { terminalField } from './terminal-text.ts';

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Wraps a left-to-right run (a passage id, a number, a score) in first-strong isolates when the surrounding
 * output is right-to-left. Terminals are bidi renderers: without this the ")" of "(grocery-allowance-ar#2)"
 * migrates to the wrong end of the line.
 */
function isolator(dir: 'ltr' | 'rtl'): (text: string | number) => string {
  return dir === 'rtl' ? (text) => `${FSI}${text}${PDI}` : (text) => String(text);
}

/** The answer with its sources; the related document or the refusal, with the contact. `tables`: the index's messages. */
export function renderOutcome(outcome: Outcome, tables: MessageTables = MESSAGES): string {
  const iso = isolator(outcome.dir);
  // A phone number or a Latin name inside right-to-left text, in its own order (`ltr-runs.ts`).
  const runs = (text: string, dir: 'ltr' | 'rtl' = outcome.dir) => isolateLtrRuns(text, dir).text;
  if (outcome.kind === 'refusal') return runs(outcome.citedText);
  if (outcome.kind === 'related') {
    // A title in another direction than the conversation is isolated whole; a page address is left to right.
    const title = (d: (typeof outcome.documents)[number]) => (d.dir === outcome.dir ? d.title : `${FSI}${d.title}${PDI}`);
    const inForce = (d: (typeof outcome.documents)[number]) => {
      const line = inForceLine(d.inForce, outcome.lang, false, tables);
      return line === null ? '' : ` ${line}`;
    };
    const documents = outcome.documents.map((d) => `  ${title(d)}${d.url === null ? '' : ` ${iso(d.url)}`}${inForce(d)}`);
    return [outcome.message, ...documents, runs(outcome.contactLine)].join('\n');
  }
  const lines: string[] = [];
  if (outcome.notice) lines.push(outcome.notice, '');
  outcome.passages.forEach((passage, i) => {
    // A passage quoted in another direction than the conversation is isolated whole.
    const quote = passage.dir === outcome.dir ? (t: string) => runs(t, passage.dir) : (t: string) => `${FSI}${runs(t, passage.dir)}${PDI}`;
    if (passage.heading) lines.push(quote(passage.heading));
    lines.push(`${quote(passage.text)} ${iso(`[${i + 1}]`)}`, '');
  });
  outcome.upcoming.forEach((upcoming, i) => {
    // A later version of the document, taking effect soon: its label (Cairn's words, with the date), then its passage.
    const passage = upcoming.passage;
    const quote = passage.dir === outcome.dir ? (t: string) => runs(t, passage.dir) : (t: string) => `${FSI}${runs(t, passage.dir)}${PDI}`;
    lines.push(formatMessage(outcome.lang, 'upcomingLabel', { date: upcoming.from }, tables));
    if (passage.heading) lines.push(quote(passage.heading));
    lines.push(`${quote(passage.text)} ${iso(`[${outcome.passages.length + i + 1}]`)}`, '');
  });
  lines.push(formatMessage(outcome.lang, 'sourcesLabel', {}, tables) + ':');
  for (const source of outcome.sources) {
    // A later version's source is not in force yet: "from", not "since", as the cited text and the page say it.
    const inForce = inForceLine(source.inForce, outcome.lang, source.marker > outcome.passages.length, tables);
    // The title and section a reader follows, the id an operator looks up, and the agency's page (left to right).
    const url = source.url === null ? '' : ` ${iso(source.url)}`;
    lines.push(`  ${iso(`[${source.marker}]`)} ${citationName(source)} (${iso(source.passage)})${url}${inForce === null ? '' : ` ${inForce}`}`);
  }
  return lines.join('\n');
}

/** How many characters of a passage's heading and text explain shows beside its id. */
const GLIMPSE = 100;

/**
 * The explain trace as an operator reads it. `passage`, when the index holds the passages' text, names what each
 * candidate says: an operator's trial (session 49) counted paragraphs and tables in its own file to find "#2".
 */
export function renderTrace(trace: ExplainTrace, dir: 'ltr' | 'rtl', passage?: (id: string) => { heading: string; body: string } | undefined): string {
  const iso = isolator(dir);
  const { language } = trace;
  const coverage = Object.entries(language.coverage).map(([lang, share]) => `${lang} ${share}`).join(', ');
  const lines = [
    'Explain',
    `  language   ${language.lang} (decided by: ${language.rule}; script ${language.script ?? 'none'}${coverage ? `; coverage ${coverage}` : ''}${language.knownBetterIn ? `; known better in ${language.knownBetterIn.join(', ')}` : ''})`,
    `  terms      ${trace.terms.map(iso).join(', ') || '(none)'}`,
    `  threshold  ${Object.entries(trace.thresholds).map(([lang, t]) => `${lang} ${t.value} (${t.source})`).join(', ')}`,
    `  settings   max_passages ${trace.settings.maxPassages}, candidates ${trace.settings.candidates}, cross_language_fallback ${trace.settings.crossLanguageFallback}${trace.settings.closeSibling === undefined ? '' : `, close_sibling ${trace.settings.closeSibling}`}`,
  ];
  trace.attempts.forEach((attempt, n) => {
    lines.push(`  attempt ${n + 1}: ${attempt.scope === 'language' ? `answer language (${attempt.languages.join(', ')})` : `whole corpus (${attempt.languages.join(', ')})`}`);
    if (attempt.candidates.length === 0) lines.push('     no passage shares a scoring term with the question');
    attempt.candidates.forEach((c, i) => {
      // The ask's words themselves: an operator's trial (session 46) could not tell which words were the ask and which
      // the title's, and found by guessing that a title repeating a section's heading leaves its question nothing to ask.
      const notHeld = c.ask.asked.filter((term) => !c.ask.held.includes(term));
      // Words of the ask most of the document's passages hold: held alone, they are no reason to quote this one.
      const topics = c.ask.topics.length > 0 ? `; its document's topic words ${c.ask.topics.map(iso).join(', ')}` : '';
      const words =
        c.ask.asked.length === 0
          ? 'nothing asked beyond the title'
          : `${c.ask.share.toFixed(4)}${c.ask.held.length > 0 ? `; held ${c.ask.held.map(iso).join(', ')}` : ''}${notHeld.length > 0 ? `; not held ${notHeld.map(iso).join(', ')}` : ''}${topics}`;
      const gate = c.gate === null ? '' : `  ${c.gate}: ask ${c.ask.held.length} of ${c.ask.asked.length} (${words})`;
      lines.push(
        `    ${String(i + 1).padStart(2)}  ${c.score.toFixed(4)} = ${c.cosine.toFixed(4)} × ${c.covered.toFixed(4)}  ${c.verdict === 'accept' ? 'ACCEPT' : 'reject'}  ${iso(c.passage)}  matched ${c.coverage}: ${c.matched.map(iso).join(', ')}${gate}`,
      );
    });
    const said = passage === undefined ? [] : attempt.candidates.flatMap((c) => {
      const found = passage(c.passage);
      if (found === undefined) return [];
      // On one line, cut, its direction controls shown escaped and right-to-left text isolated, as the report's rows.
      const shown = terminalField(`${found.heading === '' ? '' : `${found.heading}: `}${found.body}`, GLIMPSE);
      return [`       ${iso(c.passage)}  ${shown.startsWith(FSI) ? shown : iso(shown)}`];
    });
    if (said.length > 0) lines.push('     what each says:', ...[...new Set(said)]);
    if (attempt.synonyms.length > 0) {
      lines.push(`     synonyms read: ${attempt.synonyms.map((s) => `${iso(s.term)} → ${s.read.map(iso).join(', ')} (${s.lang})`).join('; ')}`);
    }
    if (attempt.translations.length > 0) {
      const how = (t: (typeof attempt.translations)[number]) => (t.read === null ? `${iso(t.term)} untranslated` : `${iso(t.term)} → ${iso(t.read)}${t.kind === 'shared' ? ' (same word)' : t.kind === 'marks' ? ' (same word without accents)' : t.kind === 'synonyms' ? " (the operator's synonyms)" : ''}`);
      const targets = [...new Set(attempt.translations.map((t) => t.to))];
      for (const to of targets) lines.push(`     translated into ${to}: ${attempt.translations.filter((t) => t.to === to).map(how).join(', ')}`);
    }
    if (attempt.corrections.length > 0) {
      lines.push(`     read as: ${attempt.corrections.map((c) => `${iso(c.word)} → ${iso(c.to)} (${c.kind === 'typo' ? 'one edit' : c.kind === 'script' ? 'Traditional/Simplified' : 'accents'}, ${c.lang})`).join(', ')}`);
    }
    lines.push(`     in no passage: ${attempt.evidence.inNoPassage.map(iso).join(', ') || '(none)'}`);
    lines.push(`     too common to score: ${attempt.evidence.tooCommon.map(iso).join(', ') || '(none)'}`);
  });
  lines.push(`  retrieval  ${trace.retrieval.verdict} (best score ${trace.retrieval.bestScore.toFixed(4)})`);
  const dropped = trace.answer.dropped.length > 0 ? `; dropped ${trace.answer.dropped.map(iso).join(', ')} by ${trace.answer.knob}` : '';
  // The related document's best passage, as the gate read it: holding the ask only through its document's topic words,
  // or not enough of it at all.
  const gated = trace.attempts.at(-1)?.candidates.find((c) => c.doc === trace.answer.related && (c.gate === 'no-ask-evidence' || c.gate === 'topics-only'));
  const why =
    gated?.gate !== 'topics-only'
      ? 'no passage holds the ask'
      : gated.ask.topics.length === gated.ask.asked.length
        ? "the ask is only its document's topic words, and a word of the question is in no passage"
        : "no passage holds a word of the ask beyond its document's topic words";
  const related =
    trace.answer.related !== null
      ? trace.answer.nearShare !== null
        ? `; related document ${iso(trace.answer.related)} (nothing cleared a threshold; its passage scored ${trace.answer.nearShare.toFixed(4)} of its own)`
        : trace.answer.close !== null
          ? `; related document ${iso(trace.answer.related)} (${iso(trace.answer.close.sibling)} scored ${trace.answer.close.share.toFixed(4)} of ${iso(trace.answer.close.best)} and holds ${trace.answer.close.askShare.toFixed(4)} of its share of the ask: too close to call)`
          : `; related document ${iso(trace.answer.related)} (${why})`
      : trace.answer.opening
        ? '; the document\'s opening passage (the question names the document and asks nothing else)'
        : trace.answer.section
          ? '; the section its heading names (the question names the document and that section, and asks nothing else)'
          : '';
  lines.push(`  answer     ${trace.answer.verdict}${dropped}${related}`);
  lines.push(`  blame      ${trace.blame ?? 'none'}`);
  if (trace.dates !== null) {
    const { asOf, notInForce, upcoming } = trace.dates;
    lines.push(`  as of      ${asOf}; not in force that day: ${notInForce.map(iso).join(', ') || '(none)'}; upcoming quoted: ${upcoming.map(iso).join(', ') || '(none)'}`);
  }
  return lines.join('\n');
}
