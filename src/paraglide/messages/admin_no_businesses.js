/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_BusinessesInputs */

const en_admin_no_businesses = /** @type {(inputs: Admin_No_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No businesses found`)
};

const es_admin_no_businesses = /** @type {(inputs: Admin_No_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron negocios`)
};

const fr_admin_no_businesses = /** @type {(inputs: Admin_No_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun commerce trouvé`)
};

/**
* | output |
* | --- |
* | "No businesses found" |
*
* @param {Admin_No_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_no_businesses = /** @type {((inputs?: Admin_No_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_businesses(inputs)
	if (locale === "fr") return fr_admin_no_businesses(inputs)
	return en_admin_no_businesses(inputs)
});