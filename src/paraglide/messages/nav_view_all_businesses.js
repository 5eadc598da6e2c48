/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_View_All_BusinessesInputs */

const en_nav_view_all_businesses = /** @type {(inputs: Nav_View_All_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View All Businesses`)
};

const es_nav_view_all_businesses = /** @type {(inputs: Nav_View_All_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los negocios`)
};

const fr_nav_view_all_businesses = /** @type {(inputs: Nav_View_All_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir tous les commerces`)
};

/**
* | output |
* | --- |
* | "View All Businesses" |
*
* @param {Nav_View_All_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_view_all_businesses = /** @type {((inputs?: Nav_View_All_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_View_All_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_view_all_businesses(inputs)
	if (locale === "fr") return fr_nav_view_all_businesses(inputs)
	return en_nav_view_all_businesses(inputs)
});