/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_UnarchiveInputs */

const en_moderation_in_unarchive = /** @type {(inputs: Moderation_In_UnarchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unarchive`)
};

const es_moderation_in_unarchive = /** @type {(inputs: Moderation_In_UnarchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desarchivar`)
};

const fr_moderation_in_unarchive = /** @type {(inputs: Moderation_In_UnarchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désarchiver`)
};

/**
* | output |
* | --- |
* | "Unarchive" |
*
* @param {Moderation_In_UnarchiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_unarchive = /** @type {((inputs?: Moderation_In_UnarchiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_UnarchiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_unarchive(inputs)
	if (locale === "fr") return fr_moderation_in_unarchive(inputs)
	return en_moderation_in_unarchive(inputs)
});