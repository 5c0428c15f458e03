/**
 * What server and sidebar agree on beyond function signatures. google.script.run hands the
 * sidebar only an error's message, so a lapsed sign-in is told apart by this marker in it.
 */
export const SESSION_ENDED_MARKER = '[seo-sheets:signed-out] ';
