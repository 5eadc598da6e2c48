/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_MuseumsInputs */

const en_category_museums = /** @type {(inputs: Category_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Museums`)
};

const es_category_museums = /** @type {(inputs: Category_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Museos`)
};

const fr_category_museums = /** @type {(inputs: Category_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Musées`)
};

/**
* | output |
* | --- |
* | "Museums" |
*
* @param {Category_MuseumsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_museums = /** @type {((inputs?: Category_MuseumsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_MuseumsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_category_museums(inputs)
	if (locale === "fr") return fr_category_museums(inputs)
	return en_category_museums(inputs)
});