/** What the business dashboard's page hands down to its tabs: the map's tiles, and a refused plain form post. */

export type MapTiles = { url: string; attribution: string } | null;

/** A refused plain form post: which action, what was typed, each field's message (`form` for the rest). */
export type PostedForm = { action: string; values: Record<string, string>; errors: Record<string, string> };
