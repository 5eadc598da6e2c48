/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Report_ReasonInputs */

const en_cards_form_report_reason = /** @type {(inputs: Cards_Form_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose why you are reporting this review`)
};

const es_cards_form_report_reason = /** @type {(inputs: Cards_Form_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige por qué denuncias esta reseña`)
};

const fr_cards_form_report_reason = /** @type {(inputs: Cards_Form_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez pourquoi vous signalez cet avis`)
};

/**
* | output |
* | --- |
* | "Please choose why you are reporting this review" |
*
* @param {Cards_Form_Report_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_report_reason = /** @type {((inputs?: Cards_Form_Report_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Report_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_report_reason(inputs)
	if (locale === "fr") return fr_cards_form_report_reason(inputs)
	return en_cards_form_report_reason(inputs)
});