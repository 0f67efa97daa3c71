/**
 * Every string the interface says, one table per language, all shipped inside the bundle: the page never waits
 * on a fetch before it can speak. (What the engine says — refusals, notices, status lines — is in the engine's
 * own message tables and arrives with each outcome.)
 */
import { matchLanguage } from '../engine/text/language.ts';
import { possessiveAfter } from '../engine/text/possessive.ts';
import { tableProblem } from '../engine/text/word-tables.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';

/** One language's interface strings. Placeholders in braces are filled as plain text, never as HTML. */
export interface UiStrings {
  skipLink: string;
  disclosure: string;
  syntheticNotice: string;
  languageLabel: string;
  /** The button that applies the language chosen in the list; shown in that language. */
  languageApply: string;
  /** Said (politely) once the page has switched to the language the resident chose; {language} is its own name. */
  languageChanged: string;
  /**
   * Said instead when the chosen language is one the page has no words of its own in (a corpus language such as
   * Amharic): its questions, the agency's contact and words are in it, the page's controls stay in English. Only the
   * English is ever said today (such a page speaks English); the others keep the tables whole.
   */
  languageChangedWithoutWords: string;
  questionLabel: string;
  keyHint: string;
  send: string;
  loading: string;
  searching: string;
  transcriptHeading: string;
  /** The button at the end of the latest exchange that takes the resident back to the question box. */
  askAgain: string;
  /**
   * Offered, in its own language, under the latest exchange when the question was asked in a language the page offers
   * and is not in: the page in it. An agency's table may leave it out (filled with the English, it is not offered).
   */
  showPageIn: string;
  emptyTranscript: string;
  questionHeading: string;
  sourcesLabel: string;
  sourceLinkPrefix: string;
  explainNoCandidates: string;
  quotedFrom: string;
  refusalHeading: string;
  /** Above the related outcome: a document is about the question, no passage answers it exactly. */
  relatedHeading: string;
  /** Above the related outcome when no passage came close enough to answer: the document may be about the question. */
  relatedNearHeading: string;
  /** After a link that opens the agency's page in a new tab, for its accessible name. */
  opensInNewTab: string;
  /** Above the question box when documents are dated: the day answers are for. `{date}`: formatted for the page. */
  asOfLine: string;
  /** The label of the date control that changes it. */
  asOfChange: string;
  /** Said politely when the date changes. `{date}`. */
  asOfChanged: string;
  /** After a dated source. `{from}`, `{until}`: formatted dates, both inclusive. */
  inForceSince: string;
  /** A later version's source, not yet in force. */
  inForceFrom: string;
  inForceUntil: string;
  inForceBetween: string;
  /** Before a later version's passage, quoted after the answer. `{date}`: the day it takes effect. */
  upcomingLabel: string;
  /** After a refusal, on a small corpus: what its documents are about (`{topics}`: their titles, as a list), so "try the program's name" can be followed. */
  refusalTopics: string;
  /** A refusal because the date asked about is before every version of the answering document. `{date}`, `{since}`. */
  refusalBeforeRecords: string;
  /** The button after a source that opens the whole document at the cited passage. */
  showInDocument: string;
  /** On a related outcome: opens the related document in the document view (nothing in it is cited). */
  readDocument: string;
  /** The button that closes the document view (Escape closes it too). */
  closeDocument: string;
  /** The name of the cited passage's region inside the document view. */
  citedPassage: string;
  /** In the document view, the button that opens its translation in the page's language. `{language}`, `{title}`. */
  documentTranslation: string;
  contactHeading: string;
  explainToggle: string;
  explainSummary: string;
  explainLanguage: string;
  explainCandidates: string;
  explainPassage: string;
  explainScore: string;
  explainVerdict: string;
  explainMatched: string;
  /** Column: the candidate's gate (quotable, no-ask-evidence, topics-only, numbers-only) and how much of the ask it holds. */
  explainAsk: string;
  /** Question words read as other terms (accents, typos, synonyms). `{readings}`. */
  explainReadAs: string;
  explainAccept: string;
  explainReject: string;
  explainRetrieval: string;
  explainAnswer: string;
  explainBlame: string;
  explainBlameNone: string;
  explainInNoPassage: string;
  explainTooCommon: string;
  explainDropped: string;
  explainScopeLanguage: string;
  explainScopeCorpus: string;
  explainThreshold: string;
  /** The candidates chart's accessible name; {count}. */
  chartCandidates: string;
  /** The candidates table's first column: each row's number, as the chart numbers its bars. */
  explainRank: string;
  /** The candidates table's column with the threshold each candidate was judged against. */
  explainThresholdColumn: string;
  /** The calibration chart's accessible name. */
  chartCalibration: string;
  errorIndexNotFound: string;
  errorIndexUnreachable: string;
  errorIndexInvalid: string;
  errorIndexVersion: string;
  errorIndexMismatch: string;
  errorIndexAltered: string;
  /**
   * What the site's operators can do about a failed load, under a disclosure below the alert: the alert says only what
   * it means for the resident (a resident trial read "index.json" and "npm run build-index" as meant for them).
   */
  operatorDetails: string;
  operatorIndexNotFound: string;
  operatorIndexUnreachable: string;
  operatorIndexInvalid: string;
  operatorIndexVersion: string;
  operatorIndexMismatch: string;
  operatorIndexAltered: string;
  errorEmptyQuestion: string;
  /** `{length}`: the question's characters (code points, trimmed), as the engine counts them; `{limit}`: the most it takes. */
  errorQuestionTooLong: string;
  /** Under the box, near the length limit: `{count}` characters still free. */
  questionLeft: string;
  /** Under the box, past the length limit: `{count}` characters too many. */
  questionOver: string;
  errorUnsupportedLanguage: string;
  errorInternal: string;
  /** A part of a sharded index could not be fetched, or was not the part the index names: nothing was answered. */
  errorIndexUnavailable: string;
  /** A part of a sharded index is gone because the agency published a new one under the open page: reload. */
  errorIndexRepublished: string;
  /** "Make available offline" (a sharded index under a service worker): the footer section's heading and text. */
  offlineHeading: string;
  offlineIntro: string;
  /** The one button: starts the download, and while it runs, cancels it. */
  offlineMake: string;
  offlineCancel: string;
  offlineProgressLabel: string;
  /** Under the progress bar; {done}, {total}. */
  offlineProgress: string;
  offlineStarted: string;
  /** {total}: the files now on the device. */
  offlineDone: string;
  offlineCancelled: string;
  offlineFailed: string;
  /** The site was republished since the page opened: files downloaded now would serve no later visit. */
  offlineRepublished: string;
  /** The device's storage is full: not every file could be kept. */
  offlineStorageFull: string;
  /** A copy made earlier is missing files this index needs (republished since, or evicted): the button updates it. */
  offlineStale: string;
  offlineUpdate: string;
  footerOperatorLink: string;
  previewMarker: string;
  previewMarkerLink: string;
  operatorHeading: string;
  operatorIntro: string;
  chooseFolder: string;
  dropHint: string;
  progressLabel: string;
  stageParse: string;
  stagePassages: string;
  stageCalibrate: string;
  cancelIndexing: string;
  indexingStarted: string;
  indexingFinished: string;
  indexingCancelled: string;
  indexingFailed: string;
  indexingCrashed: string;
  previewActive: string;
  resultHeading: string;
  summaryDocuments: string;
  summaryPassages: string;
  summaryLanguages: string;
  summarySize: string;
  summaryFingerprint: string;
  summarySettings: string;
  settingsDefault: string;
  summaryWarnings: string;
  /** Disclosure holding the build report exactly as `npm run build-index` prints it. */
  summaryReport: string;
  thresholdsCaption: string;
  thresholdLanguage: string;
  thresholdValue: string;
  thresholdSource: string;
  thresholdEvidence: string;
  sourceByLanguage: string;
  sourceGlobal: string;
  sourceCalibrated: string;
  sourceDefault: string;
  evidenceCalibrated: string;
  evidenceDefault: string;
  downloadIndex: string;
  errorsHeading: string;
  returnToPublished: string;
  returnedToPublished: string;
  backToQuestions: string;
  errorPreviewStorage: string;
  errorPreviewClear: string;
  errorPreviewUnreadable: string;
}

