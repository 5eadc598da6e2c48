/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_AlwaysInputs */

const en_moderation_pe_always = /** @type {(inputs: Moderation_Pe_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Always`)
};

const es_moderation_pe_always = /** @type {(inputs: Moderation_Pe_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Siempre`)
};

const fr_moderation_pe_always = /** @type {(inputs: Moderation_Pe_AlwaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Toujours`)
};

/**
* | output |
* | --- |
* | "✓ Always" |
*
* @param {Moderation_Pe_AlwaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_always = /** @type {((inputs?: Moderation_Pe_AlwaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_AlwaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_always(inputs)
	if (locale === "fr") return fr_moderation_pe_always(inputs)
	return en_moderation_pe_always(inputs)
});