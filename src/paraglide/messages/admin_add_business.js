/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Add_BusinessInputs */

const en_admin_add_business = /** @type {(inputs: Admin_Add_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Business`)
};

const es_admin_add_business = /** @type {(inputs: Admin_Add_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar negocio`)
};

const fr_admin_add_business = /** @type {(inputs: Admin_Add_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un commerce`)
};

/**
* | output |
* | --- |
* | "Add Business" |
*
* @param {Admin_Add_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_add_business = /** @type {((inputs?: Admin_Add_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Add_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_add_business(inputs)
	if (locale === "fr") return fr_admin_add_business(inputs)
	return en_admin_add_business(inputs)
});