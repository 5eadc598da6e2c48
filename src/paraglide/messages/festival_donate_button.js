/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Donate_ButtonInputs */

const en_festival_donate_button = /** @type {(inputs: Festival_Donate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate to Harlem Week`)
};

const es_festival_donate_button = /** @type {(inputs: Festival_Donate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dona a Harlem Week`)
};

const fr_festival_donate_button = /** @type {(inputs: Festival_Donate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire un don à Harlem Week`)
};

/**
* | output |
* | --- |
* | "Donate to Harlem Week" |
*
* @param {Festival_Donate_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_donate_button = /** @type {((inputs?: Festival_Donate_ButtonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Donate_ButtonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_donate_button(inputs)
	if (locale === "fr") return fr_festival_donate_button(inputs)
	return en_festival_donate_button(inputs)
});