/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Donate_Whole_DollarsInputs */

const en_cards_donate_whole_dollars = /** @type {(inputs: Cards_Donate_Whole_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a whole number of dollars, such as 25.`)
};

const es_cards_donate_whole_dollars = /** @type {(inputs: Cards_Donate_Whole_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica un número entero de dólares, por ejemplo 25.`)
};

const fr_cards_donate_whole_dollars = /** @type {(inputs: Cards_Donate_Whole_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez un nombre entier de dollars, par exemple 25.`)
};

/**
* | output |
* | --- |
* | "Please give a whole number of dollars, such as 25." |
*
* @param {Cards_Donate_Whole_DollarsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_donate_whole_dollars = /** @type {((inputs?: Cards_Donate_Whole_DollarsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Donate_Whole_DollarsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_donate_whole_dollars(inputs)
	if (locale === "fr") return fr_cards_donate_whole_dollars(inputs)
	return en_cards_donate_whole_dollars(inputs)
});