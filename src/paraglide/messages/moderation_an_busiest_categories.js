/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Busiest_CategoriesInputs */

const en_moderation_an_busiest_categories = /** @type {(inputs: Moderation_An_Busiest_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busiest categories`)
};

const es_moderation_an_busiest_categories = /** @type {(inputs: Moderation_An_Busiest_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorías con más actividad`)
};

const fr_moderation_an_busiest_categories = /** @type {(inputs: Moderation_An_Busiest_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories les plus actives`)
};

/**
* | output |
* | --- |
* | "Busiest categories" |
*
* @param {Moderation_An_Busiest_CategoriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_busiest_categories = /** @type {((inputs?: Moderation_An_Busiest_CategoriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Busiest_CategoriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_busiest_categories(inputs)
	if (locale === "fr") return fr_moderation_an_busiest_categories(inputs)
	return en_moderation_an_busiest_categories(inputs)
});