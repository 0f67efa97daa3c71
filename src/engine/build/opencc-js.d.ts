// opencc-js ships types for its converters, not for the dictionaries its `./*` export also opens.
declare module 'opencc-js/dict/TSCharacters' {
  /** Entries "T S1 S2…" (a Traditional character and its Simplified forms, the usual one first) joined by "|". */
  const table: string;
  export default table;
}
