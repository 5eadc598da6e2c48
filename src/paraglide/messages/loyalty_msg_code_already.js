/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Code_AlreadyInputs */

const en_loyalty_msg_code_already = /** @type {(inputs: Loyalty_Msg_Code_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code already verified`)
};

const es_loyalty_msg_code_already = /** @type {(inputs: Loyalty_Msg_Code_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código ya verificado`)
};

const fr_loyalty_msg_code_already = /** @type {(inputs: Loyalty_Msg_Code_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code déjà validé`)
};

/**
* | output |
* | --- |
* | "Code already verified" |
*
* @param {Loyalty_Msg_Code_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_code_already = /** @type {((inputs?: Loyalty_Msg_Code_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Code_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_code_already(inputs)
	if (locale === "fr") return fr_loyalty_msg_code_already(inputs)
	return en_loyalty_msg_code_already(inputs)
});