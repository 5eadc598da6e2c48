/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Businesses_Status_OpensInputs */

const en_businesses_status_opens = /** @type {(inputs: Businesses_Status_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Closed · opens ${i?.when}`)
};

const es_businesses_status_opens = /** @type {(inputs: Businesses_Status_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cerrado · abre ${i?.when}`)
};

const fr_businesses_status_opens = /** @type {(inputs: Businesses_Status_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermé · ouvre ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Closed · opens {when}" |
*
* @param {Businesses_Status_OpensInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_status_opens = /** @type {((inputs: Businesses_Status_OpensInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Status_OpensInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_status_opens(inputs)
	if (locale === "fr") return fr_businesses_status_opens(inputs)
	return en_businesses_status_opens(inputs)
});