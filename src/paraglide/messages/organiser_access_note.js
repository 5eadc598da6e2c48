/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Access_NoteInputs */

const en_organiser_access_note = /** @type {(inputs: Organiser_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not stated shows your venue's own facts. Answer where this event differs, like another room or a standing show.`)
};

const es_organiser_access_note = /** @type {(inputs: Organiser_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con “Sin indicar” se muestran los datos de tu local. Responde solo donde este evento sea distinto, como otra sala o un espectáculo de pie.`)
};

const fr_organiser_access_note = /** @type {(inputs: Organiser_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec « Non précisé », ce sont les informations de votre lieu qui s’affichent. Répondez là où cet événement diffère, par exemple une autre salle ou un spectacle debout.`)
};

/**
* | output |
* | --- |
* | "Not stated shows your venue's own facts. Answer where this event differs, like another room or a standing show." |
*
* @param {Organiser_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_access_note = /** @type {((inputs?: Organiser_Access_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Access_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_access_note(inputs)
	if (locale === "fr") return fr_organiser_access_note(inputs)
	return en_organiser_access_note(inputs)
});