/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Review_TitleInputs */

const en_cards_form_review_title = /** @type {(inputs: Cards_Form_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review title is required`)
};

const es_cards_form_review_title = /** @type {(inputs: Cards_Form_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título de la reseña es obligatorio`)
};

const fr_cards_form_review_title = /** @type {(inputs: Cards_Form_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre de l’avis est obligatoire`)
};

/**
* | output |
* | --- |
* | "Review title is required" |
*
* @param {Cards_Form_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_review_title = /** @type {((inputs?: Cards_Form_Review_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Review_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_review_title(inputs)
	if (locale === "fr") return fr_cards_form_review_title(inputs)
	return en_cards_form_review_title(inputs)
});