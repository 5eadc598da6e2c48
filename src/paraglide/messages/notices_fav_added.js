/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Fav_AddedInputs */

const en_notices_fav_added = /** @type {(inputs: Notices_Fav_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to favorites`)
};

const es_notices_fav_added = /** @type {(inputs: Notices_Fav_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se agregó a favoritos`)
};

const fr_notices_fav_added = /** @type {(inputs: Notices_Fav_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté aux favoris`)
};

/**
* | output |
* | --- |
* | "Added to favorites" |
*
* @param {Notices_Fav_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_fav_added = /** @type {((inputs?: Notices_Fav_AddedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Fav_AddedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_fav_added(inputs)
	if (locale === "fr") return fr_notices_fav_added(inputs)
	return en_notices_fav_added(inputs)
});