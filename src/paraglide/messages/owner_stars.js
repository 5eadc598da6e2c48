/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Owner_StarsInputs */

const en_owner_stars = /** @type {(inputs: Owner_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

const es_owner_stars = /** @type {(inputs: Owner_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5 estrellas`)
};

const fr_owner_stars = /** @type {(inputs: Owner_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} étoiles sur 5`)
};

/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Owner_StarsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_stars = /** @type {((inputs: Owner_StarsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_StarsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_stars(inputs)
	if (locale === "fr") return fr_owner_stars(inputs)
	return en_owner_stars(inputs)
});