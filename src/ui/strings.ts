/**
 * Every string the interface says, one table per language, all shipped inside the bundle: the page never waits
 * on a fetch before it can speak. (What the engine says — refusals, notices, status lines — is in the engine's
 * own message tables and arrives with each outcome.)
 */
import { matchLanguage } from '../engine/language.ts';

/** One language's interface strings. Placeholders in braces are filled as plain text, never as HTML. */
export interface UiStrings {
  skipLink: string;
  disclosure: string;
  syntheticNotice: string;
  languageLabel: string;
  questionLabel: string;
  keyHint: string;
  send: string;
  loading: string;
  searching: string;
  transcriptHeading: string;
  emptyTranscript: string;
  questionHeading: string;
  sourcesLabel: string;
  sourceLinkPrefix: string;
  explainNoCandidates: string;
  quotedFrom: string;
  refusalHeading: string;
  contactHeading: string;
  explainToggle: string;
  explainSummary: string;
  explainLanguage: string;
  explainCandidates: string;
  explainPassage: string;
  explainScore: string;
  explainVerdict: string;
  explainMatched: string;
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
  errorIndexNotFound: string;
  errorIndexUnreachable: string;
  errorIndexInvalid: string;
  errorIndexVersion: string;
  errorIndexMismatch: string;
  errorEmptyQuestion: string;
  errorQuestionTooLong: string;
  errorUnsupportedLanguage: string;
  errorInternal: string;
  footerAbout: string;
}

const EN: UiStrings = {
  skipLink: 'Skip to the question',
  disclosure:
    "This assistant only quotes {agency}'s published documents. It may not have every answer: when none of the documents answers your question, it says so and tells you who to ask.",
  syntheticNotice: 'Demonstration only: this agency, its programs, amounts and phone numbers are invented.',
  languageLabel: 'Language',
  questionLabel: 'Your question',
  keyHint: 'Enter sends. Shift+Enter starts a new line.',
  send: 'Send',
  loading: "Loading the agency's documents…",
  searching: 'Searching the documents…',
  transcriptHeading: 'Questions and answers',
  emptyTranscript: 'Ask about a program, who can apply, how much it pays or how to apply.',
  questionHeading: 'You asked: {question}',
  sourcesLabel: 'Sources',
  sourceLinkPrefix: 'Source',
  explainNoCandidates: 'No passage shares a scoring word with the question.',
  quotedFrom: 'Quoted from',
  refusalHeading: 'No answer in the documents',
  contactHeading: 'Talk to a person',
  explainToggle: 'Show how each answer was found (for operators)',
  explainSummary: 'How this answer was found',
  explainLanguage: 'Language: {lang}, decided by {rule}',
  explainCandidates: 'Candidate passages',
  explainPassage: 'Passage',
  explainScore: 'Score',
  explainVerdict: 'Verdict',
  explainMatched: 'Matched terms',
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
  errorIndexNotFound:
    "The agency's documents could not be found on this site (index.json is missing). Operators: run npm run build-index and publish index.json beside this page. You can keep your question and send it again later.",
  errorIndexUnreachable:
    "The agency's documents could not be loaded. Check your connection and send your question again. Operators: check that index.json is published beside this page.",
  errorIndexInvalid:
    "The agency's documents are damaged or are not a Cairn index. Operators: rebuild index.json with npm run build-index and publish it again.",
  errorIndexVersion:
    "The agency's documents were built by a different version of Cairn. Operators: rebuild index.json with npm run build-index and publish it with this page.",
  errorIndexMismatch:
    "This page and the agency's documents come from different publications. Reload the page. Operators: publish the page and index.json from the same npm run build.",
  errorEmptyQuestion: 'Type a question first.',
  errorQuestionTooLong: 'That question is too long. Keep it under {limit} characters.',
  errorUnsupportedLanguage: 'Cairn has no documents or messages in that language.',
  errorInternal: 'Something went wrong while answering. Please send your question again.',
  footerAbout: 'Cairn answers only from published documents and never makes up an answer.',
};