const EN: UiStrings = {
  skipLink: 'Skip to the question',
  disclosure:
    "This assistant only quotes {agency}'s published documents. It may not have every answer: when none of the documents answers your question, it says so and tells you who to ask.",
  syntheticNotice: 'Demonstration only: this agency, its programs, amounts and phone numbers are invented.',
  languageLabel: 'Language',
  languageApply: 'Change language',
  languageChanged: 'Page language: {language}.',
  languageChangedWithoutWords: "{language} chosen. The page's buttons and labels stay in English.",
  questionLabel: 'Your question',
  keyHint: 'Enter sends. Shift+Enter starts a new line.',
  send: 'Send',
  loading: "Loading the agency's documents…",
  searching: 'Searching the documents…',
  transcriptHeading: 'Questions and answers',
  askAgain: 'Ask another question',
  showPageIn: 'Show this page in English',
  emptyTranscript: 'Ask one thing at a time, in a few words: short questions find their answer best.',
  questionHeading: 'You asked: {question}',
  sourcesLabel: 'Sources',
  sourceLinkPrefix: 'Source',
  explainNoCandidates: 'No passage shares a scoring word with the question.',
  quotedFrom: 'Quoted from',
  refusalHeading: 'No answer found in the documents',
  relatedHeading: 'Related document (no exact answer)',
  relatedNearHeading: 'Possibly related document (no answer)',
  opensInNewTab: '(opens in a new tab)',
  asOfLine: 'Answers as of {date}.',
  asOfChange: 'Answer for another date',
  asOfChanged: 'Answers are now as of {date}.',
  inForceSince: 'In force since {from}',
  inForceFrom: 'In force from {from}',
  inForceUntil: 'In force until {until}',
  inForceBetween: 'In force from {from} until {until}',
  upcomingLabel: 'From {date}:',
  refusalTopics: 'The documents cover {topics}.',
  refusalBeforeRecords: "I can't answer for {date}: the documents on this only go back to {since}.",
  showInDocument: 'Read it in the whole document',
  readDocument: 'Read the document',
  closeDocument: 'Close the document',
  citedPassage: 'The cited passage',
  documentTranslation: 'Read it in {language}: {title}',
  contactHeading: 'Talk to a person',
  explainToggle: 'Show how each answer was found (for operators)',
  explainSummary: 'How this answer was found',
  explainLanguage: 'Language: {lang}, decided by {rule}',
  explainCandidates: 'Candidate passages',
  explainPassage: 'Passage',
  explainScore: 'Score = similarity × share of the question',
  explainVerdict: 'Verdict',
  explainMatched: 'Matched terms',
  explainAsk: 'Ask held',
  explainReadAs: 'Read as: {readings}',
  explainAccept: 'accepted',
  explainReject: 'rejected',
  explainRetrieval: 'Retrieval: {verdict}',
  explainAnswer: 'Answer: {verdict}',
  explainBlame: 'Stage to blame: {stage}',
  explainBlameNone: 'none',
  explainInNoPassage: 'In no passage: {terms}',
  explainTooCommon: 'Too common to score: {terms}',
  explainDropped: 'Dropped by {knob}: {ids}',
  explainScopeLanguage: 'Searched the answer language ({languages})',
  explainScopeCorpus: 'Searched the whole corpus ({languages})',
  explainThreshold: 'Threshold for {lang}: {threshold} ({source})',
  explainRank: 'No.',
  explainThresholdColumn: 'Threshold',
  chartCandidates: 'Chart of the {count} candidates: each score as a bar, filled when it cleared its threshold, which crosses its row as a line. The numbers are in the table.',
  chartCalibration: 'Chart of each language\'s calibration: best scores of its sample windows in other documents, median to 99th percentile, and its threshold as a line. The numbers are in the table.',
  errorIndexNotFound:
    "The agency's documents could not be found on this site, so no question can be answered here yet. Try again later, or use the contact details on this page.",
  errorIndexUnreachable: "The agency's documents could not be loaded. Check your connection, then ask your question.",
  errorIndexInvalid:
    "The agency's documents on this site are damaged, so this page will not answer from them. Try again later, or use the contact details on this page.",
  errorIndexVersion:
    "The agency's documents on this site do not fit this page, so it cannot answer from them. Try again later, or use the contact details on this page.",
  errorIndexMismatch: "This page and the agency's documents come from different publications. Reload the page.",
  errorIndexAltered:
    "The agency's documents were changed after they were published, so this page will not answer from them. Try again later, or use the contact details on this page.",
  operatorDetails: "For this site's operators",
  operatorIndexNotFound: 'index.json is missing: run npm run build-index and publish index.json beside this page.',
  operatorIndexUnreachable: 'Check that index.json is published beside this page.',
  operatorIndexInvalid: 'index.json is damaged or is not a Cairn index: rebuild it with npm run build-index and publish it again.',
  operatorIndexVersion: 'index.json was built by a different version of Cairn: rebuild it with npm run build-index and publish it with this page.',
  operatorIndexMismatch: 'Publish the page and index.json from the same npm run build.',
  operatorIndexAltered: 'index.json was changed after it was built: rebuild with npm run build and publish the whole folder it writes, never index.json edited by hand.',
  errorEmptyQuestion: 'Type a question first.',
  errorQuestionTooLong: 'That question is too long ({length} characters). Use at most {limit} characters.',
  questionLeft: 'Characters left: {count}',
  questionOver: 'Characters over the limit: {count}',
  errorUnsupportedLanguage: 'This page has no documents in that language.',
  errorInternal: 'Something went wrong while answering. Please send your question again.',
  errorIndexUnavailable: "The agency's documents could not be reached, so nothing was answered. Check your connection and send your question again.",
  errorIndexRepublished: 'The agency has published new documents since this page was opened. Reload the page, then send your question again.',
  offlineHeading: 'Use without a connection',
  offlineIntro: "Keep all of the agency's documents on this device, so your questions are answered even without a connection. This uses data and storage on this device.",
  offlineMake: 'Make available offline',
  offlineCancel: 'Cancel download',
  offlineProgressLabel: 'Download progress',
  offlineProgress: 'Downloaded {done} of {total} files',
  offlineStarted: "Downloading the agency's documents for offline use…",
  offlineDone: 'Available offline: all {total} files are on this device.',
  offlineCancelled: 'Download cancelled. What was already downloaded stays on this device.',
  offlineFailed: 'Not every file could be downloaded, so this page may not answer every question offline. Check your connection and try again.',
  offlineRepublished: 'The agency has published new documents since this page was opened. Reload the page, then make them available offline again.',
  offlineStorageFull: 'This device does not have enough free storage to keep every file, so this page may not answer every question offline. Free some space and try again.',
  offlineStale: "The copy on this device is missing some of the agency's current documents. Update it to answer every question offline.",
  offlineUpdate: 'Update the offline copy',
  footerOperatorLink: 'Preview a corpus (for operators)',
  previewMarker: 'Local preview: answers come from documents loaded in this browser, not from the published corpus.',
  previewMarkerLink: 'Manage the preview',
  operatorHeading: 'Preview a corpus',
  operatorIntro: 'Choose a folder of markdown documents, with its cairn.toml if it has one. This browser indexes it with the same engine as npm run build-index, and nothing is uploaded. A folder without errors becomes a local preview: the questions on this page are answered from it, in this browser only, until you return to the published corpus.',
  chooseFolder: 'Choose a folder…',
  dropHint: 'Or drop the folder here.',
  progressLabel: 'Indexing progress',
  stageParse: 'Reading documents: {done} of {total} files',
  stagePassages: 'Splitting passages: {done} of {total} documents',
  stageCalibrate: 'Calibrating thresholds: {done} of {total} passages',
  cancelIndexing: 'Cancel indexing',
  indexingStarted: 'Indexing the folder: {count} documents…',
  indexingFinished: 'Indexing finished: {documents} documents, {passages} passages. The questions on this page are now answered from this local preview.',
  indexingCancelled: 'Indexing cancelled. The questions are still answered from the corpus that was answering before.',
  indexingFailed: 'The folder has errors ({count}), listed under "Errors". Nothing was activated: the questions are still answered from the corpus that was answering before.',
  indexingCrashed: 'Indexing stopped unexpectedly. Nothing was activated: the questions are still answered from the corpus that was answering before. Choose the folder again.',
  previewActive: 'A local preview is active: the questions on this page are answered from it.',
  resultHeading: 'Summary',
  summaryDocuments: 'Documents',
  summaryPassages: 'Passages',
  summaryLanguages: 'Languages',
  summarySize: 'Size of index.json, in bytes',
  summaryFingerprint: 'Fingerprint',
  summarySettings: 'Settings',
  settingsDefault: 'the defaults (no cairn.toml in the folder)',
  summaryWarnings: 'Warnings',
  summaryReport: 'As npm run build-index prints it',
  thresholdsCaption: 'Threshold of each language',
  thresholdLanguage: 'Language',
  thresholdValue: 'Threshold',
  thresholdSource: 'Decided by',
  thresholdEvidence: 'Calibration evidence',
  sourceByLanguage: 'retrieval.threshold_by_language in cairn.toml',
  sourceGlobal: 'retrieval.threshold in cairn.toml',
  sourceCalibrated: 'calibration on these documents',
  sourceDefault: 'the default (too little text to calibrate)',
  evidenceCalibrated: 'Calibrated at {rate}: {threshold} from {windows} windows of {documents} documents. Best scores in other documents: p50 {p50}, p90 {p90}, p95 {p95}, p99 {p99}. Share of windows answered from other documents {other}, from their own {own}.',
  evidenceDefault: 'Too little text to calibrate: {windows} windows of {documents} documents.',
  downloadIndex: 'Download index.json',
  errorsHeading: 'Errors',
  returnToPublished: 'Return to the published corpus',
  returnedToPublished: 'The questions are answered from the published corpus again.',
  backToQuestions: 'Back to the questions',
  errorPreviewStorage: 'This browser could not keep the preview (its storage is unavailable or full), so it was not activated: the questions are still answered from the corpus that was answering before. You can still download index.json.',
  errorPreviewClear: "The preview could not be removed from this browser's storage, so it may come back when the page is reloaded. Until then the questions are answered from the published corpus.",
  errorPreviewUnreadable: 'The local preview kept in this browser could not be loaded (it was built by another version of Cairn), so it was removed and the published corpus answers. Index the folder again to preview it.',
};

