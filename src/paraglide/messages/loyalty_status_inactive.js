/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Status_InactiveInputs */

const en_loyalty_status_inactive = /** @type {(inputs: Loyalty_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactive`)
};

const es_loyalty_status_inactive = /** @type {(inputs: Loyalty_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactiva`)
};

const fr_loyalty_status_inactive = /** @type {(inputs: Loyalty_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivée`)
};

/**
* | output |
* | --- |
* | "Inactive" |
*
* @param {Loyalty_Status_InactiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_status_inactive = /** @type {((inputs?: Loyalty_Status_InactiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Status_InactiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_status_inactive(inputs)
	if (locale === "fr") return fr_loyalty_status_inactive(inputs)
	return en_loyalty_status_inactive(inputs)
});