const ES: UiStrings = {
  skipLink: 'Ir a la pregunta',
  disclosure:
    'Este asistente solo cita los documentos publicados por {agency}. Puede que no tenga todas las respuestas: cuando ningún documento responde su pregunta, se lo dice y le indica a quién preguntar.',
  syntheticNotice: 'Solo es una demostración: esta agencia, sus programas, montos y teléfonos son inventados.',
  languageLabel: 'Idioma',
  questionLabel: 'Su pregunta',
  keyHint: 'Enter envía. Mayús+Enter empieza una línea nueva.',
  send: 'Enviar',
  loading: 'Cargando los documentos de la agencia…',
  searching: 'Buscando en los documentos…',
  transcriptHeading: 'Preguntas y respuestas',
  emptyTranscript: 'Pregunte por un programa, quién puede solicitarlo, cuánto paga o cómo solicitarlo.',
  questionHeading: 'Usted preguntó: {question}',
  sourcesLabel: 'Fuentes',
  sourceLinkPrefix: 'Fuente',
  explainNoCandidates: 'Ningún fragmento comparte con la pregunta una palabra que puntúe.',
  quotedFrom: 'Citado de',
  refusalHeading: 'No hay respuesta en los documentos',
  contactHeading: 'Hable con una persona',
  explainToggle: 'Mostrar cómo se encontró cada respuesta (para operadores)',
  explainSummary: 'Cómo se encontró esta respuesta',
  explainLanguage: 'Idioma: {lang}, decidido por {rule}',
  explainCandidates: 'Fragmentos candidatos',
  explainPassage: 'Fragmento',
  explainScore: 'Puntuación',
  explainVerdict: 'Veredicto',
  explainMatched: 'Términos coincidentes',
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
  errorIndexNotFound:
    'No se encontraron los documentos de la agencia en este sitio (falta index.json). Operadores: ejecuten npm run build-index y publiquen index.json junto a esta página. Puede conservar su pregunta y enviarla de nuevo más tarde.',
  errorIndexUnreachable:
    'No se pudieron cargar los documentos de la agencia. Revise su conexión y envíe su pregunta de nuevo. Operadores: comprueben que index.json esté publicado junto a esta página.',
  errorIndexInvalid:
    'Los documentos de la agencia están dañados o no son un índice de Cairn. Operadores: vuelvan a generar index.json con npm run build-index y publíquenlo de nuevo.',
  errorIndexVersion:
    'Los documentos de la agencia se generaron con otra versión de Cairn. Operadores: vuelvan a generar index.json con npm run build-index y publíquenlo con esta página.',
  errorIndexMismatch:
    'Esta página y los documentos de la agencia provienen de publicaciones distintas. Vuelva a cargar la página. Operadores: publiquen la página e index.json generados por el mismo npm run build.',
  errorEmptyQuestion: 'Primero escriba una pregunta.',
  errorQuestionTooLong: 'La pregunta es demasiado larga. Use menos de {limit} caracteres.',
  errorUnsupportedLanguage: 'Cairn no tiene documentos ni mensajes en ese idioma.',
  errorInternal: 'Algo falló al responder. Envíe su pregunta de nuevo.',
  footerAbout: 'Cairn responde solo con documentos publicados y nunca inventa una respuesta.',
};