const ES: UiStrings = {
  skipLink: 'Ir a la pregunta',
  disclosure:
    'Este asistente solo cita los documentos publicados por {agency}. Puede que no tenga todas las respuestas: cuando ningún documento responde su pregunta, se lo dice y le indica a quién preguntar.',
  syntheticNotice: 'Solo es una demostración: esta agencia, sus programas, montos y teléfonos son inventados.',
  languageLabel: 'Idioma',
  languageApply: 'Cambiar idioma',
  languageChanged: 'Idioma de la página: {language}.',
  languageChangedWithoutWords: '{language} elegido. Los botones y las etiquetas de la página siguen en inglés.',
  questionLabel: 'Su pregunta',
  keyHint: 'Enter envía. Mayús+Enter empieza una línea nueva.',
  send: 'Enviar',
  loading: 'Cargando los documentos de la agencia…',
  searching: 'Buscando en los documentos…',
  transcriptHeading: 'Preguntas y respuestas',
  askAgain: 'Hacer otra pregunta',
  showPageIn: 'Ver esta página en español',
  emptyTranscript: 'Pregunte una cosa a la vez, en pocas palabras: las preguntas breves encuentran mejor su respuesta.',
  questionHeading: 'Usted preguntó: {question}',
  sourcesLabel: 'Fuentes',
  sourceLinkPrefix: 'Fuente',
  explainNoCandidates: 'Ningún fragmento comparte con la pregunta una palabra que puntúe.',
  quotedFrom: 'Citado de',
  refusalHeading: 'No se encontró respuesta en los documentos',
  relatedHeading: 'Documento relacionado (sin respuesta exacta)',
  relatedNearHeading: 'Documento posiblemente relacionado (sin respuesta)',
  opensInNewTab: '(se abre en una pestaña nueva)',
  asOfLine: 'Respuestas según lo vigente el {date}.',
  asOfChange: 'Responder para otra fecha',
  asOfChanged: 'Las respuestas ahora son según lo vigente el {date}.',
  inForceSince: 'Vigente desde el {from}',
  inForceFrom: 'Vigente a partir del {from}',
  inForceUntil: 'Vigente hasta el {until}',
  inForceBetween: 'Vigente del {from} al {until}',
  upcomingLabel: 'A partir del {date}:',
  refusalTopics: 'Los documentos tratan sobre {topics}.',
  refusalBeforeRecords: 'No puedo responder para el {date}: los documentos sobre esto solo abarcan desde el {since}.',
  showInDocument: 'Leerlo en el documento completo',
  readDocument: 'Leer el documento',
  closeDocument: 'Cerrar el documento',
  citedPassage: 'El fragmento citado',
  documentTranslation: 'Leerlo en {language}: {title}',
  contactHeading: 'Hable con una persona',
  explainToggle: 'Mostrar cómo se encontró cada respuesta (para operadores)',
  explainSummary: 'Cómo se encontró esta respuesta',
  explainLanguage: 'Idioma: {lang}, decidido por {rule}',
  explainCandidates: 'Fragmentos candidatos',
  explainPassage: 'Fragmento',
  explainScore: 'Puntuación = similitud × parte de la pregunta',
  explainVerdict: 'Veredicto',
  explainMatched: 'Términos coincidentes',
  explainAsk: 'Pregunta cubierta',
  explainReadAs: 'Leído como: {readings}',
  explainAccept: 'aceptado',
  explainReject: 'rechazado',
  explainRetrieval: 'Búsqueda: {verdict}',
  explainAnswer: 'Respuesta: {verdict}',
  explainBlame: 'Etapa responsable: {stage}',
  explainBlameNone: 'ninguna',
  explainInNoPassage: 'En ningún fragmento: {terms}',
  explainTooCommon: 'Demasiado comunes para puntuar: {terms}',
  explainDropped: 'Descartados por {knob}: {ids}',
  explainScopeLanguage: 'Se buscó en el idioma de la respuesta ({languages})',
  explainScopeCorpus: 'Se buscó en todos los documentos ({languages})',
  explainThreshold: 'Umbral para {lang}: {threshold} ({source})',
  explainRank: 'N.º',
  explainThresholdColumn: 'Umbral',
  chartCandidates: 'Gráfico de los {count} candidatos: cada puntuación es una barra, rellena si superó su umbral, que cruza su fila como una línea. Los números están en la tabla.',
  chartCalibration: 'Gráfico de la calibración de cada idioma: mejores puntuaciones de sus ventanas de muestra en otros documentos, de la mediana al percentil 99, y su umbral como una línea. Los números están en la tabla.',
  errorIndexNotFound:
    'No se encontraron los documentos de la agencia en este sitio, así que aquí todavía no se puede responder ninguna pregunta. Inténtelo de nuevo más tarde o use los datos de contacto de esta página.',
  errorIndexUnreachable: 'No se pudieron cargar los documentos de la agencia. Revise su conexión y luego haga su pregunta.',
  errorIndexInvalid:
    'Los documentos de la agencia en este sitio están dañados, por eso esta página no responde con ellos. Inténtelo de nuevo más tarde o use los datos de contacto de esta página.',
  errorIndexVersion:
    'Los documentos de la agencia en este sitio no corresponden a esta página, por eso no puede responder con ellos. Inténtelo de nuevo más tarde o use los datos de contacto de esta página.',
  errorIndexMismatch: 'Esta página y los documentos de la agencia provienen de publicaciones distintas. Vuelva a cargar la página.',
  errorIndexAltered:
    'Los documentos de la agencia se modificaron después de publicarse, por eso esta página no responde con ellos. Inténtelo de nuevo más tarde o use los datos de contacto de esta página.',
  operatorDetails: 'Para los operadores de este sitio',
  operatorIndexNotFound: 'Falta index.json: ejecuten npm run build-index y publiquen index.json junto a esta página.',
  operatorIndexUnreachable: 'Comprueben que index.json esté publicado junto a esta página.',
  operatorIndexInvalid: 'index.json está dañado o no es un índice de Cairn: vuelvan a generarlo con npm run build-index y publíquenlo de nuevo.',
  operatorIndexVersion: 'index.json se generó con otra versión de Cairn: vuelvan a generarlo con npm run build-index y publíquenlo con esta página.',
  operatorIndexMismatch: 'Publiquen la página e index.json generados por el mismo npm run build.',
  operatorIndexAltered: 'index.json se modificó después de generarse: vuelvan a generar el sitio con npm run build y publiquen la carpeta completa que produce, nunca un index.json editado a mano.',
  errorEmptyQuestion: 'Primero escriba una pregunta.',
  errorQuestionTooLong: 'La pregunta es demasiado larga ({length} caracteres). Use como máximo {limit} caracteres.',
  questionLeft: 'Caracteres restantes: {count}',
  questionOver: 'Caracteres de más: {count}',
  errorUnsupportedLanguage: 'Esta página no tiene documentos en ese idioma.',
  errorInternal: 'Algo falló al responder. Envíe su pregunta de nuevo.',
  errorIndexUnavailable: 'No se pudo acceder a los documentos de la agencia, así que no se respondió nada. Revise su conexión y envíe su pregunta de nuevo.',
  errorIndexRepublished: 'La agencia publicó documentos nuevos desde que se abrió esta página. Vuelva a cargar la página y envíe su pregunta de nuevo.',
  offlineHeading: 'Usar sin conexión',
  offlineIntro: 'Guarde todos los documentos de la agencia en este dispositivo para que sus preguntas se respondan incluso sin conexión. Esto usa datos y espacio de almacenamiento de este dispositivo.',
  offlineMake: 'Guardar para usar sin conexión',
  offlineCancel: 'Cancelar la descarga',
  offlineProgressLabel: 'Progreso de la descarga',
  offlineProgress: 'Descargados {done} de {total} archivos',
  offlineStarted: 'Descargando los documentos de la agencia para usarlos sin conexión…',
  offlineDone: 'Disponible sin conexión: los {total} archivos están en este dispositivo.',
  offlineCancelled: 'Descarga cancelada. Lo que ya se descargó sigue en este dispositivo.',
  offlineFailed: 'No se pudieron descargar todos los archivos, así que es posible que esta página no responda todas las preguntas sin conexión. Revise su conexión e inténtelo de nuevo.',
  offlineRepublished: 'La agencia publicó documentos nuevos desde que se abrió esta página. Vuelva a cargar la página y guárdelos de nuevo para usarlos sin conexión.',
  offlineStorageFull: 'Este dispositivo no tiene suficiente espacio libre para guardar todos los archivos, así que es posible que esta página no responda todas las preguntas sin conexión. Libere espacio e inténtelo de nuevo.',
  offlineStale: 'A la copia de este dispositivo le faltan algunos de los documentos actuales de la agencia. Actualícela para responder todas las preguntas sin conexión.',
  offlineUpdate: 'Actualizar la copia sin conexión',
  footerOperatorLink: 'Previsualizar documentos (para operadores)',
  previewMarker: 'Vista previa local: las respuestas provienen de documentos cargados en este navegador, no de los documentos publicados.',
  previewMarkerLink: 'Gestionar la vista previa',
  operatorHeading: 'Previsualizar documentos',
  operatorIntro: 'Elija una carpeta de documentos markdown, con su cairn.toml si lo tiene. Este navegador la indexa con el mismo motor que npm run build-index, y no se sube nada. Una carpeta sin errores se convierte en una vista previa local: las preguntas de esta página se responden con ella, solo en este navegador, hasta que vuelva a los documentos publicados.',
  chooseFolder: 'Elegir una carpeta…',
  dropHint: 'O suelte la carpeta aquí.',
  progressLabel: 'Progreso de la indexación',
  stageParse: 'Leyendo documentos: {done} de {total} archivos',
  stagePassages: 'Dividiendo fragmentos: {done} de {total} documentos',
  stageCalibrate: 'Calibrando umbrales: {done} de {total} fragmentos',
  cancelIndexing: 'Cancelar la indexación',
  indexingStarted: 'Indexando la carpeta: {count} documentos…',
  indexingFinished: 'Indexación terminada: {documents} documentos, {passages} fragmentos. Las preguntas de esta página se responden ahora con esta vista previa local.',
  indexingCancelled: 'Indexación cancelada. Las preguntas se siguen respondiendo con los documentos de antes.',
  indexingFailed: 'La carpeta tiene errores ({count}), enumerados en «Errores». No se activó nada: las preguntas se siguen respondiendo con los documentos de antes.',
  indexingCrashed: 'La indexación se detuvo de forma inesperada. No se activó nada: las preguntas se siguen respondiendo con los documentos de antes. Elija la carpeta de nuevo.',
  previewActive: 'Hay una vista previa local activa: las preguntas de esta página se responden con ella.',
  resultHeading: 'Resumen',
  summaryDocuments: 'Documentos',
  summaryPassages: 'Fragmentos',
  summaryLanguages: 'Idiomas',
  summarySize: 'Tamaño de index.json, en bytes',
  summaryFingerprint: 'Huella',
  summarySettings: 'Configuración',
  settingsDefault: 'los valores predeterminados (no hay cairn.toml en la carpeta)',
  summaryWarnings: 'Advertencias',
  summaryReport: 'Tal como lo imprime npm run build-index',
  thresholdsCaption: 'Umbral de cada idioma',
  thresholdLanguage: 'Idioma',
  thresholdValue: 'Umbral',
  thresholdSource: 'Decidido por',
  thresholdEvidence: 'Datos de la calibración',
  sourceByLanguage: 'retrieval.threshold_by_language en cairn.toml',
  sourceGlobal: 'retrieval.threshold en cairn.toml',
  sourceCalibrated: 'la calibración con estos documentos',
  sourceDefault: 'el valor predeterminado (muy poco texto para calibrar)',
  evidenceCalibrated: 'Calibrado al {rate}: {threshold} con {windows} ventanas de {documents} documentos. Mejores puntuaciones en otros documentos: p50 {p50}, p90 {p90}, p95 {p95}, p99 {p99}. Proporción de ventanas respondidas con otros documentos {other}, con el suyo {own}.',
  evidenceDefault: 'Muy poco texto para calibrar: {windows} ventanas de {documents} documentos.',
  downloadIndex: 'Descargar index.json',
  errorsHeading: 'Errores',
  returnToPublished: 'Volver a los documentos publicados',
  returnedToPublished: 'Las preguntas se responden de nuevo con los documentos publicados.',
  backToQuestions: 'Volver a las preguntas',
  errorPreviewStorage: 'Este navegador no pudo guardar la vista previa (su almacenamiento no está disponible o está lleno), así que no se activó: las preguntas se siguen respondiendo con los documentos de antes. Aún puede descargar index.json.',
  errorPreviewClear: 'No se pudo borrar la vista previa del almacenamiento de este navegador, así que puede volver al recargar la página. Hasta entonces, las preguntas se responden con los documentos publicados.',
  errorPreviewUnreadable: 'No se pudo cargar la vista previa local guardada en este navegador (se generó con otra versión de Cairn), así que se eliminó y responden los documentos publicados. Indexe la carpeta de nuevo para previsualizarla.',
};

