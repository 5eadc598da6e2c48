/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Access_NoteInputs */

const en_owner_access_note = /** @type {(inputs: Owner_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitors filter by these. Leave Not sure rather than guess.`)
};

const es_owner_access_note = /** @type {(inputs: Owner_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los visitantes filtran por estos datos. Si no lo sabes, deja “No lo sé” en lugar de adivinar.`)
};

const fr_owner_access_note = /** @type {(inputs: Owner_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les visiteurs filtrent selon ces critères. Laissez « Je ne sais pas » plutôt que de deviner.`)
};

/**
* | output |
* | --- |
* | "Visitors filter by these. Leave Not sure rather than guess." |
*
* @param {Owner_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_access_note = /** @type {((inputs?: Owner_Access_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Access_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_access_note(inputs)
	if (locale === "fr") return fr_owner_access_note(inputs)
	return en_owner_access_note(inputs)
});