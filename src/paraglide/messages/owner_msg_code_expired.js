/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Code_ExpiredInputs */

const en_owner_msg_code_expired = /** @type {(inputs: Owner_Msg_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code no longer works. Send a new code.`)
};

const es_owner_msg_code_expired = /** @type {(inputs: Owner_Msg_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este código ya no vale. Pide un código nuevo.`)
};

const fr_owner_msg_code_expired = /** @type {(inputs: Owner_Msg_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code n’est plus valable. Demandez un nouveau code.`)
};

/**
* | output |
* | --- |
* | "This code no longer works. Send a new code." |
*
* @param {Owner_Msg_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_code_expired = /** @type {((inputs?: Owner_Msg_Code_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Code_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_code_expired(inputs)
	if (locale === "fr") return fr_owner_msg_code_expired(inputs)
	return en_owner_msg_code_expired(inputs)
});