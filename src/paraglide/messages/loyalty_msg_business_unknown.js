/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Business_UnknownInputs */

const en_loyalty_msg_business_unknown = /** @type {(inputs: Loyalty_Msg_Business_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That business is not listed.`)
};

const es_loyalty_msg_business_unknown = /** @type {(inputs: Loyalty_Msg_Business_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese negocio no está en la guía.`)
};

const fr_loyalty_msg_business_unknown = /** @type {(inputs: Loyalty_Msg_Business_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce commerce ne figure pas dans le guide.`)
};

/**
* | output |
* | --- |
* | "That business is not listed." |
*
* @param {Loyalty_Msg_Business_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_business_unknown = /** @type {((inputs?: Loyalty_Msg_Business_UnknownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Business_UnknownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_business_unknown(inputs)
	if (locale === "fr") return fr_loyalty_msg_business_unknown(inputs)
	return en_loyalty_msg_business_unknown(inputs)
});