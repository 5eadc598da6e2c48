/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Add_ContentInputs */

const en_admin_add_content = /** @type {(inputs: Admin_Add_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Content`)
};

const es_admin_add_content = /** @type {(inputs: Admin_Add_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar contenido`)
};

const fr_admin_add_content = /** @type {(inputs: Admin_Add_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter du contenu`)
};

/**
* | output |
* | --- |
* | "Add Content" |
*
* @param {Admin_Add_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_add_content = /** @type {((inputs?: Admin_Add_ContentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Add_ContentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_add_content(inputs)
	if (locale === "fr") return fr_admin_add_content(inputs)
	return en_admin_add_content(inputs)
});