/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Create_BusinessInputs */

const en_admin_create_business = /** @type {(inputs: Admin_Create_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Business`)
};

const es_admin_create_business = /** @type {(inputs: Admin_Create_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear negocio`)
};

const fr_admin_create_business = /** @type {(inputs: Admin_Create_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un commerce`)
};

/**
* | output |
* | --- |
* | "Create Business" |
*
* @param {Admin_Create_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_create_business = /** @type {((inputs?: Admin_Create_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Create_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_create_business(inputs)
	if (locale === "fr") return fr_admin_create_business(inputs)
	return en_admin_create_business(inputs)
});