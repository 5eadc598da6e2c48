/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_DeniedInputs */

const en_moderation_pe_denied = /** @type {(inputs: Moderation_Pe_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ Denied`)
};

const es_moderation_pe_denied = /** @type {(inputs: Moderation_Pe_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ No permitido`)
};

const fr_moderation_pe_denied = /** @type {(inputs: Moderation_Pe_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ Non autorisé`)
};

/**
* | output |
* | --- |
* | "✗ Denied" |
*
* @param {Moderation_Pe_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_denied = /** @type {((inputs?: Moderation_Pe_DeniedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_DeniedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_denied(inputs)
	if (locale === "fr") return fr_moderation_pe_denied(inputs)
	return en_moderation_pe_denied(inputs)
});