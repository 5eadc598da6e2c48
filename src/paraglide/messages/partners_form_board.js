/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_BoardInputs */

const en_partners_form_board = /** @type {(inputs: Partners_Form_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board`)
};

const es_partners_form_board = /** @type {(inputs: Partners_Form_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distrito comunitario`)
};

const fr_partners_form_board = /** @type {(inputs: Partners_Form_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`District communautaire`)
};

/**
* | output |
* | --- |
* | "Community board" |
*
* @param {Partners_Form_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_board = /** @type {((inputs?: Partners_Form_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_board(inputs)
	if (locale === "fr") return fr_partners_form_board(inputs)
	return en_partners_form_board(inputs)
});