/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_HiddenInputs */

const en_moderation_mo_hidden = /** @type {(inputs: Moderation_Mo_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review is hidden and no longer counts in the rating.`)
};

const es_moderation_mo_hidden = /** @type {(inputs: Moderation_Mo_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reseña queda oculta y ya no cuenta en la calificación.`)
};

const fr_moderation_mo_hidden = /** @type {(inputs: Moderation_Mo_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’avis est masqué et ne compte plus dans la note.`)
};

/**
* | output |
* | --- |
* | "The review is hidden and no longer counts in the rating." |
*
* @param {Moderation_Mo_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_hidden = /** @type {((inputs?: Moderation_Mo_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_hidden(inputs)
	if (locale === "fr") return fr_moderation_mo_hidden(inputs)
	return en_moderation_mo_hidden(inputs)
});