/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Code_RefusedInputs */

const en_loyalty_msg_code_refused = /** @type {(inputs: Loyalty_Msg_Code_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code is not valid for your business.`)
};

const es_loyalty_msg_code_refused = /** @type {(inputs: Loyalty_Msg_Code_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este código no es válido para tu negocio.`)
};

const fr_loyalty_msg_code_refused = /** @type {(inputs: Loyalty_Msg_Code_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code n’est pas valable pour votre commerce.`)
};

/**
* | output |
* | --- |
* | "This code is not valid for your business." |
*
* @param {Loyalty_Msg_Code_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_code_refused = /** @type {((inputs?: Loyalty_Msg_Code_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Code_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_code_refused(inputs)
	if (locale === "fr") return fr_loyalty_msg_code_refused(inputs)
	return en_loyalty_msg_code_refused(inputs)
});