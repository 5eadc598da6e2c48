/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_CategoriesInputs */

const en_ads_field_categories = /** @type {(inputs: Ads_Field_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business categories (optional)`)
};

const es_ads_field_categories = /** @type {(inputs: Ads_Field_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorías de negocio (opcional)`)
};

const fr_ads_field_categories = /** @type {(inputs: Ads_Field_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories de commerces (facultatif)`)
};

/**
* | output |
* | --- |
* | "Business categories (optional)" |
*
* @param {Ads_Field_CategoriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_categories = /** @type {((inputs?: Ads_Field_CategoriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_CategoriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_categories(inputs)
	if (locale === "fr") return fr_ads_field_categories(inputs)
	return en_ads_field_categories(inputs)
});