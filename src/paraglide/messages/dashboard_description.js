/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_DescriptionInputs */

const en_dashboard_description = /** @type {(inputs: Dashboard_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your favorite places, event registrations and premium content in Harlem.`)
};

const es_dashboard_description = /** @type {(inputs: Dashboard_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus lugares favoritos, tus inscripciones a eventos y el contenido Premium de Harlem.`)
};

const fr_dashboard_description = /** @type {(inputs: Dashboard_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos lieux favoris, vos inscriptions aux événements et le contenu Premium de Harlem.`)
};

/**
* | output |
* | --- |
* | "Your favorite places, event registrations and premium content in Harlem." |
*
* @param {Dashboard_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_description = /** @type {((inputs?: Dashboard_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_description(inputs)
	if (locale === "fr") return fr_dashboard_description(inputs)
	return en_dashboard_description(inputs)
});