/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Views_30Inputs */

const en_owner_views_30 = /** @type {(inputs: Owner_Views_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page views (30 days)`)
};

const es_owner_views_30 = /** @type {(inputs: Owner_Views_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas a la página (30 días)`)
};

const fr_owner_views_30 = /** @type {(inputs: Owner_Views_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues de la page (30 jours)`)
};

/**
* | output |
* | --- |
* | "Page views (30 days)" |
*
* @param {Owner_Views_30Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_views_30 = /** @type {((inputs?: Owner_Views_30Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Views_30Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_views_30(inputs)
	if (locale === "fr") return fr_owner_views_30(inputs)
	return en_owner_views_30(inputs)
});