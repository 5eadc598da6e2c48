/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Business_CreatedInputs */

const en_admin_msg_business_created = /** @type {(inputs: Admin_Msg_Business_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business created successfully!`)
};

const es_admin_msg_business_created = /** @type {(inputs: Admin_Msg_Business_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Negocio creado correctamente!`)
};

const fr_admin_msg_business_created = /** @type {(inputs: Admin_Msg_Business_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce créé avec succès !`)
};

/**
* | output |
* | --- |
* | "Business created successfully!" |
*
* @param {Admin_Msg_Business_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_business_created = /** @type {((inputs?: Admin_Msg_Business_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Business_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_business_created(inputs)
	if (locale === "fr") return fr_admin_msg_business_created(inputs)
	return en_admin_msg_business_created(inputs)
});