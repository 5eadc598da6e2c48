/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_DonateInputs */

const en_nav_donate = /** @type {(inputs: Nav_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate`)
};

const es_nav_donate = /** @type {(inputs: Nav_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donar`)
};

const fr_nav_donate = /** @type {(inputs: Nav_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire un don`)
};

/**
* | output |
* | --- |
* | "Donate" |
*
* @param {Nav_DonateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_donate = /** @type {((inputs?: Nav_DonateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DonateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_donate(inputs)
	if (locale === "fr") return fr_nav_donate(inputs)
	return en_nav_donate(inputs)
});