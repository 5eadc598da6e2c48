/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Fav_RemovedInputs */

const en_notices_fav_removed = /** @type {(inputs: Notices_Fav_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from favorites`)
};

const es_notices_fav_removed = /** @type {(inputs: Notices_Fav_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se quitó de favoritos`)
};

const fr_notices_fav_removed = /** @type {(inputs: Notices_Fav_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retiré des favoris`)
};

/**
* | output |
* | --- |
* | "Removed from favorites" |
*
* @param {Notices_Fav_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_fav_removed = /** @type {((inputs?: Notices_Fav_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Fav_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_fav_removed(inputs)
	if (locale === "fr") return fr_notices_fav_removed(inputs)
	return en_notices_fav_removed(inputs)
});