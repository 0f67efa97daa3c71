/**
 * The engine behind the worker boundary: load an index from a URL, answer questions, turn every failure into
 * data. Kept apart from the `expose` call so tests can run it in Node exactly as the worker runs it.
 */
import { createEngine, type Engine } from '../src/engine/answer/create-engine.ts';
import { IndexFormatError, QuestionError, type IndexFormatErrorCode } from '../src/engine/text/errors.ts';
import { parseIndex, type CairnIndex } from '../src/engine/format/index-format.ts';
import { directionOf } from '../src/engine/text/language.ts';
import type { AskReply, DocumentReply, EngineWorkerApi, IndexSummary, LoadFailure, LoadReply } from './contract.ts';

/** The engine's reason, by its stable code, as the page's load failure: the same words, but a missing file's. */
const loadFailure = (code: IndexFormatErrorCode): LoadFailure => (code === 'missing' ? 'not-found' : code);

function summarise(index: CairnIndex, engine: Engine): IndexSummary {
  return {
    agencyName: index.settings.agencyName,
    fingerprint: index.fingerprint,
    languages: engine.languages,
    synthetic: index.documents.length > 0 && index.documents.every((d) => d.meta.synthetic === true),
    dated: engine.dated,
    contact: index.settings.contact,
    contactByLanguage: index.settings.contactByLanguage,
    passages: index.passages.length,
  };
}

/** Creates the service; `fetchText` is injected so Node tests can serve files without a network. */
export function createEngineService(fetchText: (url: string) => Promise<{ status: number; text: string }>): EngineWorkerApi {
  let engine: Engine | undefined;
  let loaded: CairnIndex | undefined;

  async function load(url: string, expectedDigest?: string): Promise<LoadReply> {
    let response: { status: number; text: string };
    try {
      response = await fetchText(url);
    } catch (error) {
      return { ok: false, failure: 'unreachable', detail: String((error as Error).message ?? error) };
    }
    if (response.status === 404) return { ok: false, failure: 'not-found', detail: `${url} answered 404` };
    if (response.status < 200 || response.status >= 300) return { ok: false, failure: 'unreachable', detail: `${url} answered ${response.status}` };
    return loadText(response.text, url, expectedDigest);
  }

  async function loadText(text: string | Blob, source: string, expectedDigest?: string): Promise<LoadReply> {
    try {
      // parseIndex checks the index against its own digest; the page's digest says it is the one built with it.
      const index = parseIndex(typeof text === 'string' ? text : await text.text(), source);
      if (expectedDigest !== undefined && index.digest !== expectedDigest) {
        return { ok: false, failure: 'mismatch', detail: `${source} is index ${index.digest}, and this page was built with ${expectedDigest}` };
      }
      const next = createEngine(index);
      engine = next;
      loaded = index;
      return { ok: true, summary: summarise(index, next) };
    } catch (error) {
      if (error instanceof IndexFormatError) return { ok: false, failure: loadFailure(error.code), detail: error.message };
      return { ok: false, failure: 'damaged', detail: String(error) };
    }
  }

  async function ask(question: string, options: Parameters<Engine['ask']>[1]): Promise<AskReply> {
    if (!engine) return { ok: false, code: 'not-loaded', detail: 'no index is loaded' };
    try {
      const { outcome, trace } = engine.ask(question, options);
      return { ok: true, outcome, trace };
    } catch (error) {
      if (error instanceof QuestionError) return { ok: false, code: error.code, detail: error.message };
      return { ok: false, code: 'internal', detail: String(error) };
    }
  }

  async function document(id: string): Promise<DocumentReply> {
    const found = loaded?.documents.find((d) => d.id === id);
    if (loaded === undefined || found === undefined) return { ok: false, detail: `no document "${id}" in the loaded index` };
    const url = typeof found.meta.url === 'string' ? found.meta.url : null;
    const passages = loaded.passages.filter((p) => p.doc === id).map((p) => ({ id: p.id, heading: p.heading, body: p.body }));
    const key = found.meta.translation_key;
    const translations = loaded.documents
      .filter((d) => key !== undefined && d.meta.translation_key === key && d.lang !== found.lang)
      .map((d) => ({ id: d.id, lang: d.lang, title: d.title, validity: d.validity }));
    return { ok: true, document: { id, title: found.title, lang: found.lang, dir: directionOf(found.lang), url, passages, translations } };
  }

  return { load, loadText, ask, document };
}
