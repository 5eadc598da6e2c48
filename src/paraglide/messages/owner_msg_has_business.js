/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Has_BusinessInputs */

const en_owner_msg_has_business = /** @type {(inputs: Owner_Msg_Has_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account already manages a business.`)
};

const es_owner_msg_has_business = /** @type {(inputs: Owner_Msg_Has_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta ya administra un negocio.`)
};

const fr_owner_msg_has_business = /** @type {(inputs: Owner_Msg_Has_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte gère déjà un établissement.`)
};

/**
* | output |
* | --- |
* | "Your account already manages a business." |
*
* @param {Owner_Msg_Has_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_has_business = /** @type {((inputs?: Owner_Msg_Has_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Has_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_has_business(inputs)
	if (locale === "fr") return fr_owner_msg_has_business(inputs)
	return en_owner_msg_has_business(inputs)
});