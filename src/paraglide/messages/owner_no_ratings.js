/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_No_RatingsInputs */

const en_owner_no_ratings = /** @type {(inputs: Owner_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ratings`)
};

const es_owner_no_ratings = /** @type {(inputs: Owner_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin calificaciones`)
};

const fr_owner_no_ratings = /** @type {(inputs: Owner_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune note`)
};

/**
* | output |
* | --- |
* | "No ratings" |
*
* @param {Owner_No_RatingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_no_ratings = /** @type {((inputs?: Owner_No_RatingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_No_RatingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_no_ratings(inputs)
	if (locale === "fr") return fr_owner_no_ratings(inputs)
	return en_owner_no_ratings(inputs)
});