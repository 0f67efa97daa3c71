import { describe, expect, it } from 'vitest';
import type { LanguageCalibration } from './index-format.ts';
import { DEFAULT_THRESHOLD, explicitThreshold, thresholdsOf } from './thresholds.ts';

const calibrated = (threshold: number): LanguageCalibration => ({
  threshold,
  source: 'calibrated',
  documents: 5,
  windows: 100,
  otherDocumentRate: 0.05,
  ownDocumentRate: 0.9,
  quantiles: { p50: 0.05, p90: 0.1, p95: threshold, p99: 0.3 },
});
const uncalibrated: LanguageCalibration = { threshold: DEFAULT_THRESHOLD, source: 'default', documents: 1, windows: 3, otherDocumentRate: null, ownDocumentRate: null, quantiles: null };
const stats = { passages: 1, df: {}, suppressed: [] };
const index = {
  languages: { ar: stats, en: stats, es: stats },
  calibration: { falseAnswerRate: 0.05, languages: { ar: calibrated(0.21), en: calibrated(0.2), es: uncalibrated }, translations: {} },
};

describe('thresholdsOf', () => {
  it('takes the calibration where the operator set nothing, and the default where the corpus could not calibrate', () => {
    expect(thresholdsOf(index, { threshold: null, thresholdByLanguage: {} })).toEqual({
      ar: { value: 0.21, source: 'calibrated' },
      en: { value: 0.2, source: 'calibrated' },
      es: { value: 0.123, source: 'default' },
    });
  });

  it('lets the per-language setting win over the global one, and the global one over calibration', () => {
    expect(thresholdsOf(index, { threshold: 0.15, thresholdByLanguage: { en: 0.09 } })).toEqual({
      ar: { value: 0.15, source: 'retrieval.threshold' },
      en: { value: 0.09, source: 'retrieval.threshold_by_language' },
      es: { value: 0.15, source: 'retrieval.threshold' },
    });
  });

  it('lists the languages sorted by tag', () => {
    expect(Object.keys(thresholdsOf(index, { threshold: null, thresholdByLanguage: {} }))).toEqual(['ar', 'en', 'es']);
  });
});

describe('explicitThreshold', () => {
  it.each([
    [{ threshold: null, thresholdByLanguage: {} }, undefined],
    [{ threshold: 0.3, thresholdByLanguage: {} }, { value: 0.3, source: 'retrieval.threshold' }],
    [{ threshold: 0.3, thresholdByLanguage: { en: 0 } }, { value: 0, source: 'retrieval.threshold_by_language' }],
    [{ threshold: null, thresholdByLanguage: { es: 0.4 } }, undefined],
  ])('with %j gives %j for en', (settings, expected) => {
    expect(explicitThreshold(settings, 'en')).toEqual(expected);
  });
});
