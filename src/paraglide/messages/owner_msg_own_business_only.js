/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Own_Business_OnlyInputs */

const en_owner_msg_own_business_only = /** @type {(inputs: Owner_Msg_Own_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only manage your own business.`)
};

const es_owner_msg_own_business_only = /** @type {(inputs: Owner_Msg_Own_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puedes administrar tu propio negocio.`)
};

const fr_owner_msg_own_business_only = /** @type {(inputs: Owner_Msg_Own_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez gérer que votre propre établissement.`)
};

/**
* | output |
* | --- |
* | "You can only manage your own business." |
*
* @param {Owner_Msg_Own_Business_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_own_business_only = /** @type {((inputs?: Owner_Msg_Own_Business_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Own_Business_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_own_business_only(inputs)
	if (locale === "fr") return fr_owner_msg_own_business_only(inputs)
	return en_owner_msg_own_business_only(inputs)
});