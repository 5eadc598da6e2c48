/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Status_EndedInputs */

const en_loyalty_status_ended = /** @type {(inputs: Loyalty_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

const es_loyalty_status_ended = /** @type {(inputs: Loyalty_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminada`)
};

const fr_loyalty_status_ended = /** @type {(inputs: Loyalty_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminée`)
};

/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Loyalty_Status_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_status_ended = /** @type {((inputs?: Loyalty_Status_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Status_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_status_ended(inputs)
	if (locale === "fr") return fr_loyalty_status_ended(inputs)
	return en_loyalty_status_ended(inputs)
});