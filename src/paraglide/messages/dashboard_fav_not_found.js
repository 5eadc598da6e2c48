/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Fav_Not_FoundInputs */

const en_dashboard_fav_not_found = /** @type {(inputs: Dashboard_Fav_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business not found`)
};

const es_dashboard_fav_not_found = /** @type {(inputs: Dashboard_Fav_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró el negocio`)
};

const fr_dashboard_fav_not_found = /** @type {(inputs: Dashboard_Fav_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce introuvable`)
};

/**
* | output |
* | --- |
* | "Business not found" |
*
* @param {Dashboard_Fav_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_fav_not_found = /** @type {((inputs?: Dashboard_Fav_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Fav_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_fav_not_found(inputs)
	if (locale === "fr") return fr_dashboard_fav_not_found(inputs)
	return en_dashboard_fav_not_found(inputs)
});