/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Own_Business_OnlyInputs */

const en_organiser_msg_own_business_only = /** @type {(inputs: Organiser_Msg_Own_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only manage your own business.`)
};

const es_organiser_msg_own_business_only = /** @type {(inputs: Organiser_Msg_Own_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puedes administrar tu propio negocio.`)
};

const fr_organiser_msg_own_business_only = /** @type {(inputs: Organiser_Msg_Own_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez gérer que votre propre établissement.`)
};

/**
* | output |
* | --- |
* | "You can only manage your own business." |
*
* @param {Organiser_Msg_Own_Business_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_own_business_only = /** @type {((inputs?: Organiser_Msg_Own_Business_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Own_Business_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_own_business_only(inputs)
	if (locale === "fr") return fr_organiser_msg_own_business_only(inputs)
	return en_organiser_msg_own_business_only(inputs)
});