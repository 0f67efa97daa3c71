/**
 * Which threshold decides for each language: the one rule, asked by the answer side, the build summary, the
 * evaluation and the operator view. Most specific first: the operator's per-language value, the operator's global
 * value, the corpus calibration, the stated default.
 */
import type { CairnIndex } from './index-format.ts';
import type { Settings } from './settings.ts';

/**
 * The threshold a language gets when its corpus is too small to calibrate: measured on the demo corpus's 41
 * labelled probes (the one small labelled corpus there is), in the gap between the weakest in-corpus probe (0.1243)
 * and the strongest off-topic one (0.1216). Scores are cosine × covered share (DESIGN.md, "Scoring").
 */
export const DEFAULT_THRESHOLD = 0.123;

/** A language's threshold and what decided it. */
export interface Threshold {
  value: number;
  source: 'retrieval.threshold_by_language' | 'retrieval.threshold' | 'calibrated' | 'default';
}

/** The settings that can decide a threshold. */
export type ThresholdSettings = Pick<Settings, 'threshold' | 'thresholdByLanguage'>;

/** The operator's own threshold for `lang` (per language, else global), or undefined when calibration decides. */
export function explicitThreshold(settings: ThresholdSettings, lang: string): Threshold | undefined {
  const byLanguage = settings.thresholdByLanguage[lang];
  if (byLanguage !== undefined) return { value: byLanguage, source: 'retrieval.threshold_by_language' };
  if (settings.threshold !== null) return { value: settings.threshold, source: 'retrieval.threshold' };
  return undefined;
}

/**
 * Each corpus language's threshold and what decided it, sorted by language tag.
 * @param settings the index's settings unless an experiment answers with others (a threshold sweep).
 */
export function thresholdsOf(index: Pick<CairnIndex, 'languages' | 'calibration'>, settings: ThresholdSettings): Record<string, Threshold> {
  const result: Record<string, Threshold> = {};
  for (const lang of Object.keys(index.languages).sort()) {
    const calibrated = index.calibration.languages[lang];
    result[lang] =
      explicitThreshold(settings, lang) ??
      (calibrated?.source === 'calibrated' ? { value: calibrated.threshold, source: 'calibrated' } : { value: DEFAULT_THRESHOLD, source: 'default' });
  }
  return result;
}

/** The key a translated path's threshold is stored and shown under: question language `>` passage language. */
export function translationKey(from: string, to: string): string {
  return `${from}>${to}`;
}

/**
 * The threshold of each calibrated path the lexicon opens (`from>to`, sorted): the operator's own threshold for `to`
 * when set, else the path's calibration. A question carried into another language holds words that do
 * not translate, which count against it: its scores are not the same quantity as `to`'s own questions', and are
 * judged against their own null (build/calibrate.ts, `calibrateTranslation`).
 */
export function translatedThresholdsOf(index: Pick<CairnIndex, 'calibration'>, settings: ThresholdSettings): Record<string, Threshold> {
  const result: Record<string, Threshold> = {};
  // Only calibrated paths are stored: one too small to calibrate is absent, and takes `to`'s threshold. The index
  // stores them sorted (canonical JSON), so the record is too.
  for (const [key, calibrated] of Object.entries(index.calibration.translations)) {
    result[key] = explicitThreshold(settings, key.slice(key.indexOf('>') + 1)) ?? { value: calibrated.threshold, source: 'calibrated' };
  }
  return result;
}

/**
 * Share of its threshold a passage's score must reach for its document to be named as one that *may* be about the
 * question when nothing else would be said: no passage cleared a threshold in any search. Residents' words are not
 * the documents' ("food money", "bus card"), so the best passage of the right document often falls just short; naming
 * its document, quoting nothing, with the contact, turns such a refusal into a pointer. Measured on the blind dev
 * halves of eight sets and XQuAD's out-of-corpus questions (docs/evidence.md, "Near the threshold: a document that may
 * be about it").
 */
export const RELATED_SHARE = 0.8;
