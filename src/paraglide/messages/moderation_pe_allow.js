/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_AllowInputs */

const en_moderation_pe_allow = /** @type {(inputs: Moderation_Pe_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allow`)
};

const es_moderation_pe_allow = /** @type {(inputs: Moderation_Pe_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitir`)
};

const fr_moderation_pe_allow = /** @type {(inputs: Moderation_Pe_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autoriser`)
};

/**
* | output |
* | --- |
* | "Allow" |
*
* @param {Moderation_Pe_AllowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_allow = /** @type {((inputs?: Moderation_Pe_AllowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_AllowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_allow(inputs)
	if (locale === "fr") return fr_moderation_pe_allow(inputs)
	return en_moderation_pe_allow(inputs)
});