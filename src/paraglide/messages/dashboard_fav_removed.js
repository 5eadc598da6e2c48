/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Fav_RemovedInputs */

const en_dashboard_fav_removed = /** @type {(inputs: Dashboard_Fav_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from favorites`)
};

const es_dashboard_fav_removed = /** @type {(inputs: Dashboard_Fav_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se quitó de favoritos`)
};

const fr_dashboard_fav_removed = /** @type {(inputs: Dashboard_Fav_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retiré des favoris`)
};

/**
* | output |
* | --- |
* | "Removed from favorites" |
*
* @param {Dashboard_Fav_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_fav_removed = /** @type {((inputs?: Dashboard_Fav_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Fav_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_fav_removed(inputs)
	if (locale === "fr") return fr_dashboard_fav_removed(inputs)
	return en_dashboard_fav_removed(inputs)
});