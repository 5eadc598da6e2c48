/**
 * The verified translations of an item's people's texts in the visitor's language (decision 024),
 * when an admin has verified them: shown instead of the original, without `lang="en"`.
 */
export type TranslatedTexts = { title?: string; description?: string };