const AR: UiStrings = {
  skipLink: 'انتقل إلى السؤال',
  disclosure:
    'لا يقتبس هذا المساعد إلا من المستندات المنشورة لدى {agency}. قد لا يجد إجابة عن كل سؤال: إذا لم يُجب أي مستند عن سؤالك، فسيخبرك بذلك ويدلك على من تسأله.',
  syntheticNotice: 'للعرض فقط: هذه الجهة وبرامجها ومبالغها وأرقام هواتفها كلها مختلقة.',
  languageLabel: 'اللغة',
  questionLabel: 'سؤالك',
  keyHint: 'زر الإدخال يرسل السؤال. Shift مع الإدخال يبدأ سطرًا جديدًا.',
  send: 'إرسال',
  loading: 'جارٍ تحميل مستندات الجهة…',
  searching: 'جارٍ البحث في المستندات…',
  transcriptHeading: 'الأسئلة والإجابات',
  emptyTranscript: 'اسأل عن برنامج، أو من يحق له التقديم، أو المبلغ، أو طريقة التقديم.',
  questionHeading: 'سألت: {question}',
  sourcesLabel: 'المصادر',
  sourceLinkPrefix: 'المصدر',
  explainNoCandidates: 'لا يشترك أي مقطع مع السؤال في كلمة تُحتسب.',
  quotedFrom: 'مقتبس من',
  refusalHeading: 'لا توجد إجابة في المستندات',
  contactHeading: 'تحدث إلى موظف',
  explainToggle: 'إظهار طريقة العثور على كل إجابة (للمشغلين)',
  explainSummary: 'كيف عُثر على هذه الإجابة',
  explainLanguage: 'اللغة: {lang}، وحُددت بقاعدة {rule}',
  explainCandidates: 'المقاطع المرشحة',
  explainPassage: 'المقطع',
  explainScore: 'الدرجة',
  explainVerdict: 'الحكم',
  explainMatched: 'الكلمات المطابقة',
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
  errorIndexNotFound:
    'تعذر العثور على مستندات الجهة في هذا الموقع (الملف index.json غير موجود). للمشغلين: شغّلوا npm run build-index وانشروا index.json بجانب هذه الصفحة. يمكنك الاحتفاظ بسؤالك وإرساله مرة أخرى لاحقًا.',
  errorIndexUnreachable:
    'تعذر تحميل مستندات الجهة. تحقق من اتصالك وأرسل سؤالك مرة أخرى. للمشغلين: تأكدوا من نشر index.json بجانب هذه الصفحة.',
  errorIndexInvalid:
    'مستندات الجهة تالفة أو ليست فهرسًا من Cairn. للمشغلين: أعيدوا إنشاء index.json باستخدام npm run build-index وانشروه من جديد.',
  errorIndexVersion:
    'أُنشئت مستندات الجهة بإصدار مختلف من Cairn. للمشغلين: أعيدوا إنشاء index.json باستخدام npm run build-index وانشروه مع هذه الصفحة.',
  errorIndexMismatch:
    'هذه الصفحة ومستندات الجهة من إصدارين مختلفين. أعد تحميل الصفحة. للمشغلين: انشروا الصفحة وindex.json الناتجين عن أمر npm run build نفسه.',
  errorEmptyQuestion: 'اكتب سؤالك أولًا.',
  errorQuestionTooLong: 'هذا السؤال طويل جدًا. اجعل عدد أحرفه أقل من {limit}.',
  errorUnsupportedLanguage: 'لا يملك Cairn مستندات أو رسائل بهذه اللغة.',
  errorInternal: 'حدث خطأ أثناء الإجابة. أرسل سؤالك مرة أخرى.',
  footerAbout: 'يجيب Cairn من المستندات المنشورة فقط، ولا يختلق أي إجابة.',
};

/** The interface string tables, by language. */
export const UI_STRINGS: Readonly<Record<string, UiStrings>> = Object.freeze({ ar: AR, en: EN, es: ES });

/** The table for `lang` (by exact tag, then primary language), English when there is none. */
export function uiStrings(lang: string): UiStrings {
  return UI_STRINGS[matchLanguage(lang, Object.keys(UI_STRINGS)) ?? 'en']!;
}

/**
 * Splits a template around its `{name}` placeholders and puts `parts[name]` (text or an element, such as a
 * `<bdi>` around an agency name written in another direction) in each place. Still no HTML: only nodes.
 */
export function fillParts<T>(template: string, parts: Readonly<Record<string, T>>): Array<string | T> {
  return template.split(/(\{\w+\})/u).filter((piece) => piece !== '').map((piece) => {
    const name = /^\{(\w+)\}$/u.exec(piece)?.[1];
    return name !== undefined && name in parts ? parts[name]! : piece;
  });
}

/** Substitutes `{name}` placeholders as plain text. */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/gu, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
