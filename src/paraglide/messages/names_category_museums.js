/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_MuseumsInputs */

const en_names_category_museums = /** @type {(inputs: Names_Category_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Museums`)
};

const es_names_category_museums = /** @type {(inputs: Names_Category_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Museos`)
};

const fr_names_category_museums = /** @type {(inputs: Names_Category_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Musées`)
};

/**
* | output |
* | --- |
* | "Museums" |
*
* @param {Names_Category_MuseumsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_museums = /** @type {((inputs?: Names_Category_MuseumsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_MuseumsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_museums(inputs)
	if (locale === "fr") return fr_names_category_museums(inputs)
	return en_names_category_museums(inputs)
});