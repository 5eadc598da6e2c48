/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Status_OpenInputs */

const en_loyalty_status_open = /** @type {(inputs: Loyalty_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

const es_loyalty_status_open = /** @type {(inputs: Loyalty_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin verificar`)
};

const fr_loyalty_status_open = /** @type {(inputs: Loyalty_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non validé`)
};

/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Loyalty_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_status_open = /** @type {((inputs?: Loyalty_Status_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Status_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_status_open(inputs)
	if (locale === "fr") return fr_loyalty_status_open(inputs)
	return en_loyalty_status_open(inputs)
});