/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Rate_Sign_InInputs */

const en_tours_rate_sign_in = /** @type {(inputs: Tours_Rate_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to rate this tour and earn loyalty points`)
};

const es_tours_rate_sign_in = /** @type {(inputs: Tours_Rate_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para calificar este recorrido y ganar puntos de fidelidad`)
};

const fr_tours_rate_sign_in = /** @type {(inputs: Tours_Rate_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour noter cette visite et gagner des points de fidélité`)
};

/**
* | output |
* | --- |
* | "Sign in to rate this tour and earn loyalty points" |
*
* @param {Tours_Rate_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_rate_sign_in = /** @type {((inputs?: Tours_Rate_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Rate_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_rate_sign_in(inputs)
	if (locale === "fr") return fr_tours_rate_sign_in(inputs)
	return en_tours_rate_sign_in(inputs)
});