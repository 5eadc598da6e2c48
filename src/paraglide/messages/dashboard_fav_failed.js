/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Fav_FailedInputs */

const en_dashboard_fav_failed = /** @type {(inputs: Dashboard_Fav_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update favorites. Please try again.`)
};

const es_dashboard_fav_failed = /** @type {(inputs: Dashboard_Fav_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron actualizar tus favoritos. Inténtalo de nuevo.`)
};

const fr_dashboard_fav_failed = /** @type {(inputs: Dashboard_Fav_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos favoris n’ont pas pu être mis à jour. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to update favorites. Please try again." |
*
* @param {Dashboard_Fav_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_fav_failed = /** @type {((inputs?: Dashboard_Fav_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Fav_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_fav_failed(inputs)
	if (locale === "fr") return fr_dashboard_fav_failed(inputs)
	return en_dashboard_fav_failed(inputs)
});