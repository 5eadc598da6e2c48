/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_ByInputs */

const en_moderation_by = /** @type {(inputs: Moderation_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`by`)
};

const es_moderation_by = /** @type {(inputs: Moderation_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por`)
};

const fr_moderation_by = /** @type {(inputs: Moderation_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par`)
};

/**
* | output |
* | --- |
* | "by" |
*
* @param {Moderation_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_by = /** @type {((inputs?: Moderation_ByInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_ByInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_by(inputs)
	if (locale === "fr") return fr_moderation_by(inputs)
	return en_moderation_by(inputs)
});