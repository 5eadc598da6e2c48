/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Status_ActiveInputs */

const en_loyalty_status_active = /** @type {(inputs: Loyalty_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const es_loyalty_status_active = /** @type {(inputs: Loyalty_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa`)
};

const fr_loyalty_status_active = /** @type {(inputs: Loyalty_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activée`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Loyalty_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_status_active = /** @type {((inputs?: Loyalty_Status_ActiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Status_ActiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_status_active(inputs)
	if (locale === "fr") return fr_loyalty_status_active(inputs)
	return en_loyalty_status_active(inputs)
});