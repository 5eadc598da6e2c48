/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Checkout_ExpiredInputs */

const en_partners_checkout_expired = /** @type {(inputs: Partners_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout expired`)
};

const es_partners_checkout_expired = /** @type {(inputs: Partners_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago caducó`)
};

const fr_partners_checkout_expired = /** @type {(inputs: Partners_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement a expiré`)
};

/**
* | output |
* | --- |
* | "Checkout expired" |
*
* @param {Partners_Checkout_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_checkout_expired = /** @type {((inputs?: Partners_Checkout_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Checkout_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_checkout_expired(inputs)
	if (locale === "fr") return fr_partners_checkout_expired(inputs)
	return en_partners_checkout_expired(inputs)
});