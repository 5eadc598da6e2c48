/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Not_YetInputs */

const en_loyalty_not_yet = /** @type {(inputs: Loyalty_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not open yet`)
};

const es_loyalty_not_yet = /** @type {(inputs: Loyalty_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no disponible`)
};

const fr_loyalty_not_yet = /** @type {(inputs: Loyalty_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore ouverte`)
};

/**
* | output |
* | --- |
* | "Not open yet" |
*
* @param {Loyalty_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_not_yet = /** @type {((inputs?: Loyalty_Not_YetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Not_YetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_not_yet(inputs)
	if (locale === "fr") return fr_loyalty_not_yet(inputs)
	return en_loyalty_not_yet(inputs)
});