/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Saved_CountInputs */

const en_businesses_saved_count = /** @type {(inputs: Businesses_Saved_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` saved`)
};

const es_businesses_saved_count = /** @type {(inputs: Businesses_Saved_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` guardados`)
};

const fr_businesses_saved_count = /** @type {(inputs: Businesses_Saved_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` enregistrés`)
};

/**
* | output |
* | --- |
* | "saved" |
*
* @param {Businesses_Saved_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_saved_count = /** @type {((inputs?: Businesses_Saved_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Saved_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_saved_count(inputs)
	if (locale === "fr") return fr_businesses_saved_count(inputs)
	return en_businesses_saved_count(inputs)
});