/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_BoardInputs */

const en_cards_form_board = /** @type {(inputs: Cards_Form_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board selection is required`)
};

const es_cards_form_board = /** @type {(inputs: Cards_Form_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un distrito comunitario`)
};

const fr_cards_form_board = /** @type {(inputs: Cards_Form_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un district communautaire`)
};

/**
* | output |
* | --- |
* | "Community board selection is required" |
*
* @param {Cards_Form_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_board = /** @type {((inputs?: Cards_Form_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_board(inputs)
	if (locale === "fr") return fr_cards_form_board(inputs)
	return en_cards_form_board(inputs)
});