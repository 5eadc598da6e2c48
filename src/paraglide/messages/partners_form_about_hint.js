/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Partners_Form_About_HintInputs */

const en_partners_form_about_hint = /** @type {(inputs: Partners_Form_About_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.count} characters: what you offer and what you hope the partnership brings.`)
};

const es_partners_form_about_hint = /** @type {(inputs: Partners_Form_About_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al menos ${i?.count} caracteres: lo que ofreces y lo que esperas de la asociación.`)
};

const fr_partners_form_about_hint = /** @type {(inputs: Partners_Form_About_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.count} caractères : ce que vous proposez et ce que vous attendez du partenariat.`)
};

/**
* | output |
* | --- |
* | "At least {count} characters: what you offer and what you hope the partnership brings." |
*
* @param {Partners_Form_About_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_about_hint = /** @type {((inputs: Partners_Form_About_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_About_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_about_hint(inputs)
	if (locale === "fr") return fr_partners_form_about_hint(inputs)
	return en_partners_form_about_hint(inputs)
});