/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tab_ReviewsInputs */

const en_owner_tab_reviews = /** @type {(inputs: Owner_Tab_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const es_owner_tab_reviews = /** @type {(inputs: Owner_Tab_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas`)
};

const fr_owner_tab_reviews = /** @type {(inputs: Owner_Tab_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Owner_Tab_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tab_reviews = /** @type {((inputs?: Owner_Tab_ReviewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tab_ReviewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tab_reviews(inputs)
	if (locale === "fr") return fr_owner_tab_reviews(inputs)
	return en_owner_tab_reviews(inputs)
});