const AR: UiStrings = {
  skipLink: 'انتقل إلى السؤال',
  disclosure:
    'لا يقتبس هذا المساعد إلا من المستندات المنشورة لدى {agency}. قد لا يجد إجابة عن كل سؤال: إذا لم يُجب أي مستند عن سؤالك، فسيخبرك بذلك ويدلك على من تسأله.',
  syntheticNotice: 'للعرض فقط: هذه الجهة وبرامجها ومبالغها وأرقام هواتفها كلها مختلقة.',
  languageLabel: 'اللغة',
  languageApply: 'تغيير اللغة',
  languageChanged: 'لغة الصفحة: {language}.',
  languageChangedWithoutWords: 'تم اختيار {language}. تبقى أزرار الصفحة وتسمياتها بالإنجليزية.',
  questionLabel: 'سؤالك',
  keyHint: 'زر الإدخال يرسل السؤال. Shift مع الإدخال يبدأ سطرًا جديدًا.',
  send: 'إرسال',
  loading: 'جارٍ تحميل مستندات الجهة…',
  searching: 'جارٍ البحث في المستندات…',
  transcriptHeading: 'الأسئلة والإجابات',
  askAgain: 'اطرح سؤالًا آخر',
  showPageIn: 'اعرض هذه الصفحة بالعربية',
  emptyTranscript: 'اسأل عن أمر واحد في كل مرة وبكلمات قليلة: الأسئلة القصيرة أسهل في العثور على إجابتها.',
  questionHeading: 'سألت: {question}',
  sourcesLabel: 'المصادر',
  sourceLinkPrefix: 'المصدر',
  explainNoCandidates: 'لا يشترك أي مقطع مع السؤال في كلمة تُحتسب.',
  quotedFrom: 'مقتبس من',
  refusalHeading: 'لم يُعثر على إجابة في المستندات',
  relatedHeading: 'مستند ذو صلة (لا توجد إجابة دقيقة)',
  relatedNearHeading: 'مستند قد يكون ذا صلة (لا توجد إجابة)',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  asOfLine: 'الإجابات وفق ما هو سارٍ في {date}.',
  asOfChange: 'الإجابة عن تاريخ آخر',
  asOfChanged: 'أصبحت الإجابات الآن وفق ما هو سارٍ في {date}.',
  inForceSince: 'سارٍ منذ {from}',
  inForceFrom: 'يسري اعتبارًا من {from}',
  inForceUntil: 'سارٍ حتى {until}',
  inForceBetween: 'سارٍ من {from} حتى {until}',
  upcomingLabel: 'اعتبارًا من {date}:',
  refusalTopics: 'تتناول المستندات {topics}.',
  refusalBeforeRecords: 'لا أستطيع الإجابة عن تاريخ {date}: لا تغطي المستندات بشأن هذا إلا الفترة ابتداءً من {since}.',
  showInDocument: 'اقرأه في المستند كاملًا',
  readDocument: 'اقرأ المستند',
  closeDocument: 'إغلاق المستند',
  citedPassage: 'المقطع المقتبس',
  documentTranslation: 'اقرأه باللغة {language}: {title}',
  contactHeading: 'تحدث إلى موظف',
  explainToggle: 'إظهار طريقة العثور على كل إجابة (للمشغلين)',
  explainSummary: 'كيف عُثر على هذه الإجابة',
  explainLanguage: 'اللغة: {lang}، وحُددت بقاعدة {rule}',
  explainCandidates: 'المقاطع المرشحة',
  explainPassage: 'المقطع',
  explainScore: 'الدرجة = التشابه × حصة السؤال',
  explainVerdict: 'الحكم',
  explainMatched: 'الكلمات المطابقة',
  explainAsk: 'المطلوب المُغطّى',
  explainReadAs: 'قُرئت على أنها: {readings}',
  explainAccept: 'مقبول',
  explainReject: 'مرفوض',
  explainRetrieval: 'البحث: {verdict}',
  explainAnswer: 'الإجابة: {verdict}',
  explainBlame: 'المرحلة المسؤولة: {stage}',
  explainBlameNone: 'لا شيء',
  explainInNoPassage: 'غير موجودة في أي مقطع: {terms}',
  explainTooCommon: 'شائعة جدًا فلا تُحتسب: {terms}',
  explainDropped: 'استُبعدت بسبب {knob}: {ids}',
  explainScopeLanguage: 'بُحث في لغة الإجابة ({languages})',
  explainScopeCorpus: 'بُحث في جميع المستندات ({languages})',
  explainThreshold: 'الحد الأدنى للغة {lang}: {threshold} ({source})',
  explainRank: 'رقم',
  explainThresholdColumn: 'الحد الأدنى',
  chartCandidates: 'رسم بياني للمرشحين وعددهم {count}: كل درجة شريط، ممتلئ إذا تجاوزت حدها الأدنى الذي يقطع صفها كخط. الأرقام في الجدول.',
  chartCalibration: 'رسم بياني لمعايرة كل لغة: أفضل درجات نوافذ العينة في المستندات الأخرى، من الوسيط إلى المئين 99، وحدها الأدنى كخط. الأرقام في الجدول.',
  errorIndexNotFound:
    'تعذر العثور على مستندات الجهة في هذا الموقع، لذلك لا يمكن الإجابة عن أي سؤال هنا بعد. حاول مرة أخرى لاحقًا، أو استخدم معلومات الاتصال في هذه الصفحة.',
  errorIndexUnreachable: 'تعذر تحميل مستندات الجهة. تحقق من اتصالك ثم اطرح سؤالك.',
  errorIndexInvalid:
    'مستندات الجهة في هذا الموقع تالفة، لذلك لن تجيب هذه الصفحة منها. حاول مرة أخرى لاحقًا، أو استخدم معلومات الاتصال في هذه الصفحة.',
  errorIndexVersion:
    'مستندات الجهة في هذا الموقع لا تناسب هذه الصفحة، لذلك لا يمكنها الإجابة منها. حاول مرة أخرى لاحقًا، أو استخدم معلومات الاتصال في هذه الصفحة.',
  errorIndexMismatch: 'هذه الصفحة ومستندات الجهة من إصدارين مختلفين. أعد تحميل الصفحة.',
  errorIndexAltered:
    'عُدّلت مستندات الجهة بعد نشرها، لذلك لن تجيب هذه الصفحة منها. حاول مرة أخرى لاحقًا، أو استخدم معلومات الاتصال في هذه الصفحة.',
  operatorDetails: 'لمشغلي هذا الموقع',
  operatorIndexNotFound: 'الملف index.json غير موجود: شغّلوا npm run build-index وانشروا index.json بجانب هذه الصفحة.',
  operatorIndexUnreachable: 'تأكدوا من نشر index.json بجانب هذه الصفحة.',
  operatorIndexInvalid: 'الملف index.json تالف أو ليس فهرسًا من Cairn: أعيدوا إنشاءه باستخدام npm run build-index وانشروه من جديد.',
  operatorIndexVersion: 'أُنشئ الملف index.json بإصدار مختلف من Cairn: أعيدوا إنشاءه باستخدام npm run build-index وانشروه مع هذه الصفحة.',
  operatorIndexMismatch: 'انشروا الصفحة وindex.json الناتجين عن أمر npm run build نفسه.',
  operatorIndexAltered: 'عُدّل الملف index.json بعد إنشائه: أعيدوا البناء باستخدام npm run build وانشروا المجلد الذي ينتجه كاملًا، ولا تنشروا index.json معدّلًا يدويًا.',
  errorEmptyQuestion: 'اكتب سؤالك أولًا.',
  errorQuestionTooLong: 'هذا السؤال طويل جدًا (عدد أحرفه {length}). اجعل عدد أحرفه لا يزيد على {limit}.',
  questionLeft: 'عدد الأحرف المتبقية: {count}',
  questionOver: 'عدد الأحرف الزائدة: {count}',
  errorUnsupportedLanguage: 'لا تتوفر في هذه الصفحة مستندات بهذه اللغة.',
  errorInternal: 'حدث خطأ أثناء الإجابة. أرسل سؤالك مرة أخرى.',
  errorIndexUnavailable: 'تعذر الوصول إلى وثائق الجهة، لذلك لم تتم الإجابة عن شيء. تحقق من اتصالك وأرسل سؤالك مرة أخرى.',
  errorIndexRepublished: 'نشرت الجهة مستندات جديدة بعد فتح هذه الصفحة. أعد تحميل الصفحة ثم أرسل سؤالك مرة أخرى.',
  offlineHeading: 'الاستخدام دون اتصال',
  offlineIntro: 'احفظ جميع مستندات الجهة على هذا الجهاز لتتم الإجابة عن أسئلتك حتى دون اتصال بالإنترنت. يستهلك ذلك بيانات ومساحة تخزين على هذا الجهاز.',
  offlineMake: 'الحفظ للاستخدام دون اتصال',
  offlineCancel: 'إلغاء التنزيل',
  offlineProgressLabel: 'تقدم التنزيل',
  offlineProgress: 'تم تنزيل {done} من {total} (ملفات)',
  offlineStarted: 'جارٍ تنزيل مستندات الجهة للاستخدام دون اتصال…',
  offlineDone: 'متاح دون اتصال: جميع الملفات ({total}) موجودة على هذا الجهاز.',
  offlineCancelled: 'أُلغي التنزيل. ما تم تنزيله يبقى على هذا الجهاز.',
  offlineFailed: 'تعذر تنزيل جميع الملفات، لذلك قد لا تجيب هذه الصفحة عن كل الأسئلة دون اتصال. تحقق من اتصالك وحاول مرة أخرى.',
  offlineRepublished: 'نشرت الجهة مستندات جديدة بعد فتح هذه الصفحة. أعد تحميل الصفحة ثم احفظها مرة أخرى للاستخدام دون اتصال.',
  offlineStorageFull: 'لا توجد مساحة تخزين كافية على هذا الجهاز لحفظ جميع الملفات، لذلك قد لا تجيب هذه الصفحة عن كل الأسئلة دون اتصال. أفرغ بعض المساحة وحاول مرة أخرى.',
  offlineStale: 'تنقص النسخة المحفوظة على هذا الجهاز بعض مستندات الجهة الحالية. حدّثها لتتم الإجابة عن كل الأسئلة دون اتصال.',
  offlineUpdate: 'تحديث النسخة المحفوظة',
  footerOperatorLink: 'معاينة مستندات (للمشغلين)',
  previewMarker: 'معاينة محلية: الإجابات من مستندات حُمّلت في هذا المتصفح، لا من المستندات المنشورة.',
  previewMarkerLink: 'إدارة المعاينة',
  operatorHeading: 'معاينة مستندات',
  operatorIntro: 'اختر مجلدًا من مستندات markdown، مع ملف cairn.toml إن وُجد. يفهرسه هذا المتصفح بالمحرك نفسه الذي يستخدمه npm run build-index، ولا يُرفع أي شيء. المجلد الخالي من الأخطاء يصبح معاينة محلية: تُجاب الأسئلة في هذه الصفحة منه، في هذا المتصفح وحده، حتى تعود إلى المستندات المنشورة.',
  chooseFolder: 'اختيار مجلد…',
  dropHint: 'أو أفلت المجلد هنا.',
  progressLabel: 'تقدم الفهرسة',
  stageParse: 'قراءة المستندات: {done} من {total} (ملفات)',
  stagePassages: 'تقسيم المقاطع: {done} من {total} (مستندات)',
  stageCalibrate: 'معايرة الحدود الدنيا: {done} من {total} (مقاطع)',
  cancelIndexing: 'إلغاء الفهرسة',
  indexingStarted: 'جارٍ فهرسة المجلد. عدد المستندات: {count}…',
  indexingFinished: 'اكتملت الفهرسة. عدد المستندات: {documents}، وعدد المقاطع: {passages}. تُجاب الأسئلة في هذه الصفحة الآن من هذه المعاينة المحلية.',
  indexingCancelled: 'أُلغيت الفهرسة. لا تزال الأسئلة تُجاب من المستندات السابقة.',
  indexingFailed: 'في المجلد أخطاء (العدد: {count})، مدرجة تحت «الأخطاء». لم يُفعَّل أي شيء: لا تزال الأسئلة تُجاب من المستندات السابقة.',
  indexingCrashed: 'توقفت الفهرسة على نحو غير متوقع. لم يُفعَّل أي شيء: لا تزال الأسئلة تُجاب من المستندات السابقة. اختر المجلد مرة أخرى.',
  previewActive: 'توجد معاينة محلية مفعّلة: تُجاب الأسئلة في هذه الصفحة منها.',
  resultHeading: 'الملخص',
  summaryDocuments: 'المستندات',
  summaryPassages: 'المقاطع',
  summaryLanguages: 'اللغات',
  summarySize: 'حجم index.json بالبايت',
  summaryFingerprint: 'البصمة',
  summarySettings: 'الإعدادات',
  settingsDefault: 'القيم الافتراضية (لا يوجد cairn.toml في المجلد)',
  summaryWarnings: 'التحذيرات',
  summaryReport: 'كما يطبعه الأمر npm run build-index',
  thresholdsCaption: 'الحد الأدنى لكل لغة',
  thresholdLanguage: 'اللغة',
  thresholdValue: 'الحد الأدنى',
  thresholdSource: 'حدده',
  thresholdEvidence: 'بيانات المعايرة',
  sourceByLanguage: 'retrieval.threshold_by_language في cairn.toml',
  sourceGlobal: 'retrieval.threshold في cairn.toml',
  sourceCalibrated: 'المعايرة على هذه المستندات',
  sourceDefault: 'القيمة الافتراضية (النص أقل من أن يُعاير)',
  evidenceCalibrated: 'مُعاير عند {rate}: {threshold}. عدد النوافذ: {windows}، من مستندات عددها {documents}. أفضل الدرجات في المستندات الأخرى: p50 {p50}، p90 {p90}، p95 {p95}، p99 {p99}. نسبة النوافذ المُجابة من مستندات أخرى {other}، ومن مستندها نفسه {own}.',
  evidenceDefault: 'النص أقل من أن يُعاير. عدد النوافذ: {windows}، من مستندات عددها {documents}.',
  downloadIndex: 'تنزيل index.json',
  errorsHeading: 'الأخطاء',
  returnToPublished: 'العودة إلى المستندات المنشورة',
  returnedToPublished: 'تُجاب الأسئلة من المستندات المنشورة مرة أخرى.',
  backToQuestions: 'العودة إلى الأسئلة',
  errorPreviewStorage: 'تعذر على هذا المتصفح حفظ المعاينة (مساحة التخزين غير متاحة أو ممتلئة)، فلم تُفعَّل: لا تزال الأسئلة تُجاب من المستندات السابقة. لا يزال بإمكانك تنزيل index.json.',
  errorPreviewClear: 'تعذر حذف المعاينة من مساحة تخزين هذا المتصفح، لذا قد تعود عند إعادة تحميل الصفحة. حتى ذلك الحين تُجاب الأسئلة من المستندات المنشورة.',
  errorPreviewUnreadable: 'تعذر تحميل المعاينة المحلية المحفوظة في هذا المتصفح (أُنشئت بإصدار آخر من Cairn)، فحُذفت وصارت الإجابات من المستندات المنشورة. فهرس المجلد مرة أخرى لمعاينته.',
};

