/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Honest_TextInputs */

const en_info_about_honest_text = /** @type {(inputs: Info_About_Honest_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ratings come from reviews by signed-in members. Paid listings are marked Premium, and paying never changes a rating.`)
};

const es_info_about_honest_text = /** @type {(inputs: Info_About_Honest_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las calificaciones vienen de reseñas de miembros con sesión iniciada. Las fichas pagadas llevan la marca Premium, y pagar nunca cambia una calificación.`)
};

const fr_info_about_honest_text = /** @type {(inputs: Info_About_Honest_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les notes viennent des avis de membres connectés. Les fiches payantes portent la mention Premium, et payer ne change jamais une note.`)
};

/**
* | output |
* | --- |
* | "Ratings come from reviews by signed-in members. Paid listings are marked Premium, and paying never changes a rating." |
*
* @param {Info_About_Honest_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_honest_text = /** @type {((inputs?: Info_About_Honest_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Honest_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_honest_text(inputs)
	if (locale === "fr") return fr_info_about_honest_text(inputs)
	return en_info_about_honest_text(inputs)
});