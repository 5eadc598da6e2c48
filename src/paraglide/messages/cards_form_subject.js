/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_SubjectInputs */

const en_cards_form_subject = /** @type {(inputs: Cards_Form_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject is required`)
};

const es_cards_form_subject = /** @type {(inputs: Cards_Form_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El asunto es obligatorio`)
};

const fr_cards_form_subject = /** @type {(inputs: Cards_Form_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’objet est obligatoire`)
};

/**
* | output |
* | --- |
* | "Subject is required" |
*
* @param {Cards_Form_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_subject = /** @type {((inputs?: Cards_Form_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_subject(inputs)
	if (locale === "fr") return fr_cards_form_subject(inputs)
	return en_cards_form_subject(inputs)
});