/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_DonateInputs */

const en_festival_donate = /** @type {(inputs: Festival_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate`)
};

const es_festival_donate = /** @type {(inputs: Festival_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donar`)
};

const fr_festival_donate = /** @type {(inputs: Festival_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire un don`)
};

/**
* | output |
* | --- |
* | "Donate" |
*
* @param {Festival_DonateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_donate = /** @type {((inputs?: Festival_DonateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_DonateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_donate(inputs)
	if (locale === "fr") return fr_festival_donate(inputs)
	return en_festival_donate(inputs)
});