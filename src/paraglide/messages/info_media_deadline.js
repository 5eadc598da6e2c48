/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_DeadlineInputs */

const en_info_media_deadline = /** @type {(inputs: Info_Media_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On deadline? Say so in your subject line and we will answer the same business day.`)
};

const es_info_media_deadline = /** @type {(inputs: Info_Media_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tienes una fecha de entrega? Indícalo en el asunto y te responderemos el mismo día hábil.`)
};

const fr_info_media_deadline = /** @type {(inputs: Info_Media_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous bouclez bientôt ? Indiquez-le dans l’objet et nous vous répondrons le jour ouvré même.`)
};

/**
* | output |
* | --- |
* | "On deadline? Say so in your subject line and we will answer the same business day." |
*
* @param {Info_Media_DeadlineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_deadline = /** @type {((inputs?: Info_Media_DeadlineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_DeadlineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_deadline(inputs)
	if (locale === "fr") return fr_info_media_deadline(inputs)
	return en_info_media_deadline(inputs)
});