/** The interface string tables, by language. */
export const UI_STRINGS: Readonly<Record<string, UiStrings>> = Object.freeze({ ar: AR, en: EN, es: ES });

/** Interface tables by language: Cairn's, or Cairn's with an agency's (`uiTablesWith`). */
export type UiTables = Readonly<Record<string, UiStrings>>;

/**
 * Cairn's tables with the agency's page words (`[page_words.LANG]`, stored in the index's settings): a language of
 * the documents Cairn has no words for shows the page in the agency's, and an agency's table for English, Spanish or
 * Arabic replaces Cairn's. A table that is not whole beside the English one (a preview kept from a Cairn whose page
 * has since gained a string) is left out, so the page never mixes two languages: it stays in English there, as
 * without the table. Returns `UI_STRINGS` itself when none is used.
 */
export function uiTablesWith(own: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined): UiTables {
  // A string a table may leave out (PAGE_WORDS_ENGLISH_ONLY, not imported: its module holds the whole outline) is filled
  // as the build fills it, with the English: a preview built before the page gained one keeps its words. Where Cairn
  // has words of its own in the table's language, the offer of the page in it is Cairn's, not that English.
  const optional = { languageChangedWithoutWords: EN.languageChangedWithoutWords, showPageIn: EN.showPageIn };
  const whole = Object.entries(own ?? {})
    .map(([lang, table]) => {
      const filled = { ...optional, ...table };
      const cairns = UI_STRINGS[primaryLanguage(lang)];
      return [lang, cairns !== undefined && filled.showPageIn === EN.showPageIn ? { ...filled, showPageIn: cairns.showPageIn } : filled] as const;
    })
    .filter(([, table]) => tableProblem(table, EN as Readonly<Record<keyof UiStrings, string>>, 'string') === undefined);
  return whole.length === 0 ? UI_STRINGS : Object.freeze({ ...UI_STRINGS, ...(Object.fromEntries(whole) as unknown as UiTables) });
}

