/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Loyalty_Status_VerifiedInputs */

const en_loyalty_status_verified = /** @type {(inputs: Loyalty_Status_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified ${i?.date}`)
};

const es_loyalty_status_verified = /** @type {(inputs: Loyalty_Status_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verificado el ${i?.date}`)
};

const fr_loyalty_status_verified = /** @type {(inputs: Loyalty_Status_VerifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Validé le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Verified {date}" |
*
* @param {Loyalty_Status_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_status_verified = /** @type {((inputs: Loyalty_Status_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Status_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_status_verified(inputs)
	if (locale === "fr") return fr_loyalty_status_verified(inputs)
	return en_loyalty_status_verified(inputs)
});