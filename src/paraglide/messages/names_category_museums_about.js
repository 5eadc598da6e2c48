/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Museums_AboutInputs */

const en_names_category_museums_about = /** @type {(inputs: Names_Category_Museums_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collections of art, history and culture, from the Studio Museum to the Cloisters.`)
};

const es_names_category_museums_about = /** @type {(inputs: Names_Category_Museums_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colecciones de arte, historia y cultura, del Studio Museum a los Cloisters.`)
};

const fr_names_category_museums_about = /** @type {(inputs: Names_Category_Museums_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collections d’art, d’histoire et de culture, du Studio Museum aux Cloisters.`)
};

/**
* | output |
* | --- |
* | "Collections of art, history and culture, from the Studio Museum to the Cloisters." |
*
* @param {Names_Category_Museums_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_museums_about = /** @type {((inputs?: Names_Category_Museums_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Museums_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_museums_about(inputs)
	if (locale === "fr") return fr_names_category_museums_about(inputs)
	return en_names_category_museums_about(inputs)
});