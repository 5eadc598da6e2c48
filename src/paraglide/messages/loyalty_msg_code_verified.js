/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Code_VerifiedInputs */

const en_loyalty_msg_code_verified = /** @type {(inputs: Loyalty_Msg_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code verified`)
};

const es_loyalty_msg_code_verified = /** @type {(inputs: Loyalty_Msg_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código verificado`)
};

const fr_loyalty_msg_code_verified = /** @type {(inputs: Loyalty_Msg_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code validé`)
};

/**
* | output |
* | --- |
* | "Code verified" |
*
* @param {Loyalty_Msg_Code_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_code_verified = /** @type {((inputs?: Loyalty_Msg_Code_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Code_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_code_verified(inputs)
	if (locale === "fr") return fr_loyalty_msg_code_verified(inputs)
	return en_loyalty_msg_code_verified(inputs)
});