/** The language whose table speaks for `lang`: by exact tag, then primary language, English when there is none. */
export function uiStringsLanguage(lang: string, tables: UiTables): string {
  return matchLanguage(lang, Object.keys(tables)) ?? 'en';
}

/** The table for `lang` (by exact tag, then primary language), English when there is none. */
export function uiStrings(lang: string, tables: UiTables): UiStrings {
  return tables[uiStringsLanguage(lang, tables)]!;
}

/**
 * Splits a template around its `{name}` placeholders and puts `parts[name]` (text or an element, such as a
 * `<bdi>` around an agency name written in another direction) in each place. Still no HTML: only nodes. `texts`
 * gives an element's text, which the possessive after it is fitted to (`possessiveAfter`: "Services' documents").
 */
export function fillParts<T>(template: string, parts: Readonly<Record<string, T>>, texts: Readonly<Record<string, string>> = {}): Array<string | T> {
  let last = '';
  return template.split(/(\{\w+\})/u).filter((piece) => piece !== '').map((piece) => {
    const name = /^\{(\w+)\}$/u.exec(piece)?.[1];
    const filled = name !== undefined && Object.hasOwn(parts, name);
    const text = filled ? piece : possessiveAfter(last, piece);
    last = filled && Object.hasOwn(texts, name) ? texts[name]! : '';
    return filled ? parts[name]! : text;
  });
}

/** Substitutes `{name}` placeholders as plain text; "{agency}'s" after a name ending in "s" is "Services'" (`possessiveAfter`). */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}(['\u2019]s(?![\p{L}\p{M}\p{N}]))?/gu, (whole, name: string, after: string | undefined) =>
    Object.hasOwn(params, name) ? String(params[name]) + possessiveAfter(String(params[name]), after ?? '') : whole,
  );
}
